import fp from 'fastify-plugin';
import { createCompanyService, type CompanyService } from './service';
import { createRescoreSchedule } from './rescore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing pages, served from memory per version of company_search. */
    companyService: CompanyService;
  }
}

/**
 * The listing service, and the schedule that keeps scores current: scores age with their reviews,
 * so a daily re-score runs at 03:00 UTC, and a pass 10 minutes after start covers companies never
 * scored (docs/ranking.md "When it is computed").
 */
export const companiesPlugin = fp(
  async (app) => {
    const search = app.companySearch;
    app.decorate(
      'companyService',
      createCompanyService(app.companyRepository, {
        version: search.version,
        selectedOptions: (selection) => search.facets.selectedOptions(selection),
        pageTtlMs: app.appConfig.listingCacheTtlMs,
        // The TOP 10 module registers after this one; it is there by the first request.
        sponsors: (query) =>
          app.hasDecorator('topCompanies')
            ? app.topCompanies.listingSponsors(query.filters, query.page, query.perPage)
            : Promise.resolve(null),
      }),
    );
    const rescore = createRescoreSchedule(app.database.db, {
      onDone: (result) => {
        if (result.changed > 0) search.markChanged();
        if (result.changed > 0 || !result.unscoredOnly) app.log.info(result, 'companies re-scored');
      },
      onError: (error) => app.log.error({ err: error }, 'company re-score failed'),
    });
    app.addHook('onReady', async () => rescore.start());
    app.addHook('onClose', () => rescore.stop());
  },
  { name: 'companies', dependencies: ['config', 'database', 'company-search'] },
);
