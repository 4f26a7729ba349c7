// `pnpm fuzz`: the fuzz properties of packages/server/test/fuzz.integration.test.ts, for longer,
// against the production build (`pnpm build` runs first) started as a child process, over HTTP.
//
//   FUZZ_MINUTES=10 pnpm fuzz     spread ten minutes over the properties (default: 10)
//   FUZZ_RUNS=500 pnpm fuzz       a fixed number of runs per property instead
//   FUZZ_SEED=… FUZZ_PATH=… pnpm fuzz   replay the failure fast-check printed
//
// Fails when a property fails, or when the server process died during the run (its last log
// lines are printed: a crash is what the fuzzer is for).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const adminToken = 'fuzz-admin-token-0123456789abcdef';

function freePort() {
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

async function waitUntilReady(url, child, tail) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${tail()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not become ready in 120 s:\n${tail()}`);
}

if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run "pnpm build" first.`);
  process.exit(1);
}

const minutes = process.env.FUZZ_RUNS ? '' : (process.env.FUZZ_MINUTES ?? '10');
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-fuzz-'));
const baseUrl = `http://127.0.0.1:${port}`;
// The server's last lines, for the report when it dies (it logs at info, so the request
// serializers run on every hostile URL as they do in production).
let lines = [];
const keep = (chunk) => {
  lines.push(...chunk.toString().split('\n').filter(Boolean));
  if (lines.length > 200) lines = lines.slice(-200);
};
const tail = () => lines.slice(-40).join('\n');
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
    DEMO_COMPANIES: '300',
    LOG_LEVEL: 'info',
    ADMIN_TOKEN: adminToken,
    PAGE_CACHE_TTL_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', keep);
child.stderr.on('data', keep);
let died = false;
child.once('exit', (code, signal) => {
  died = true;
  console.error(
    `\nThe server process ended during the fuzz run (${code ?? signal}). Its last lines:\n${tail()}`,
  );
});

let status;
try {
  await waitUntilReady(baseUrl, child, tail);
  console.warn(
    `Fuzzing ${baseUrl} (${minutes ? `${minutes} min` : `${process.env.FUZZ_RUNS} runs per property`})`,
  );
  const vitest = spawn(
    'pnpm',
    ['vitest', 'run', '--project', 'server', 'packages/server/test/fuzz.integration.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_BASE_URL: baseUrl,
        FUZZ_ADMIN_TOKEN: adminToken,
        ...(minutes ? { FUZZ_MINUTES: minutes } : {}),
      },
    },
  );
  status = await new Promise((done) => vitest.once('exit', (code) => done(code ?? 1)));
  if (died) status = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  if (!died) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
