import pg from 'pg';
import {
  decodeAnnouncement,
  encodeAnnouncements,
  FANOUT_CHANNEL,
  Listeners,
  type RealtimeFanout,
} from './fanout';

export interface PostgresFanoutOptions {
  /** The database every instance shares. */
  connectionString: string;
  /** LISTEN needs a connection of its own; publishes go through it, or the pool while it is down. */
  pool: pg.Pool;
  /** Told when the listening connection drops and is opened again (never the URL). */
  log?: (line: string) => void;
  /** First wait before reconnecting (doubles to 5 s). */
  reconnectMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY between instances on one database (DATABASE_URL). A dropped listening
 * connection is reopened with backoff; what was announced meanwhile is not lost, because every
 * stream reads its rows again after a reconnect (`onReconnect` announces everyone listening here).
 */
export function createPostgresFanout(options: PostgresFanoutOptions): RealtimeFanout {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = options.reconnectMs ?? 500;
  let connectedOnce = false;
  let publishing: Promise<unknown> = Promise.resolve();
  let resolveReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === FANOUT_CHANNEL && message.payload)
        listeners.deliver(decodeAnnouncement(message.payload));
    });
    next.on('error', (error) => {
      options.log?.(`realtime LISTEN connection failed (${error.message}); reconnecting`);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${FANOUT_CHANNEL}`);
    } catch (error) {
      options.log?.(
        `realtime LISTEN could not connect (${error instanceof Error ? error.message : String(error)})`,
      );
      drop(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = options.reconnectMs ?? 500;
    if (connectedOnce) listeners.deliver(['*']);
    connectedOnce = true;
    resolveReady();
  }

  function drop(which: pg.Client): void {
    if (client === which) client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 5_000);
  }

  void connect();

  return {
    kind: 'postgres',
    ready: () => readyPromise,
    publish(userIds) {
      // On the listening connection while it is up, one publish after another (a connection runs
      // one query at a time): the pool may have a queue of requests, and an announcement of what
      // is committed already should not wait behind them.
      const payloads = encodeAnnouncements(userIds);
      const run = async () => {
        const via = client ?? options.pool;
        for (const payload of payloads)
          await via.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, payload]);
      };
      const result = publishing.then(run, run);
      publishing = result.catch(() => undefined);
      return result;
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      resolveReady();
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
