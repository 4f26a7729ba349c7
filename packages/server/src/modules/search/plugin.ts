import fp from 'fastify-plugin';
import { createSearchRepository } from './repository';
import { createSearchService, type SearchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search suggestions: services, places and companies (issue 15). */
    siteSearch: SearchService;
  }
}

export const searchPlugin = fp(
  async (app) => {
    app.decorate('siteSearch', createSearchService(createSearchRepository(app.database)));
  },
  { name: 'search', dependencies: ['database'] },
);
