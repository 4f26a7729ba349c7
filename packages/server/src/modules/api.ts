import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atlas/api/http';
import { locationRoutes } from './locations/routes';
import { companyRoutes } from './companies/routes';

/** Everything under /api. Unknown API paths answer JSON, never a rendered page. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(companyRoutes);
  app.all('/*', { schema: { hide: true } }, (request, reply) => {
    const body: ErrorBody = {
      statusCode: 404,
      error: 'Not Found',
      message: `No API call ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
};
