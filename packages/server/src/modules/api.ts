import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atlas/api/http';
import { locationRoutes } from './locations/routes';
import { companyRoutes } from './companies/routes';
import { authRoutes } from './auth/routes';
import { emailRoutes } from './email/routes';
import { oauthRoutes } from './auth/oauth-routes';
import { savedSearchRoutes } from './saved-searches/routes';

/** Everything under /api. Unknown API paths answer JSON, never a rendered page. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes, { config: app.appConfig });
  await app.register(emailRoutes);
  await app.register(oauthRoutes, { config: app.appConfig });
  await app.register(savedSearchRoutes);
  app.all('/*', { schema: { hide: true } }, (request, reply) => {
    const body: ErrorBody = {
      statusCode: 404,
      error: 'Not Found',
      message: `No API call ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
};
