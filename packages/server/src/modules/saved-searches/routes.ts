import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  getSavedSearchEndpoint,
  listSavedSearchesEndpoint,
  updateSavedSearchEndpoint,
  type SavedSearch,
} from '@atlas/api/endpoints/saved-searches';
import type { FilterQuery, FilterQueryInput } from '@atlas/api/filters';
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
    alert: row.alert,
    alert_available: row.filters !== null,
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
      // Stored as sent (the listing call's own form); read back with FilterQuerySchema.
      const filters =
        request.body.filters === undefined ? null : filtersAsSent(request.body.filters);
      const alert = request.body.alert && filters !== null;
      const row = await repository.create({
        userId: user.id,
        name: request.body.name,
        path: request.body.path,
        query,
        filters,
        alert,
        alertSince: alert ? app.clock.now() : null,
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

  app.get(
    listSavedSearchesEndpoint.path,
    { schema: schemaOf(listSavedSearchesEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: (await repository.listOwned(user.id)).map(toSavedSearch) };
    },
  );

  app.patch(
    updateSavedSearchEndpoint.path,
    { config: perIp(SAVES_PER_IP_PER_MINUTE), schema: schemaOf(updateSavedSearchEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      const found = await repository.findOwned(request.params.id, user.id);
      if (!found) throw new HttpError(404, 'id: no saved search of yours has this id');
      const { name, alert } = request.body;
      if (alert && found.filters === null)
        throw new HttpError(
          409,
          'alert: this search was saved before alerts existed; open it and save it again to get alerts',
          [{ field: 'alert', message: 'Open the search and save it again to get alerts' }],
        );
      const row = await repository.update(found.id, user.id, {
        ...(name === undefined ? {} : { name }),
        ...(alert === undefined
          ? {}
          : // Turning it on starts the news from now; turning it off forgets the mark.
            {
              alert,
              alertSince: alert ? (found.alert ? found.alertSince : app.clock.now()) : null,
            }),
      });
      if (!row) throw new HttpError(404, 'id: no saved search of yours has this id');
      return { data: toSavedSearch(row) };
    },
  );

  app.delete(
    deleteSavedSearchEndpoint.path,
    { config: perIp(SAVES_PER_IP_PER_MINUTE), schema: schemaOf(deleteSavedSearchEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      if (!(await repository.remove(request.params.id, user.id)))
        throw new HttpError(404, 'id: no saved search of yours has this id');
      return { data: { deleted: true as const } };
    },
  );
};

/** The parsed filters back in the listing call's own (input) form, for storing. */
function filtersAsSent(filters: FilterQuery): FilterQueryInput {
  const out: FilterQueryInput = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    (out as Record<string, unknown>)[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out;
}
