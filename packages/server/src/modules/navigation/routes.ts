import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getNavigationEndpoint,
  type GetNavigationResponse,
} from '@atlas/api/endpoints/get-navigation';
import { schemaOf } from '../../lib/endpoint-schema';
import { createNavigationRepository } from './repository';
import { buildNavigation, createNavigationCache } from './service';

/** Five minutes: a new company shows in the menus soon enough, and the menus cost one build. */
export const NAVIGATION_TTL_MS = 5 * 60 * 1000;

export const navigationRoutes: FastifyPluginAsyncZod<{ ttlMs?: number }> = async (app, options) => {
  const repository = createNavigationRepository(app.database);
  const cache = createNavigationCache(() => buildNavigation(repository), {
    ttlMs: options.ttlMs ?? NAVIGATION_TTL_MS,
  });

  app.get(
    getNavigationEndpoint.path,
    { schema: schemaOf(getNavigationEndpoint) },
    async (_request, reply): Promise<GetNavigationResponse> => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await cache.get() };
    },
  );
};
