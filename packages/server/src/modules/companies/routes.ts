import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listCompaniesEndpoint,
  type ListCompaniesResponse,
} from '@atlas/api/endpoints/list-companies';
import { getAdvancedFiltersEndpoint } from '@atlas/api/endpoints/get-advanced-filters';
import { selectionFromQuery } from '@atlas/api/filters';
import { createFacetService } from './facets';
import { createCompanyRepository } from './repository';
import { createCompanyService } from './service';
import { createRescoreSchedule } from './rescore';
import { schemaOf } from '../../lib/endpoint-schema';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCompanyRepository(app.database);
  const service = createCompanyService(repository, {
    pageTtlMs: app.appConfig.listingCacheTtlMs,
  });
  const facets = createFacetService(repository);

  // Scores age with their reviews: a daily re-score at 03:00 UTC, and a pass 10 minutes after
  // start over companies never scored (docs/ranking.md "When it is computed").
  const rescore = createRescoreSchedule(app.database.db, {
    onDone: (result) => {
      if (result.changed > 0 || !result.unscoredOnly) app.log.info(result, 'companies re-scored');
    },
    onError: (error) => app.log.error({ err: error }, 'company re-score failed'),
  });
  app.addHook('onReady', async () => {
    rescore.start();
    // In the background: until the facet index is loaded, tabs are counted (and cached) on demand.
    facets
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'loading the facet index failed'));
  });
  app.addHook('onClose', async () => {
    await Promise.all([rescore.stop(), facets.stop()]);
  });

  app.get(
    getAdvancedFiltersEndpoint.path,
    { schema: schemaOf(getAdvancedFiltersEndpoint) },
    async (request) => ({
      data: {
        groups: await facets.groupsOf(request.params.tab, selectionFromQuery(request.query)),
      },
    }),
  );

  app.get(
    listCompaniesEndpoint.path,
    { schema: schemaOf(listCompaniesEndpoint) },
    async (request, reply) => {
      const json = await service.listJson({
        page: request.query.page,
        perPage: request.query.per_page,
        sort: request.query.sort,
        order: request.query.order,
        filters: selectionFromQuery(request.query),
      });
      // Already serialised and checked against the response schema by the service: Fastify
      // sends a string with a JSON content type as it is, past the route's serializer.
      return reply
        .type('application/json; charset=utf-8')
        .send(json as unknown as ListCompaniesResponse);
    },
  );
};
