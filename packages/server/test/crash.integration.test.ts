import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '../src/db/embedded';
import { contactRequest, firstCompanySlug, rowsByKey } from './helpers/child-server';
import { embeddedDataDir } from './helpers/embedded-data-dir';

/**
 * The embedded default survives crashes (issue 23): the server, on its embedded PostgreSQL, is
 * killed with SIGKILL in the middle of a burst of acknowledged writes, every other round together
 * with its PostgreSQL (by the pid in postmaster.pid); after each restart every acknowledged write
 * is stored exactly once and the site serves. `pnpm test` runs a few rounds; `pnpm test:crash`
 * runs 20 (CRASH_ROUNDS).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
/** Acknowledged writes to wait for in each round before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 6;
const WRITERS = 4;

const embedded = embeddedDataDir({ prefix: 'atlas-crash-', demoCompanies: 20 });
const { dataDir, postgresData } = embedded;

afterAll(() => embedded.cleanup());

interface WriteOutcome {
  key: string;
  acknowledged: boolean;
}

/** Writers send until the server stops answering; each write's key and whether it got a 200. */
async function burst(
  baseUrl: string,
  slug: string,
  round: number,
  onAcknowledged: () => void,
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  const writer = async () => {
    for (;;) {
      const key = `crash-${round}-${randomBytes(8).toString('hex')}`;
      try {
        const response = await contactRequest(baseUrl, slug, key);
        outcomes.push({ key, acknowledged: response.status === 200 });
        if (response.status === 200) onAcknowledged();
        else if (response.status !== 503) throw new Error(`unexpected ${response.status}`);
      } catch (error) {
        // The server is gone (killed): this write was never acknowledged.
        outcomes.push({ key, acknowledged: false });
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return outcomes;
}

describe(`the embedded database under SIGKILL (${ROUNDS} rounds)`, () => {
  it(
    'keeps every acknowledged write exactly once, and the site serves after each restart',
    async () => {
      const acknowledged = new Set<string>();
      const sent = new Set<string>();
      let slug: string | undefined;
      for (let round = 1; round <= ROUNDS; round += 1) {
        const server = await embedded.start();
        slug ??= await firstCompanySlug(server.baseUrl);

        // After the restart: every write acknowledged before any crash is there, exactly once.
        const stored = await rowsByKey(dataDir, 'crash-');
        for (const key of acknowledged) expect(stored.get(key), key).toBe(1);
        for (const [key, count] of stored) {
          expect(count, key).toBe(1);
          expect(sent.has(key), key).toBe(true);
        }
        // A retry of an acknowledged write is answered as before and stores nothing new.
        const retried = [...acknowledged].slice(-2);
        for (const key of retried) {
          const response = await contactRequest(server.baseUrl, slug, key);
          expect(response.status, key).toBe(200);
        }

        // A burst of writes, killed in the middle.
        const killPostgres = round % 2 === 0;
        let acknowledgedThisRound = 0;
        const victim = server;
        const killMidBurst = () => {
          acknowledgedThisRound += 1;
          if (acknowledgedThisRound !== ACKNOWLEDGED_BEFORE_KILL) return;
          const postmaster = readPostmasterPid(postgresData);
          victim.process.kill('SIGKILL');
          if (killPostgres && postmaster) process.kill(postmaster.pid, 'SIGKILL');
        };
        const outcomes = await burst(server.baseUrl, slug, round, killMidBurst);
        await victim.exited;
        for (const outcome of outcomes) {
          sent.add(outcome.key);
          if (outcome.acknowledged) acknowledged.add(outcome.key);
        }
        expect(acknowledgedThisRound).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      }

      // The last restart, checked, then a graceful stop that also stops PostgreSQL.
      const server = await embedded.start();
      const stored = await rowsByKey(dataDir, 'crash-');
      for (const key of acknowledged) expect(stored.get(key), key).toBe(1);
      expect([...stored.values()].every((count) => count === 1)).toBe(true);
      const postmaster = readPostmasterPid(postgresData);
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(readPostmasterPid(postgresData)).toBeUndefined();
      expect(postmaster && isAlive(postmaster.pid)).toBe(false);
    },
    ROUNDS * 60_000 + 120_000,
  );
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
