import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid, startEmbeddedPostgres, stopByPid } from '../src/db/embedded';

/**
 * When a process lets go of the embedded PostgreSQL, it stops the server only if nobody else uses
 * it: a connection that was just closed (and whose backend may still be exiting) does not count,
 * a session that stays open does.
 */
const directory = mkdtempSync(path.join(tmpdir(), 'atlas-release-'));
const dataDirectory = path.join(directory, 'data');

afterAll(async () => {
  const running = readPostmasterPid(dataDirectory);
  if (running) await stopByPid(running.pid).catch(() => {});
  rmSync(directory, { recursive: true, force: true });
});

async function session(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'someone' });
  await client.connect();
  await client.query('SELECT 1');
  return client;
}

describe('releasing the embedded PostgreSQL', () => {
  it('stops it although connections were closed a moment before, but not under an open session', async () => {
    const first = await startEmbeddedPostgres({ directory });
    expect(first.startedHere).toBe(true);
    // Connections closed just before the release, as a server's pool is at shutdown. One backend
    // is busy when its client goes, so it is still listed for a moment after the close (what a
    // loaded machine does to any closed connection).
    const [busyClient, ...closing] = await Promise.all(
      Array.from({ length: 4 }, () => session(first.url)),
    );
    if (!busyClient) throw new Error('no connection');
    const busy = busyClient.query('SELECT pg_sleep(1)').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(
      [busyClient, ...closing].map((client) => client.end().catch(() => undefined)),
    );
    await first.release();
    await busy;
    expect(readPostmasterPid(dataDirectory)).toBeUndefined();

    const second = await startEmbeddedPostgres({ directory });
    const open = await session(second.url);
    await second.release();
    // Someone's session is still connected: the server stays up for it.
    expect(readPostmasterPid(dataDirectory)?.pid).toBe(second.pid);
    expect((await open.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    await open.end();

    const third = await startEmbeddedPostgres({ directory });
    expect(third.startedHere).toBe(false);
    expect(third.pid).toBe(second.pid);
    await third.release();
    expect(readPostmasterPid(dataDirectory)).toBeUndefined();
  }, 120_000);
});
