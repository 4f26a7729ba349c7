import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '../src/db/embedded';
import { runReviewsCli } from '../src/reviews-cli';
import { contactRequest, firstCompanySlug, rowsByKey } from './helpers/child-server';
import { embeddedDataDir } from './helpers/embedded-data-dir';

/**
 * Two processes on one embedded database (issues 12 and 23): a second server and a CLI on the
 * same DATA_DIR use the PostgreSQL the first one started, instead of opening its files; nothing
 * acknowledged is lost, and the server stops only when the last process lets go.
 */
const embedded = embeddedDataDir({ prefix: 'atlas-shared-', demoCompanies: 5 });
const { dataDir, postgresData } = embedded;
const start = () => embedded.start();

afterAll(() => embedded.cleanup());

describe('one DATA_DIR, several processes', () => {
  it('shares one PostgreSQL between two servers and a CLI, and loses nothing', async () => {
    const first = await start();
    const postmaster = readPostmasterPid(postgresData);
    expect(postmaster?.status).toBe('ready');
    const second = await start();
    // The second server adopted the running PostgreSQL: same postmaster.
    expect(readPostmasterPid(postgresData)?.pid).toBe(postmaster?.pid);

    // The server never runs as root (PostgreSQL refuses); its secret is private to its owner.
    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${postmaster?.pid}/status`, 'utf8'));
    expect(uid?.[1]).not.toBe('0');
    expect(statSync(path.join(dataDir, 'postgres', 'password')).mode & 0o777).toBe(0o600);

    const slug = await firstCompanySlug(first.baseUrl);
    const acknowledged: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const key = `shared-${index}-0123456789abcdef`;
      const server = index % 2 === 0 ? first : second;
      const response = await contactRequest(server.baseUrl, slug, key);
      expect(response.status).toBe(200);
      acknowledged.push(key);
    }

    // A CLI on the same DATA_DIR connects to the same server and leaves it running.
    const out: string[] = [];
    const code = await runReviewsCli(['list'], {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      io: { out: (line) => out.push(line), err: (line) => out.push(line) },
    });
    expect(out.join('\n')).toMatch(/No reviews are waiting|pending/i);
    expect(code).toBe(0);
    expect(readPostmasterPid(postgresData)?.pid).toBe(postmaster?.pid);

    // The first server stops; the second goes on serving, on the same PostgreSQL.
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readPostmasterPid(postgresData)?.pid).toBe(postmaster?.pid);
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    const late = 'shared-late-0123456789abcdef';
    expect((await contactRequest(second.baseUrl, slug, late)).status).toBe(200);
    acknowledged.push(late);

    const stored = await rowsByKey(dataDir, 'shared-');
    expect(stored.size).toBe(acknowledged.length);
    for (const key of acknowledged) expect(stored.get(key), key).toBe(1);

    // The last one out stops PostgreSQL.
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(readPostmasterPid(postgresData)).toBeUndefined();
  });
});
