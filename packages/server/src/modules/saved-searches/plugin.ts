import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import { sendSavedSearchAlerts } from './alerts';
import { createSavedSearchRepository, type SavedSearchRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchRepository: SavedSearchRepository;
    /** Sends the due saved-search alerts now (the daily job; tests call it). */
    sendSavedSearchAlerts: () => ReturnType<typeof sendSavedSearchAlerts>;
  }
}

export const savedSearchesPlugin = fp(
  async (app) => {
    const repository = createSavedSearchRepository(app.database);
    app.decorate('savedSearchRepository', repository);
    const send = () =>
      sendSavedSearchAlerts({
        db: app.database.db,
        repository,
        mailQueue: app.mailQueue,
        clock: app.clock,
        publicUrl: app.appConfig.publicUrl,
        brandName: app.appConfig.brandName,
      });
    app.decorate('sendSavedSearchAlerts', send);
    runEvery(app, app.appConfig.savedSearchAlertIntervalMs, 'saved-search alerts', send);
  },
  { name: 'saved-searches', dependencies: ['database', 'mail', 'clock', 'config'] },
);
