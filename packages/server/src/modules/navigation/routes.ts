import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getNavigationEndpoint,
  type GetNavigationResponse,
} from '@atlas/api/endpoints/get-navigation';
import { schemaOf } from '../../lib/endpoint-schema';

export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { navigation } = app;

  app.get(
    getNavigationEndpoint.path,
    { schema: schemaOf(getNavigationEndpoint) },
    async (_request, reply): Promise<GetNavigationResponse> => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await navigation.menus() };
    },
  );
};
