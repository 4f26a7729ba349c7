import type { ContextConfigDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompaniesEndpoint } from '@atlas/api/endpoints/list-companies';
import { getAdvancedFiltersEndpoint } from '@atlas/api/endpoints/get-advanced-filters';
import { selectionFromQuery } from '@atlas/api/filters';
import { schemaOf, type EndpointSchema } from '../../lib/endpoint-schema';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyService, companySearch } = app;

  app.get(
    getAdvancedFiltersEndpoint.path,
    { schema: schemaOf(getAdvancedFiltersEndpoint) },
    async (request) => ({
      data: {
        groups: await companySearch.facets.groupsOf(
          request.params.tab,
          selectionFromQuery(request.query),
        ),
      },
    }),
  );

  // The answer is JSON text, already checked against the response schema by the service (and
  // served from memory afterwards): the route replies with that text, which Fastify sends as it
  // is, past the route's serializer, since its content type is JSON.
  app.get<{ Reply: string }, ContextConfigDefault, EndpointSchema<typeof listCompaniesEndpoint>>(
    listCompaniesEndpoint.path,
    { schema: schemaOf(listCompaniesEndpoint) },
    async (request, reply) => {
      const json = await companyService.listJson({
        page: request.query.page,
        perPage: request.query.per_page,
        sort: request.query.sort,
        order: request.query.order,
        filters: selectionFromQuery(request.query),
      });
      reply.type('application/json; charset=utf-8');
      return json;
    },
  );
};
