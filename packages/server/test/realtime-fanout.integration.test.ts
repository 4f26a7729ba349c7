import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryFanout,
  FANOUT_CHANNEL,
  IDS_PER_MESSAGE,
  type RealtimeFanout,
} from '../src/modules/realtime/fanout';
import { createPostgresFanout } from '../src/modules/realtime/fanout-postgres';
import { createRedisFanout } from '../src/modules/realtime/fanout-redis';
import { createTestDatabase, type TestDatabase } from './helpers/db';

/*
 * The contract every realtime fan-out keeps, run against each adapter: the in-process one, the
 * PostgreSQL one on this file's test database, and the Redis one on the machine's Redis
 * (REDIS_URL, else 127.0.0.1:6379). "Two instances" are two adapter objects, as two servers hold.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 2 });
});

afterAll(async () => {
  for (const pool of pools) await pool.end();
  await database?.cleanup();
});

interface Adapter {
  name: string;
  /** Two instances of the adapter that reach each other (one and the same for in-process). */
  pair(): Promise<[RealtimeFanout, RealtimeFanout]>;
}

const adapters: Adapter[] = [
  {
    name: 'in-process',
    async pair() {
      const fanout = createMemoryFanout();
      return [fanout, fanout];
    },
  },
  {
    name: 'PostgreSQL LISTEN/NOTIFY',
    async pair() {
      const make = () => {
        const pool = new pg.Pool({ connectionString: database.url, max: 2 });
        pools.push(pool);
        return createPostgresFanout({ connectionString: database.url, pool });
      };
      return [make(), make()];
    },
  },
  {
    name: 'Redis pub/sub',
    async pair() {
      // A channel of this run's own: other test files may use the same Redis at the same time.
      const channelPrefix = `test-${randomUUID()}:`;
      return [
        createRedisFanout({ url: REDIS_URL, channelPrefix }),
        createRedisFanout({ url: REDIS_URL, channelPrefix }),
      ];
    },
  },
];

function collector(fanout: RealtimeFanout) {
  const heard: string[] = [];
  const unsubscribe = fanout.subscribe((ids) => heard.push(...ids));
  return {
    heard,
    unsubscribe,
    async until(predicate: () => boolean, ms = 5_000) {
      const started = Date.now();
      while (!predicate()) {
        if (Date.now() - started > ms) throw new Error(`not heard in ${ms} ms: ${heard.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

describe.each(adapters)('the $name fan-out', (adapter) => {
  let a: RealtimeFanout;
  let b: RealtimeFanout;

  beforeAll(async () => {
    [a, b] = await adapter.pair();
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
  });

  it('delivers an announcement to every instance, the publisher included', async () => {
    const onA = collector(a);
    const onB = collector(b);
    const user = randomUUID();
    await a.publish([user]);
    await onA.until(() => onA.heard.includes(user));
    await onB.until(() => onB.heard.includes(user));
    onA.unsubscribe();
    onB.unsubscribe();
  });

  it('delivers many people at once, in messages that fit the transport, each once', async () => {
    const onB = collector(b);
    const users = Array.from({ length: IDS_PER_MESSAGE * 2 + 7 }, () => randomUUID());
    await a.publish([...users, ...users.slice(0, 5)]);
    await onB.until(() => users.every((user) => onB.heard.includes(user)));
    expect(onB.heard.filter((id) => id !== '*').sort()).toEqual([...users].sort());
    onB.unsubscribe();
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const gone = collector(b);
    gone.unsubscribe();
    const still = collector(b);
    const user = randomUUID();
    await a.publish([user]);
    await still.until(() => still.heard.includes(user));
    expect(gone.heard).toEqual([]);
    still.unsubscribe();
  });
});

describe('the PostgreSQL fan-out on its own', () => {
  it('ignores what others send on the channel that is not a list of ids', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pools.push(pool);
    const fanout = createPostgresFanout({ connectionString: database.url, pool });
    await fanout.ready();
    const heard = collector(fanout);
    await pool.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, 'not json']);
    await pool.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, '["not-a-uuid", 5]']);
    const user = randomUUID();
    await fanout.publish([user]);
    await heard.until(() => heard.heard.includes(user));
    expect(heard.heard).toEqual([user]);
    await fanout.close();
  });

  it('listens again after its connection is killed, and tells everyone to look (*)', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pools.push(pool);
    const fanout = createPostgresFanout({ connectionString: database.url, pool, reconnectMs: 20 });
    await fanout.ready();
    const heard = collector(fanout);
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${FANOUT_CHANNEL}`],
    );
    await heard.until(() => heard.heard.includes('*'));
    const user = randomUUID();
    await fanout.publish([user]);
    await heard.until(() => heard.heard.includes(user));
    await fanout.close();
  });
});
