import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { administer, databaseUrl } from './helpers/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files create their databases, and the migrated template they clone. */
    testDatabase: { serverUrl: string; template: string };
  }
}

/**
 * Once per run: the PostgreSQL server the test files use (TEST_DATABASE_URL's, or one embedded
 * server started here), and a template database migrated once, which each file clones
 * (`CREATE DATABASE … TEMPLATE …`) instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  if (!serverUrl) {
    // One directory per user, kept between runs: a later run (or a parallel one) adopts the
    // server instead of initialising another. Durability does not matter for test data.
    embedded = await startEmbeddedPostgres({
      directory: path.join(os.tmpdir(), `atlas-test-postgres-${process.getuid?.() ?? 'user'}`),
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    serverUrl = embedded.urlOf('postgres');
  }
  const template = `atlas_template_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `CREATE DATABASE "${template}"`);
  const dropTemplate = () =>
    administer(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  try {
    const database = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, template),
      dataDir: '',
      maxConnections: 1,
    });
    try {
      await migrate(database);
    } finally {
      // A template must have no open connection while it is cloned.
      await database.close();
    }
  } catch (error) {
    await dropTemplate();
    await embedded?.release();
    throw error;
  }
  project.provide('testDatabase', { serverUrl, template });

  return async () => {
    await dropTemplate();
    await embedded?.release();
  };
}
