import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import { rollupAnalytics } from './rollup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rolls the analytics events up per company and day now (the job's run; tests call it). */
    rollupAnalytics: () => ReturnType<typeof rollupAnalytics>;
  }
}

/** The daily rollup of the analytics events that the dashboard's analytics page reads (issue 19). */
export const analyticsPlugin = fp(
  async (app) => {
    const rollup = () => rollupAnalytics(app.database.db, app.clock.now());
    app.decorate('rollupAnalytics', rollup);
    runEvery(app, app.appConfig.analyticsRollupIntervalMs, 'analytics rollup', rollup);
  },
  { name: 'analytics', dependencies: ['database', 'clock', 'config'] },
);
