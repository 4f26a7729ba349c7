import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { OAuth2Server } from 'oauth2-mock-server';
import {
  startChildServer,
  stopChildServer,
  waitUntilReady,
} from '../packages/server/test/helpers/child-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data directory: CLIs such as `pnpm staff` reach its database through it. */
    dataDir: string;
  }
}

/**
 * Starts the production server on a free port with a fresh data directory: it initialises and
 * starts its embedded PostgreSQL there (DATABASE_URL is cleared), and stops it on SIGTERM.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-e2e-'));
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
  const server = await startChildServer(
    {
      // Unset, as `pnpm start` runs: the built server must still render in production mode.
      NODE_ENV: undefined,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_COMPANIES: '1500',
      LOG_LEVEL: 'warn',
      MAIL_QUEUE_INTERVAL_MS: '10000',
      // Saved-search alerts (issue 19) are checked every few seconds instead of daily.
      SAVED_SEARCH_ALERT_INTERVAL_MS: '3000',
      // Beacons are written a fifth of a second after they are answered, not a second (issue 19).
      ANALYTICS_FLUSH_INTERVAL_MS: '200',
      // Every page view reports its web vitals (issue 14's interaction journey reads them).
      WEB_VITALS_SAMPLE_RATE: '1',
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
    { entry: 'build' },
  );
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stopChildServer(server);
    await provider.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stopChildServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await provider.stop();
  };
}
