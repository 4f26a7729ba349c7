import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '../src/db/embedded';
import { runReviewsCli } from '../src/reviews-cli';
import {
  contactRequest,
  firstCompanySlug,
  rowsByKey,
  startChildServer,
  waitUntilReady,
  type ChildServer,
} from './helpers/child-server';

/**
 * Two processes on one embedded database (issues 12 and 23): a second server and a CLI on the
 * same DATA_DIR use the PostgreSQL the first one started, instead of opening its files; nothing
 * acknowledged is lost, and the server stops only when the last process lets go.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'atlas-shared-'));
const postgresData = path.join(dataDir, 'postgres', 'data');
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_COMPANIES: '5',
  CAPTCHA_DIFFICULTY: '0',
  TRUST_PROXY: '1',
};
const servers: ChildServer[] = [];

afterAll(async () => {
  for (const server of servers) {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await server.exited;
  }
  const postmaster = readPostmasterPid(postgresData);
  if (postmaster) process.kill(postmaster.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const server = await startChildServer(env);
  servers.push(server);
  await waitUntilReady(server);
  return server;
}

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
