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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  startChildServer,
  stopChildServer,
  waitUntilReady,
} from '../packages/server/test/helpers/child-server';

const root = resolve(import.meta.dirname, '..');
const adminToken = 'fuzz-admin-token-0123456789abcdef';
const minutes = process.env.FUZZ_RUNS ? '' : (process.env.FUZZ_MINUTES ?? '10');
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-fuzz-'));
const lastLines = (text: string) => text.split('\n').filter(Boolean).slice(-40).join('\n');

let status: number;
const server = await startChildServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_COMPANIES: '300',
    // At info, the request serializers run on every hostile URL as they do in production.
    LOG_LEVEL: 'info',
    ADMIN_TOKEN: adminToken,
    PAGE_CACHE_TTL_MS: '0',
  },
  { entry: 'build' },
);
let died = false;
let stopping = false;
void server.exited.then((code) => {
  if (stopping) return;
  died = true;
  console.error(
    `\nThe server process ended during the fuzz run (${code}). Its last lines:\n${lastLines(server.output())}`,
  );
});
try {
  await waitUntilReady(server);
  console.warn(
    `Fuzzing ${server.baseUrl} (${minutes ? `${minutes} min` : `${process.env.FUZZ_RUNS} runs per property`})`,
  );
  const vitest = spawn(
    'pnpm',
    ['vitest', 'run', '--project', 'server', 'packages/server/test/fuzz.integration.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_BASE_URL: server.baseUrl,
        FUZZ_ADMIN_TOKEN: adminToken,
        ...(minutes ? { FUZZ_MINUTES: minutes } : {}),
      },
    },
  );
  status = await new Promise<number>((done) => vitest.once('exit', (code) => done(code ?? 1)));
  if (died) status = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  stopping = true;
  await stopChildServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
