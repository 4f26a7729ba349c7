import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { OAuth2Server } from 'oauth2-mock-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'packages/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not become ready in 90 s:\n${output()}`);
}

/**
 * Starts the production server on a free port with a fresh data directory: it initialises and
 * starts its embedded PostgreSQL there (DATABASE_URL is cleared), and stops it on SIGTERM.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run "pnpm build" first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A local OpenID provider standing in for Google: it signs in "Grace Google" at once.
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: 'google-grace',
      email: 'grace.google@example.com',
      email_verified: true,
      name: 'Grace Google',
    });
  });
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      DEMO_COMPANIES: '1500',
      LOG_LEVEL: 'warn',
      // Accounts: the outbox page lets the journeys open their e-mails; a lighter captcha.
      OUTBOX_PAGE: 'true',
      CAPTCHA_DIFFICULTY: '10',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
      GOOGLE_CLIENT_ID: 'atlas-e2e',
      GOOGLE_CLIENT_SECRET: 'atlas-e2e-secret',
      // Reviews: the moderators' API (e2e/reviews.e2e.ts approves through it).
      ADMIN_TOKEN: 'atlas-e2e-admin-token-0123456789',
      // The header's TOP 10 entry shows on these country pages (shell-header journey).
      ALLOWED_FOR_PROMO: 'poland',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => {
      if (child.exitCode !== null) return done(null);
      child.once('exit', done);
      setTimeout(() => {
        child.kill('SIGKILL');
      }, 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
    await provider.stop();
  };
}
