import { EventEmitter } from 'node:events';

/**
 * Tells every server instance that some people have new events. Only ids travel: each stream
 * then reads its person's rows after the last id it sent, so delivery order and content always
 * come from the database (a lost or duplicated announcement costs a query, never an event).
 */
export interface RealtimeFanout {
  /** Which adapter this is, for logs and tests. */
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Resolves once this instance hears announcements (LISTEN / SUBSCRIBE done). */
  ready(): Promise<void>;
  /** Announces new events for these people to every instance (this one included). */
  publish(userIds: readonly string[]): Promise<void>;
  /** Called with the people of every announcement; answers the unsubscribe. */
  subscribe(listener: (userIds: string[]) => void): () => void;
  close(): Promise<void>;
}

/** The channel name on PostgreSQL and Redis. */
export const FANOUT_CHANNEL = 'atlas_realtime';

/**
 * Announcements are JSON arrays of user ids, split so each fits PostgreSQL's NOTIFY payload
 * (under 8000 bytes): 36-character uuids, 150 per message.
 */
export const IDS_PER_MESSAGE = 150;

export function encodeAnnouncements(userIds: readonly string[]): string[] {
  const unique = [...new Set(userIds)];
  const messages: string[] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_MESSAGE)
    messages.push(JSON.stringify(unique.slice(start, start + IDS_PER_MESSAGE)));
  return messages;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user ids of one announcement; anything else on the channel is ignored. */
export function decodeAnnouncement(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string' && UUID.test(item));
  } catch {
    return [];
  }
}

/** Listeners of one process: what every adapter delivers to. */
export class Listeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per server instance in a process (tests run several); no leak warning.
    this.emitter.setMaxListeners(0);
  }

  add(listener: (userIds: string[]) => void): () => void {
    this.emitter.on('announce', listener);
    return () => this.emitter.off('announce', listener);
  }

  deliver(userIds: string[]): void {
    if (userIds.length > 0) this.emitter.emit('announce', userIds);
  }
}

/** One instance on the embedded database: announcements stay in this process. */
export function createMemoryFanout(): RealtimeFanout {
  const listeners = new Listeners();
  return {
    kind: 'memory',
    ready: () => Promise.resolve(),
    async publish(userIds) {
      const unique = [...new Set(userIds)];
      // Asynchronously, like the other adapters: a publisher never runs listeners inline.
      queueMicrotask(() => listeners.deliver(unique));
    },
    subscribe: (listener) => listeners.add(listener),
    close: () => Promise.resolve(),
  };
}
