import fp from 'fastify-plugin';
import { createValetRepository, type ValetRepository } from './repository';
import { createValetService, type ValetService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Project submissions (issue 18): the SQL. */
    valetRepository: ValetRepository;
    /** Project submissions: matching, release, the companies' answers, staff's shortlists. */
    valet: ValetService;
  }
}

export const valetPlugin = fp(
  async (app) => {
    const repository = createValetRepository(app.database.db);
    app.decorate('valetRepository', repository);
    app.decorate(
      'valet',
      createValetService({
        db: app.database.db,
        repository,
        realtime: app.realtime,
        notifications: app.notifications,
        mailQueue: app.mailQueue,
        site: { brandName: app.appConfig.brandName, publicUrl: app.appConfig.publicUrl },
        now: () => app.clock.now(),
      }),
    );
    // Files uploaded in the wizard and never sent with a project or a quote go after a day.
    app.orphanRules.push({
      prefix: 'valet/',
      referenced: (keys) => repository.usedUploads(keys),
      forget: (keys) => repository.forgetUploads(keys),
    });
  },
  {
    name: 'valet',
    dependencies: [
      'database',
      'clock',
      'realtime',
      'notifications',
      'mail',
      'conversations',
      'storage-sweep',
    ],
  },
);
