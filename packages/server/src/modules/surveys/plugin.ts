import fp from 'fastify-plugin';
import { createSurveyRepository } from './repository';
import { createSurveyService, type SurveyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Survey reports: figures, directory numbers, edits and response uploads (issue 21). */
    surveys: SurveyService;
  }
}

/**
 * The survey reports. A database seeded before surveys existed gets the demo surveys on start
 * from seed/demo-plugin.ts.
 */
export const surveysPlugin = fp(
  async (app) => {
    app.decorate(
      'surveys',
      createSurveyService(createSurveyRepository(app.database.db), () => app.clock.now()),
    );
  },
  { name: 'surveys', dependencies: ['config', 'database', 'clock'] },
);
