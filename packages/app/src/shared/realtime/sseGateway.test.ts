import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@atlas/api/entities/realtime';
import { createSseGateway, type SseEnvironment } from './sseGateway';
import type { RealtimeConnectionState } from './RealtimeGateway';

/** An EventSource double the test drives: open, events, errors. */
class FakeEventSource extends EventTarget {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown, id?: string) {
    this.dispatchEvent(
      new MessageEvent(type, {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        lastEventId: id ?? '',
      }),
    );
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

function setup() {
  const sources: FakeEventSource[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let online = true;
  let connectivity: (online: boolean) => void = () => {};
  const beacons: { url: string; body: Blob }[] = [];
  const environment: SseEnvironment = {
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    isOnline: () => online,
    onConnectivity: (listener) => {
      connectivity = listener;
      return () => {
        connectivity = () => {};
      };
    },
    setTimeout: (callback, ms) => {
      timers.push({ callback, ms });
      return timers.length;
    },
    clearTimeout: () => undefined,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    random: () => 1,
  };
  const gateway = createSseGateway({ apiBaseUrl: '/api/', environment, initialDelayMs: 100 });
  const events: RealtimeEvent[] = [];
  const states: RealtimeConnectionState[] = [];
  const onReady = vi.fn();
  gateway.connect({ onEvent: (e) => events.push(e), onReady, onState: (s) => states.push(s) });
  return {
    gateway,
    sources,
    timers,
    events,
    states,
    onReady,
    beacons,
    goOffline: () => {
      online = false;
      connectivity(false);
    },
    goOnline: () => {
      online = true;
      connectivity(true);
    },
  };
}

const presence = {
  type: 'presence.changed',
  userId: '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c',
  isOnline: true,
};

describe('the SSE realtime gateway', () => {
  it('opens the stream, reports ready and hands over valid events only', () => {
    const { sources, events, states, onReady } = setup();
    const [source] = sources;
    expect(source?.url).toBe('/api/realtime');
    source?.open();
    source?.emit('ready', { lastEventId: '0' });
    source?.emit('presence.changed', presence, '5');
    source?.emit('presence.changed', 'not json', '6');
    source?.emit('presence.changed', { type: 'presence.changed', userId: 'x' }, '7');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(events).toEqual([presence]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('after a refusal tries again later with a growing wait, resuming after the last event id', () => {
    const { sources, timers, states } = setup();
    sources[0]?.open();
    sources[0]?.emit('presence.changed', presence, '41');
    sources[0]?.fail(2);
    expect(sources[0]?.closed).toBe(true);
    expect(states.at(-1)).toBe('reconnecting');
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    timers[0]?.callback();
    expect(sources[1]?.url).toBe('/api/realtime?lastEventId=41');
    sources[1]?.fail(2);
    expect(timers.map((timer) => timer.ms)).toEqual([100, 200]);
  });

  it('resumes from the ready event’s position when the stream drops before any event', () => {
    const { sources, timers } = setup();
    sources[0]?.open();
    sources[0]?.emit('ready', { lastEventId: '17' }, '17');
    sources[0]?.fail(2);
    timers[0]?.callback();
    expect(sources[1]?.url).toBe('/api/realtime?lastEventId=17');
  });

  it('leaves resuming to EventSource while it reconnects by itself', () => {
    const { sources, timers, states } = setup();
    sources[0]?.open();
    sources[0]?.fail(0);
    expect(states.at(-1)).toBe('reconnecting');
    expect(timers).toEqual([]);
    expect(sources).toHaveLength(1);
  });

  it('holds while the browser is offline and reconnects at once when it is back', () => {
    const { sources, states, goOffline, goOnline } = setup();
    sources[0]?.open();
    goOffline();
    expect(sources[0]?.closed).toBe(true);
    expect(states.at(-1)).toBe('offline');
    goOnline();
    expect(sources).toHaveLength(2);
    expect(states.at(-1)).toBe('reconnecting');
  });

  it('sends the going-away beacon, and nothing once disconnected', () => {
    const { gateway, beacons, sources, states } = setup();
    gateway.goingAway();
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/presence']);
    gateway.disconnect();
    expect(sources[0]?.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
    gateway.goingAway();
    expect(beacons).toHaveLength(1);
  });
});
