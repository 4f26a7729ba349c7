import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import { createAppBuffer } from '../analytics/app-buffer';
import type { EventBuffer } from '../analytics/buffer';
import { deleteOldWebVitals, insertWebVitals, type PendingWebVital } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports answered but not yet written (flushed on its own, by the retention job and on close). */
    webVitalsBuffer: EventBuffer<PendingWebVital>;
    /** Writes what waits, then deletes the reports past WEB_VITALS_RETENTION_DAYS (tests call it). */
    pruneWebVitals: () => Promise<number>;
  }
}

const DAY_MS = 86_400_000;

/**
 * Issue 14's field data: web-vitals reports wait in the same kind of buffer as analytics beacons
 * (one INSERT per batch, the answer never waits for the database), and a daily job deletes the
 * ones older than the retention.
 */
export const webVitalsPlugin = fp(
  async (app) => {
    const db = app.database.db;
    const { flushIntervalMs } = app.appConfig.analyticsBuffer;
    const buffer = createAppBuffer<PendingWebVital>(app, 'web vitals', (batch) =>
      insertWebVitals(db, batch),
    );
    app.decorate('webVitalsBuffer', buffer);
    const prune = async () => {
      await buffer.flush();
      return deleteOldWebVitals(db, app.clock.now(), app.appConfig.webVitals.retentionDays);
    };
    app.decorate('pruneWebVitals', prune);
    // Last-added first: the timers stop, then this writes what is left, then the database closes.
    app.addHook('onClose', async () => {
      await buffer.flush();
    });
    runEvery(app, flushIntervalMs, 'web vitals flush', () => buffer.flush());
    runEvery(app, DAY_MS, 'web vitals retention', prune);
  },
  { name: 'web-vitals', dependencies: ['database', 'clock', 'config'] },
);
