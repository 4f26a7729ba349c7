import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPostmasterPid } from '../../src/db/embedded';
import { startChildServer, waitUntilReady, type ChildServer } from './child-server';

/** A throwaway DATA_DIR for servers on the embedded PostgreSQL, as the default start-up runs. */
export interface EmbeddedDataDir {
  dataDir: string;
  /** PostgreSQL's own directory inside it, where postmaster.pid is. */
  postgresData: string;
  /** The environment of a server on it. */
  env: Record<string, string>;
  /** Starts a server on it and waits until it is ready. */
  start(): Promise<ChildServer>;
  /** Kills every server started here and still running, then PostgreSQL, and removes the directory. */
  cleanup(): Promise<void>;
}

export function embeddedDataDir(options: {
  /** The temporary directory's name starts with this. */
  prefix: string;
  /** How many demo companies the first start seeds. */
  demoCompanies: number;
}): EmbeddedDataDir {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.prefix));
  const postgresData = path.join(dataDir, 'postgres', 'data');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_COMPANIES: String(options.demoCompanies),
    CAPTCHA_DIFFICULTY: '0',
    // Each write comes "from" its own address (X-Forwarded-For), so per-address limits stay out of it.
    TRUST_PROXY: '1',
  };
  const servers: ChildServer[] = [];
  return {
    dataDir,
    postgresData,
    env,
    async start() {
      const server = await startChildServer(env);
      servers.push(server);
      await waitUntilReady(server);
      return server;
    },
    async cleanup() {
      for (const server of servers) {
        if (server.process.exitCode === null && server.process.signalCode === null)
          server.process.kill('SIGKILL');
        await server.exited;
      }
      const postmaster = readPostmasterPid(postgresData);
      if (postmaster) {
        try {
          process.kill(postmaster.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
