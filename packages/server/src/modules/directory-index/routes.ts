import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountriesEndpoint } from '@atlas/api/endpoints/list-countries';
import { listServicesEndpoint } from '@atlas/api/endpoints/list-services';
import { schemaOf } from '../../lib/endpoint-schema';

/** GET /countries and GET /services: the index pages' data, cached in process. */
export const directoryIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  const { directoryIndex } = app;

  app.get(
    listCountriesEndpoint.path,
    { schema: schemaOf(listCountriesEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return directoryIndex.countries();
    },
  );

  app.get(
    listServicesEndpoint.path,
    { schema: schemaOf(listServicesEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return directoryIndex.services();
    },
  );
};
