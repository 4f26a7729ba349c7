import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTopCompaniesEndpoint } from '@atlas/api/endpoints/get-top-companies';
import { getPromotePageEndpoint } from '@atlas/api/endpoints/get-promote-page';
import { schemaOf } from '../../lib/endpoint-schema';

/** /api/top-companies and /api/top-companies/promote (issue 22). */
export const topCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { topCompanies } = app;

  app.get(
    getTopCompaniesEndpoint.path,
    { schema: schemaOf(getTopCompaniesEndpoint) },
    async (request) => ({
      data: await topCompanies.list(request.query.city, request.query.service),
    }),
  );

  app.get(
    getPromotePageEndpoint.path,
    { schema: schemaOf(getPromotePageEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await topCompanies.promotePage(user.id) };
    },
  );
};
