import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompaniesEndpoint } from '@atlas/api/endpoints/list-companies';
import { getAdvancedFiltersEndpoint } from '@atlas/api/endpoints/get-advanced-filters';
import { selectionFromQuery } from '@atlas/api/filters';
import { createFacetService } from './facets';
import { createCompanyRepository } from './repository';
import { createCompanyService } from './service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCompanyRepository(app.database);
  const service = createCompanyService(repository);
  const facets = createFacetService(repository);

  app.get(
    getAdvancedFiltersEndpoint.path,
    {
      schema: {
        summary: getAdvancedFiltersEndpoint.summary,
        tags: getAdvancedFiltersEndpoint.tags,
        params: getAdvancedFiltersEndpoint.params,
        querystring: getAdvancedFiltersEndpoint.querystring,
        response: { 200: getAdvancedFiltersEndpoint.response },
      },
    },
    async (request) => ({
      data: {
        groups: await facets.groupsOf(request.params.tab, selectionFromQuery(request.query)),
      },
    }),
  );

  app.get(
    listCompaniesEndpoint.path,
    {
      schema: {
        summary: listCompaniesEndpoint.summary,
        tags: listCompaniesEndpoint.tags,
        querystring: listCompaniesEndpoint.querystring,
        response: { 200: listCompaniesEndpoint.response },
      },
    },
    async (request) =>
      service.list({
        page: request.query.page,
        perPage: request.query.per_page,
        sort: request.query.sort,
        order: request.query.order,
        filters: selectionFromQuery(request.query),
      }),
  );
};
