import fp from 'fastify-plugin';
import { createSavedSearchRepository, type SavedSearchRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchRepository: SavedSearchRepository;
  }
}

export const savedSearchesPlugin = fp(
  async (app) => {
    app.decorate('savedSearchRepository', createSavedSearchRepository(app.database));
  },
  { name: 'saved-searches', dependencies: ['database'] },
);
