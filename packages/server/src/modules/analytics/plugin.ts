import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import { createAppBuffer } from './app-buffer';
import type { EventBuffer } from './buffer';
import { insertPendingEvents, type PendingEvent } from './repository';
import { rollupAnalytics } from './rollup';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Writes the waiting beacons, then rolls the analytics events up per company and day (the
     * job's run; tests call it).
     */
    rollupAnalytics: () => ReturnType<typeof rollupAnalytics>;
    /** The beacons answered but not yet written (flushed on its own, by a rollup and on close). */
    analyticsBuffer: EventBuffer<PendingEvent>;
  }
}

/**
 * Issue 19's analytics: the buffer that beacons wait in until one INSERT writes them (every
 * ANALYTICS_FLUSH_INTERVAL_MS, at ANALYTICS_FLUSH_BATCH, and on shutdown), and the daily rollup
 * that the dashboard's analytics page reads.
 */
export const analyticsPlugin = fp(
  async (app) => {
    const db = app.database.db;
    const { flushIntervalMs } = app.appConfig.analyticsBuffer;
    const buffer = createAppBuffer<PendingEvent>(app, 'analytics', (batch) =>
      insertPendingEvents(db, batch),
    );
    app.decorate('analyticsBuffer', buffer);
    const rollup = async () => {
      await buffer.flush();
      return rollupAnalytics(db, app.clock.now());
    };
    app.decorate('rollupAnalytics', rollup);
    // onClose hooks run last-added first: the timer below stops (awaiting a flush under way),
    // then this writes what is left, and the database closes after both. Requests have all been
    // answered by then, so every beacon answered is written unless the database refuses it.
    app.addHook('onClose', async () => {
      await buffer.flush();
      const { buffered } = buffer.stats();
      if (buffered > 0)
        app.log.warn({ lost: buffered }, 'analytics buffer: events not written on shutdown');
    });
    runEvery(app, flushIntervalMs, 'analytics flush', () => buffer.flush());
    runEvery(app, app.appConfig.analyticsRollupIntervalMs, 'analytics rollup', rollup);
  },
  { name: 'analytics', dependencies: ['database', 'clock', 'config'] },
);
