// Runs a command beside a Cloud Firestore emulator, so the Firestore adapter's tests (they run
// when FIRESTORE_EMULATOR_HOST names an emulator and are skipped otherwise) run too:
//
//   node scripts/firestore-emulator.mjs pnpm test:all
//
// The emulator (Google Cloud SDK's cloud-firestore-emulator component; it needs Java) is found on
// the PATH (`cloud_firestore_emulator`, or beside `gcloud`) or in the SDK's usual install folders,
// started on a free loopback port with the repo's firestore.rules, and stopped when the command
// ends, fails or is interrupted. Without it the command still runs, after a loud notice that the
// Firestore tests are skipped. An emulator already named by FIRESTORE_EMULATOR_HOST is used as is.
import { spawn } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const repoRoot = dirname(import.meta.dirname);
const RULES_FILE = 'firestore.rules';
const COMPONENT = join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
/** A cold JVM on a busy two-core machine takes a few seconds; a hung one fails after this. */
const READY_DEADLINE_MS = 120_000;
const STOP_DEADLINE_MS = 10_000;

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/firestore-emulator.mjs <command> [arguments…]');
  process.exit(2);
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(folder, name);
    if (executable(candidate)) return candidate;
  }
  return undefined;
}

/** Where the emulator's launcher may be, in the order tried. */
function candidates() {
  const found = [];
  if (process.env.FIRESTORE_EMULATOR_BIN) found.push(process.env.FIRESTORE_EMULATOR_BIN);
  const direct = onPath('cloud_firestore_emulator');
  if (direct) found.push(direct);
  // gcloud is usually a link into the SDK (/usr/bin/gcloud -> /usr/lib/google-cloud-sdk/bin/gcloud),
  // whose components sit under platform/.
  const gcloud = onPath('gcloud');
  if (gcloud) {
    try {
      found.push(join(dirname(dirname(realpathSync(gcloud))), COMPONENT));
    } catch {
      // A dangling link: no SDK there.
    }
  }
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    '/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
    '/snap/google-cloud-cli/current',
    '/snap/google-cloud-sdk/current',
  ];
  for (const root of roots) if (root) found.push(join(root, COMPONENT));
  return found;
}

function loudly(lines) {
  const bar = '!'.repeat(100);
  console.error(['', bar, ...lines.map((line) => `!!! ${line}`), bar, ''].join('\n'));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let emulator; // { process, log, logDir, stopped }
let stopping;

/** Stops the emulator's whole process group (its launcher is a shell script that forks java). */
function stopEmulator() {
  if (!emulator) return Promise.resolve();
  stopping ??= new Promise((resolve) => {
    const { process: child } = emulator;
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      killGroup('SIGKILL');
      resolve();
    }, STOP_DEADLINE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      // The launcher may go before java does: make sure of the rest of the group.
      killGroup('SIGKILL');
      resolve();
    });
    killGroup('SIGTERM');
  }).finally(() => {
    emulator.stopped = true;
    rmSync(emulator.logDir, { recursive: true, force: true });
  });
  return stopping;
}

function killGroup(signal) {
  try {
    process.kill(-emulator.process.pid, signal);
  } catch {
    // Already gone.
  }
}

function emulatorLog() {
  try {
    return readFileSync(emulator.log, 'utf8').trim().split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

/**
 * Answers once the emulator serves a document read. A rules file that does not compile makes every
 * read a 400 "Error compiling rules", which fails here rather than as a puzzle in the tests.
 */
async function waitUntilReady(host) {
  const deadline = Date.now() + READY_DEADLINE_MS;
  const probe = `http://${host}/v1/projects/demo-atlas-ready/databases/(default)/documents/ready/probe`;
  while (Date.now() < deadline) {
    if (emulator.process.exitCode !== null || emulator.process.signalCode !== null)
      throw new Error(`the emulator exited while starting:\n${emulatorLog()}`);
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (/Error compiling rules/.test(body))
        throw new Error(`${RULES_FILE} does not compile: ${body}`, { cause: 'rules' });
      return;
    } catch (error) {
      if (error instanceof Error && error.cause === 'rules') throw error;
      // Not listening yet: ask again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the emulator did not answer within ${READY_DEADLINE_MS / 1000} s:\n${emulatorLog()}`,
  );
}

async function startEmulator(launcher) {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const logDir = mkdtempSync(join(tmpdir(), 'firestore-emulator-'));
  const log = join(logDir, 'emulator.log');
  const output = openSync(log, 'a');
  // Its own process group (detached), so stopping it stops java too. The rules path is relative
  // to the repo (the launcher splits its arguments on spaces).
  const child = spawn(
    launcher,
    ['start', '--host', '127.0.0.1', '--port', String(port), '--rules', RULES_FILE],
    { cwd: repoRoot, detached: true, stdio: ['ignore', output, output] },
  );
  closeSync(output);
  emulator = { process: child, log, logDir };
  child.on('error', () => undefined);
  await waitUntilReady(host);
  return host;
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
let running; // the command, while it runs

function run(env) {
  return new Promise((resolve) => {
    running = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    running.on('error', (error) => {
      console.error(`firestore-emulator: could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    running.on('exit', (code, signal) => resolve(code ?? 128 + (SIGNALS[signal] ?? 15)));
  });
}

// A signal goes to the command, whose end stops the emulator (main's finally); before or after
// it, the emulator is stopped here.
for (const [signal, number] of Object.entries(SIGNALS))
  process.on(signal, () => {
    if (running && running.exitCode === null && running.signalCode === null) running.kill(signal);
    else void stopEmulator().then(() => process.exit(128 + number));
  });
// Last resort (an uncaught exception, process.exit): the group is killed synchronously.
process.on('exit', () => {
  if (emulator && !emulator.stopped) killGroup('SIGKILL');
});

async function main() {
  const env = { ...process.env };
  let startFailed = false;
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.error(
      `firestore-emulator: using the emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (FIRESTORE_EMULATOR_HOST)`,
    );
    return run(env);
  }
  const looked = candidates();
  const launcher = looked.find((path) => existsSync(path) && executable(path));
  // The launcher runs $JAVA, else java from the PATH.
  const java = process.env.JAVA
    ? executable(process.env.JAVA) || onPath(process.env.JAVA)
    : onPath('java');
  if (!launcher || !java) {
    loudly([
      launcher
        ? `Firestore emulator found (${launcher}) but Java is not: the Firestore adapter tests are SKIPPED.`
        : 'Firestore emulator not found: the Firestore adapter tests are SKIPPED.',
      `Looked for: ${[...new Set(looked)].map((path) => path.replace(`/${COMPONENT}`, '/…')).join(', ')}`,
      `(…: ${COMPONENT}), and for cloud_firestore_emulator and gcloud on the PATH.`,
      'Install the Google Cloud SDK component "cloud-firestore-emulator" and Java 11+ (from Google\'s',
      'apt repository: google-cloud-cli-firestore-emulator, and openjdk-17-jre-headless), or set',
      'FIRESTORE_EMULATOR_BIN to its launcher, or FIRESTORE_EMULATOR_HOST to a running emulator.',
    ]);
    return run(env);
  }
  try {
    const started = Date.now();
    env.FIRESTORE_EMULATOR_HOST = await startEmulator(launcher);
    console.error(
      `firestore-emulator: ${launcher} answers at ${env.FIRESTORE_EMULATOR_HOST} with ${RULES_FILE} ` +
        `(ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    startFailed = true;
    await stopEmulator();
    loudly([
      `The Firestore emulator (${launcher}) could not start: the Firestore adapter tests are SKIPPED`,
      'and this run fails once the command has run.',
      ...String(error instanceof Error ? error.message : error).split('\n'),
    ]);
    delete env.FIRESTORE_EMULATOR_HOST;
  }
  try {
    const code = await run(env);
    return startFailed && code === 0 ? 1 : code;
  } finally {
    await stopEmulator();
  }
}

process.exitCode = await main();
