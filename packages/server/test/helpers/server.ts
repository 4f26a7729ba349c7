import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { AppRenderer } from '../../src/ssr/renderer';
import { seedDatabase } from '../../src/seed/generator';
import { createTestDatabase } from './db';
import type { Mailer } from '../../src/mail/mailer';
import type { Clock } from '../../src/plugins/clock';
import type { Storage } from '../../src/storage/storage';
import type { DocumentStore } from '../../src/modules/realtime/document-store';

export const TEST_PUBLIC_URL = 'https://atlas.test';

/**
 * A data folder of its own for each test server: uploads never meet another test file's, so one
 * server's storage sweep (which deletes the files its own database does not name) cannot delete a
 * file another test file just uploaded.
 */
function ownDataDir(): string {
  const parent = join(tmpdir(), 'atlas-test-data');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, 'server-'));
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: overrides.DATA_DIR ?? ownDataDir(),
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Tests drain the mail queue themselves (app.mailQueue.drain()).
    MAIL_QUEUE_INTERVAL_MS: '0',
    STORAGE_SWEEP_INTERVAL_MS: '0',
    ...overrides,
  });
}

export interface TestServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A server on a fresh migrated database (embedded PostgreSQL, or TEST_DATABASE_URL's) with demo data. */
export async function buildTestServer(
  options: {
    companies?: number;
    renderer?: AppRenderer | null;
    config?: Record<string, string>;
    mailer?: Mailer;
    clock?: Clock;
    storage?: Storage;
    documentStore?: DocumentStore;
  } = {},
): Promise<TestServer> {
  const { database, cleanup } = await createTestDatabase();
  if ((options.companies ?? 0) > 0)
    await seedDatabase(database, { companies: options.companies ?? 0, seed: 7 });
  const app = await buildServer(testConfig(options.config), {
    database,
    renderer: options.renderer ?? null,
    mailer: options.mailer,
    clock: options.clock,
    storage: options.storage,
    documentStore: options.documentStore,
  });
  return {
    app,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
