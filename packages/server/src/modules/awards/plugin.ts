import fp from 'fastify-plugin';
import { createAwardsRepository, type AwardsRepository } from './repository';
import { createAwardsService, type AwardsService } from './service';
import { createVotingRepository } from './voting-repository';
import { createVotingService, type VotingService } from './voting';
import { randomBytes } from 'node:crypto';
import { createAwardsAdminRepository } from './admin-repository';
import { createAwardsAdminService, type AwardsAdminService } from './admin';
import { createQuestionnaireRepository } from './questionnaire-repository';
import { createQuestionnaireService, type QuestionnaireService } from './questionnaire';

declare module 'fastify' {
  interface FastifyInstance {
    /** The awards' editions, categories, nominees and winners (issue 20). */
    awards: AwardsService;
    awardsRepository: AwardsRepository;
    /** Public voting: votes, one-time links, limits and holds. */
    awardVoting: VotingService;
    /** Staff: integrity report, held votes, jury scores, publishing winners. */
    awardsAdmin: AwardsAdminService;
    /** Companies applying for categories, and staff's decisions. */
    awardsQuestionnaire: QuestionnaireService;
  }
}

export const awardsPlugin = fp(
  async (app) => {
    const repository = createAwardsRepository(app.database.db);
    app.decorate('awardsRepository', repository);
    const awards = createAwardsService(repository, app.appConfig.awards, app.clock);
    app.decorate('awards', awards);
    const questionnaire = createQuestionnaireService({
      db: app.database.db,
      repository: createQuestionnaireRepository(app.database.db),
      onCompaniesChanged: () => app.companySearch.markChanged(),
    });
    app.decorate('awardsQuestionnaire', questionnaire);
    app.decorate(
      'awardsAdmin',
      createAwardsAdminService({
        db: app.database.db,
        repository: createAwardsAdminRepository(app.database.db),
        awards,
        questionnaire,
        notifications: app.notifications,
        realtime: app.realtime,
        clock: app.clock,
        brandName: app.appConfig.brandName,
        onCompaniesChanged: () => app.companySearch.markChanged(),
      }),
    );
    app.decorate(
      'awardVoting',
      createVotingService({
        db: app.database.db,
        repository: createVotingRepository(app.database.db),
        settings: app.appConfig.awards,
        clock: app.clock,
        mailQueue: app.mailQueue,
        site: { brandName: app.appConfig.brandName, publicUrl: app.appConfig.publicUrl },
        // Network hashes only need to agree within a process's burst window without the secret.
        networkSecret: app.appConfig.reviews.signingSecret ?? randomBytes(32).toString('hex'),
      }),
    );
  },
  {
    name: 'awards',
    dependencies: [
      'config',
      'database',
      'clock',
      'mail',
      'notifications',
      'realtime',
      'company-search',
    ],
  },
);
