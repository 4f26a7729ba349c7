import { Redis } from 'ioredis';
import {
  decodeAnnouncement,
  encodeAnnouncements,
  FANOUT_CHANNEL,
  Listeners,
  type RealtimeFanout,
} from './fanout';

export interface RedisFanoutOptions {
  url: string;
  /** A prefix of the channel, so several sites (or test files) can share one Redis. */
  channelPrefix?: string;
  /** Told when a connection fails (never the URL: it may hold a password). */
  log?: (line: string) => void;
}

/**
 * Redis pub/sub between instances (REDIS_URL): one connection publishes, another subscribes
 * (a subscribed Redis connection can do nothing else). ioredis reconnects and resubscribes by
 * itself; after a reconnect everyone listening here is told to read their rows again.
 */
export function createRedisFanout(options: RedisFanoutOptions): RealtimeFanout {
  const channel = `${options.channelPrefix ?? ''}${FANOUT_CHANNEL}`;
  const listeners = new Listeners();
  const common = { maxRetriesPerRequest: 2, lazyConnect: true } as const;
  const publisher = new Redis(options.url, common);
  const subscriber = new Redis(options.url, common);
  let reported = false;
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      options.log?.(`realtime Redis connection failed (${error.message}); retrying`);
    });
  }
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    reported = false;
    if (subscribedOnce) listeners.deliver(['*']);
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) listeners.deliver(decodeAnnouncement(payload));
  });
  const readyPromise = (async () => {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    subscribedOnce = true;
  })();
  // Awaited by ready(); a failure here is also reported through `error` above.
  readyPromise.catch(() => undefined);

  return {
    kind: 'redis',
    ready: () => readyPromise,
    async publish(userIds) {
      for (const payload of encodeAnnouncements(userIds)) await publisher.publish(channel, payload);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
