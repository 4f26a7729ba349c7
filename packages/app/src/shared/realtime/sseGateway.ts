import { RealtimeEventSchema, REALTIME_EVENT_TYPES } from '@atlas/api/entities/realtime';
import type { RealtimeConnectionState, RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';

/** What the gateway needs of the browser; tests pass doubles. */
export interface SseEnvironment {
  createEventSource(url: string): EventSource;
  /** navigator.onLine */
  isOnline(): boolean;
  /** Subscribes to the window's online/offline events; answers the unsubscribe. */
  onConnectivity(listener: (online: boolean) => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** navigator.sendBeacon */
  sendBeacon(url: string, body: Blob): boolean;
  random(): number;
}

export interface SseGatewayOptions {
  /** The main API's base URL (`/api`). */
  apiBaseUrl: string;
  environment?: SseEnvironment;
  /** First wait before reconnecting after the server refused or failed (doubles to maxDelayMs). */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export function browserSseEnvironment(): SseEnvironment {
  return {
    createEventSource: (url) => new EventSource(url, { withCredentials: true }),
    isOnline: () => navigator.onLine,
    onConnectivity(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => {
      if (typeof handle === 'number') window.clearTimeout(handle);
    },
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    random: Math.random,
  };
}

/**
 * The server's own stream: GET {api}/realtime with EventSource. EventSource resumes by itself
 * after a dropped connection (sending Last-Event-ID); when the server refuses or the browser gives
 * up, this opens a new one after a growing, jittered wait, resuming with `?lastEventId=`. While
 * the browser is offline it does not try; back online, it tries at once.
 */
export function createSseGateway(options: SseGatewayOptions): RealtimeGateway {
  const environment = options.environment ?? browserSseEnvironment();
  const initialDelay = options.initialDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  let handlers: RealtimeHandlers | null = null;
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let delay = initialDelay;
  let retry: unknown = null;
  let stopConnectivity: (() => void) | null = null;
  let state: RealtimeConnectionState = 'closed';

  function setState(next: RealtimeConnectionState) {
    if (next === state) return;
    state = next;
    handlers?.onState(next);
  }

  function closeSource() {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  }

  function cancelRetry() {
    if (retry !== null) environment.clearTimeout(retry);
    retry = null;
  }

  function open() {
    cancelRetry();
    closeSource();
    if (!handlers) return;
    if (!environment.isOnline()) {
      setState('offline');
      return;
    }
    setState(state === 'closed' ? 'connecting' : 'reconnecting');
    const url =
      lastEventId === null
        ? `${base}/realtime`
        : `${base}/realtime?lastEventId=${encodeURIComponent(lastEventId)}`;
    const current = environment.createEventSource(url);
    source = current;
    current.onopen = () => {
      delay = initialDelay;
      setState('open');
    };
    current.onerror = () => {
      if (source !== current) return;
      // CONNECTING: EventSource is resuming on its own (with Last-Event-ID).
      if (current.readyState === 0) {
        setState('reconnecting');
        return;
      }
      // CLOSED: refused (401, 5xx) or given up; try again later, resuming by id.
      closeSource();
      scheduleRetry();
    };
    // The ready event's id is the stream's position: resuming from it loses nothing even when the
    // connection drops before any event arrives.
    current.addEventListener('ready', (message) => {
      if (message instanceof MessageEvent && message.lastEventId) lastEventId = message.lastEventId;
      handlers?.onReady();
    });
    for (const type of REALTIME_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = RealtimeEventSchema.safeParse(json);
        if (parsed.success) handlers?.onEvent(parsed.data);
      });
    }
  }

  function scheduleRetry() {
    if (!handlers) return;
    if (!environment.isOnline()) {
      setState('offline');
      return;
    }
    setState('reconnecting');
    // Full jitter: many tabs of a restarted server do not come back at once.
    const wait = Math.round(delay / 2 + (environment.random() * delay) / 2);
    delay = Math.min(delay * 2, maxDelay);
    retry = environment.setTimeout(open, wait);
  }

  return {
    connect(next) {
      handlers = next;
      stopConnectivity?.();
      stopConnectivity = environment.onConnectivity((online) => {
        if (!handlers) return;
        if (online) {
          delay = initialDelay;
          open();
        } else {
          cancelRetry();
          closeSource();
          setState('offline');
        }
      });
      open();
    },
    disconnect() {
      cancelRetry();
      closeSource();
      stopConnectivity?.();
      stopConnectivity = null;
      setState('closed');
      handlers = null;
      lastEventId = null;
    },
    goingAway() {
      if (!handlers) return;
      environment.sendBeacon(
        `${base}/presence`,
        new Blob([JSON.stringify({ online: false })], { type: 'application/json' }),
      );
    },
  };
}
