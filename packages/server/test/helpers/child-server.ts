import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { z } from 'zod';
import { proofOfWorkSolution } from '@atlas/api/captcha';
import { GetCaptchaChallengeResponseSchema } from '@atlas/api/endpoints/get-captcha-challenge';
import { readPostmasterPid } from '../../src/db/embedded';
import { freePort } from '../../src/lib/network';

export { freePort };

const root = path.resolve(import.meta.dirname, '../../../..');
/** The API on the real start-up path, from source (tsx). */
const apiEntry = path.resolve(import.meta.dirname, '../fixtures/api-server.ts');
/** The production build (`pnpm build`): API and pages. */
export const BUILT_SERVER = path.join(root, 'packages/server/dist/main.js');

export interface ChildServer {
  process: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/**
 * Starts a server as its own process on a free port of 127.0.0.1: test/fixtures/api-server.ts
 * (the API on the real start-up path) under tsx, or with `entry: 'build'` the production build
 * (e2e journeys, `pnpm fuzz`, the soak bench). `env` comes last, so it can override anything.
 */
export async function startChildServer(
  env: Record<string, string | undefined>,
  options: { entry?: 'api' | 'build' } = {},
): Promise<ChildServer> {
  const built = options.entry === 'build';
  if (built && !existsSync(BUILT_SERVER))
    throw new Error(`${BUILT_SERVER} is missing: run "pnpm build" first.`);
  const port = await freePort();
  const args = built ? [BUILT_SERVER] : ['--import', 'tsx', apiEntry];
  // A variable given as undefined is left unset (the way `pnpm start` runs without NODE_ENV).
  const childEnv = Object.fromEntries(
    Object.entries({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      MAIL_QUEUE_INTERVAL_MS: '0',
      ...env,
    }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last megabyte of what it printed (a long fuzz run logs at info).
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 1_000_000) output = output.slice(-500_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { process: child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits for /readyz to answer 200; fails with the server's output if it exits first. */
export async function waitUntilReady(server: ChildServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
export async function stopChildServer(server: ChildServer, graceMs = 10_000): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  const force = setTimeout(() => server.process.kill('SIGKILL'), graceMs);
  force.unref();
  await server.exited;
  clearTimeout(force);
}

let addressCounter = 0;
/** Each write "from" its own address (X-Forwarded-For, with TRUST_PROXY=1): no per-address limit. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * An idempotent write: a contact request to a company with `key` as its idempotency key, with a
 * solved captcha (start the server with CAPTCHA_DIFFICULTY=0: any nonce solves it).
 */
export async function contactRequest(
  baseUrl: string,
  slug: string,
  key: string,
  message = `Please call us back about ${key}.`,
): Promise<Response> {
  const address = nextAddress();
  const challenge = await fetch(`${baseUrl}/api/captcha/challenge`, {
    headers: { 'x-forwarded-for': address },
  });
  const { data } = GetCaptchaChallengeResponseSchema.parse(await challenge.json());
  if (data.provider !== 'pow') throw new Error('expected the proof-of-work captcha');
  return fetch(`${baseUrl}/api/companies/${slug}/contact-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: 'Test Writer',
      email: 'writer@tester.test',
      message,
      budget: '',
      captcha: proofOfWorkSolution(data.id, 0),
      idempotency_key: key,
    }),
  });
}

export async function firstCompanySlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/companies`);
  const body = z
    .object({ data: z.array(z.object({ slug: z.string() })) })
    .parse(await response.json());
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error('no company listed');
  return slug;
}

/** Contact requests per idempotency key (those starting with `prefix`), read from the embedded server of `dataDir`. */
export async function rowsByKey(dataDir: string, prefix: string): Promise<Map<string, number>> {
  const running = readPostmasterPid(path.join(dataDir, 'postgres', 'data'));
  if (!running) throw new Error('the embedded PostgreSQL is not running');
  const password = readFileSync(path.join(dataDir, 'postgres', 'password'), 'utf8').trim();
  const client = new Client({
    host: '127.0.0.1',
    port: running.port,
    user: 'postgres',
    password,
    database: 'atlas',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; count: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS count FROM contact_requests
        WHERE starts_with(idempotency_key, $1) GROUP BY idempotency_key`,
      [prefix],
    );
    return new Map(rows.map((row) => [row.key, row.count]));
  } finally {
    await client.end();
  }
}
