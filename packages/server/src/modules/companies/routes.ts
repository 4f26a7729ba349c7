import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompaniesEndpoint } from '@atlas/api/endpoints/list-companies';
import { createCompanyRepository } from './repository';
import { createCompanyService } from './service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompanyService(createCompanyRepository(app.database));

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
      }),
  );
};
