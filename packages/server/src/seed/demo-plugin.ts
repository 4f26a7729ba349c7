import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { drawDemoCover, LARGEST_COVER_WIDTH, storeCover } from '../modules/blog/cover';
import { DEMO_COVER_PREFIX } from './blog';
import { insertDemoSurveys } from './surveys';

/** Arbitrary constant: two instances starting at once seed the demo surveys once. */
const DEMO_SURVEYS_LOCK_KEY = 727_274_021;

/**
 * What demo data needs on every start, kept out of the production plugins. Only where demo data
 * is seeded (test servers seed their own data and need no pictures):
 * - the demo posts point at covers under blog/demo/; those missing from storage (a fresh data
 *   directory, a new bucket) are drawn, so `pnpm start` shows real images;
 * - a database seeded before surveys existed gets the demo surveys (a database that has any keeps
 *   its own).
 */
export const demoDataPlugin = fp(
  async (app) => {
    if (!app.appConfig.seedDemoData) return;
    // Drawn after the server is ready, not as part of getting ready: on a busy machine drawing
    // every cover can take longer than Fastify waits for a start-up hook, and a missing picture
    // for a few seconds is better than a server that fails to start. Closing waits for it.
    let stopping = false;
    let drawing: Promise<void> = Promise.resolve();
    const drawMissingCovers = async () => {
      for (const key of await app.blogRepository.coverKeys(DEMO_COVER_PREFIX)) {
        if (stopping) return;
        if (await app.storage.has(`${key}-${LARGEST_COVER_WIDTH}.webp`)) continue;
        await storeCover(app.storage, await drawDemoCover(key), key);
      }
    };
    app.addHook('onReady', async () => {
      drawing = drawMissingCovers().catch((error: unknown) =>
        app.log.error({ err: error }, 'drawing the demo blog covers failed'),
      );
    });
    app.addHook('onClose', async () => {
      stopping = true;
      await drawing;
    });
    app.addHook('onReady', async () => {
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SURVEYS_LOCK_KEY})`);
        await insertDemoSurveys(tx);
      });
    });
  },
  { name: 'demo-data', dependencies: ['config', 'database', 'storage', 'blog', 'surveys'] },
);
