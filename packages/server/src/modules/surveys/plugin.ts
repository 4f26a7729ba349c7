import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { insertDemoSurveys } from '../../seed/surveys';
import { createSurveyRepository } from './repository';
import { createSurveyService, type SurveyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Survey reports: figures, directory numbers, edits and response uploads (issue 21). */
    surveys: SurveyService;
  }
}

/** Arbitrary constant: two instances starting at once seed the demo surveys once. */
const DEMO_SURVEYS_LOCK_KEY = 727_274_021;

/**
 * The survey reports. Where demo data is seeded, a database seeded before surveys existed gets
 * the demo surveys on start (a database that has any keeps its own).
 */
export const surveysPlugin = fp(
  async (app) => {
    app.decorate(
      'surveys',
      createSurveyService(createSurveyRepository(app.database.db), () => app.clock.now()),
    );
    if (!app.appConfig.seedDemoData) return;
    app.addHook('onReady', async () => {
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SURVEYS_LOCK_KEY})`);
        await insertDemoSurveys(tx);
      });
    });
  },
  { name: 'surveys', dependencies: ['config', 'database', 'clock'] },
);
