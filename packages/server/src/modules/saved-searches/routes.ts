import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchEndpoint,
  getSavedSearchEndpoint,
  type SavedSearch,
} from '@atlas/api/endpoints/saved-searches';
import { schemaOf } from '../../lib/endpoint-schema';
import { HttpError } from '../../plugins/errors';
import type { SavedSearchRepository } from './repository';
import { AttemptThrottle, refuseWhileThrottled } from '../../lib/attempt-throttle';
import { MINUTE, perIp, registerRateLimit } from '../../lib/rate-limit';

const SAVES_PER_IP_PER_MINUTE = 20;
const SAVES_PER_USER = { max: 60, windowMs: 60 * MINUTE };

type Row = Awaited<ReturnType<SavedSearchRepository['create']>>;

function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    query: row.query,
    url: `${row.path}${row.query}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** Saved searches: a signed-in person keeps a listing's filters and opens them again later. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.savedSearchRepository;
  // Each save is a stored row: limited per address and, for accounts on many addresses, per person.
  const savesPerUser = new AttemptThrottle(SAVES_PER_USER.max, SAVES_PER_USER.windowMs);
  await registerRateLimit(app, { reason: 'Too many searches saved.' });

  app.post(
    createSavedSearchEndpoint.path,
    { config: perIp(SAVES_PER_IP_PER_MINUTE), schema: schemaOf(createSavedSearchEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      refuseWhileThrottled(reply, savesPerUser, user.id, 'You have saved many searches just now.');
      savesPerUser.record(user.id);
      // The page number is not part of a search.
      const params = new URLSearchParams(request.body.query.replace(/^\?/, ''));
      params.delete('page');
      const query = params.size > 0 ? `?${params.toString()}` : '';
      const row = await repository.create({
        userId: user.id,
        name: request.body.name,
        path: request.body.path,
        query,
      });
      return { data: toSavedSearch(row) };
    },
  );

  app.get(
    getSavedSearchEndpoint.path,
    { schema: schemaOf(getSavedSearchEndpoint) },
    async (request) => {
      const { user } = app.requireUser(request);
      const row = await repository.findOwned(request.params.id, user.id);
      if (!row) throw new HttpError(404, 'id: no saved search of yours has this id');
      return { data: toSavedSearch(row) };
    },
  );
};
