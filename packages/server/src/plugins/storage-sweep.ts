import fp from 'fastify-plugin';
import { runEvery } from '../lib/every';
import { inArray } from 'drizzle-orm';
import { companies, portfolioItems } from '../db/schema';
import { sweepOrphans, type OrphanRule } from '../storage/sweep';
import { createUploadLedger, type UploadLedger } from '../storage/upload-ledger';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads every module keeps: each folder of the store and the records that name its files. */
    orphanRules: OrphanRule[];
    /** Deletes the uploads no record names that are older than a day (also run every STORAGE_SWEEP_INTERVAL_MS). */
    sweepUploads(): ReturnType<typeof sweepOrphans>;
    /** Valet files and chat attachments: their byte quotas and the cap on unsent ones (issue 34). */
    uploads: UploadLedger;
  }
}

/**
 * The clean-up of uploads nobody saved. Modules add their folder to `app.orphanRules` when they
 * register; the sweep runs on an interval (STORAGE_SWEEP_INTERVAL_MS, 0: never) and on demand.
 * The upload ledger (`app.uploads`) lives here too: its cap sweeps by the same rules.
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
    const uploads = createUploadLedger({
      db,
      storage: app.storage,
      limits: app.appConfig.uploads,
      rules: () => rules,
      now: () => app.clock.now(),
    });
    app.decorate('uploads', uploads);
    app.decorate('sweepUploads', async () => {
      const result = await sweepOrphans({ storage: app.storage, rules, now: app.clock.now() });
      await uploads.forget(result.deleted);
      // No quota looks further back than a day: older rows only take room.
      await uploads.prune();
      return result;
    });

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
