import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoint, type SearchResponse } from '@atlas/api/endpoints/search';
import { schemaOf } from '../../lib/endpoint-schema';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    searchEndpoint.path,
    { schema: schemaOf(searchEndpoint) },
    async (request): Promise<SearchResponse> => {
      const { q = '', limit } = request.query;
      return app.siteSearch.search(q, limit);
    },
  );
};
