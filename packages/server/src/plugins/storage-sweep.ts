import fp from 'fastify-plugin';
import { runEvery } from '../lib/every';
import { inArray } from 'drizzle-orm';
import { companies, portfolioItems } from '../db/schema';
import { sweepOrphans, type OrphanRule } from '../storage/sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads every module keeps: each folder of the store and the records that name its files. */
    orphanRules: OrphanRule[];
    /** Deletes the uploads no record names that are older than a day (also run every STORAGE_SWEEP_INTERVAL_MS). */
    sweepUploads(): ReturnType<typeof sweepOrphans>;
  }
}

/**
 * The clean-up of uploads nobody saved. Modules add their folder to `app.orphanRules` when they
 * register; the sweep runs on an interval (STORAGE_SWEEP_INTERVAL_MS, 0: never) and on demand.
 */
export const storageSweepPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const rules: OrphanRule[] = [
      {
        prefix: 'portfolio/',
        // An item names its WebP; the AVIF twin lives as long as it does.
        async referenced(keys) {
          const asWebp = (key: string) => key.replace(/\.avif$/, '.webp');
          const rows = await db
            .select({ key: portfolioItems.imagePath })
            .from(portfolioItems)
            .where(inArray(portfolioItems.imagePath, [...new Set(keys.map(asWebp))]));
          const named = new Set(rows.map((row) => row.key));
          return new Set(keys.filter((key) => named.has(asWebp(key))));
        },
      },
      {
        prefix: 'logos/',
        async referenced(keys) {
          const rows = await db
            .select({ key: companies.logoPath })
            .from(companies)
            .where(inArray(companies.logoPath, [...keys]));
          return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
        },
      },
    ];
    app.decorate('orphanRules', rules);
    app.decorate('sweepUploads', () =>
      sweepOrphans({ storage: app.storage, rules, now: app.clock.now() }),
    );

    runEvery(
      app,
      app.appConfig.storageSweepIntervalMs,
      'storage: the sweep of unsaved uploads',
      async () => {
        const result = await app.sweepUploads();
        if (result.deleted.length > 0)
          app.log.info({ deleted: result.deleted.length }, 'storage: unsaved uploads removed');
      },
    );
  },
  { name: 'storage-sweep', dependencies: ['config', 'clock', 'storage', 'database'] },
);
