import fp from 'fastify-plugin';
import { createFacetCache, createFacetService, type FacetService } from './facets';
import { createCompanyRepository, type CompanyRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listings and facet counts over company_search. */
    companyRepository: CompanyRepository;
    companySearch: CompanySearch;
  }
}

/** The search over companies: what this process changed in company_search, and the facet counts. */
export interface CompanySearch {
  /**
   * A counter of changes to company_search made by this process. Caches of listing answers key on
   * it, so a change made here shows at once; changes made elsewhere show when their entries expire.
   */
  version(): number;
  /** Call after the transaction that changed company_search commits. */
  markChanged(): void;
  /** Facet counts (SPEC §7), from an in-memory index of company_search once it is loaded. */
  facets: FacetService;
}

/**
 * The company search: its repository, its change counter and the facet index, which loads in the
 * background once the server is ready (until then tabs are counted, and cached, on demand) and
 * reloads soon after a change made here.
 */
export const companySearchPlugin = fp(
  async (app) => {
    const repository = createCompanyRepository(app.database);
    let changes = 0;
    const version = () => changes;
    const facets = createFacetService(repository, createFacetCache(), { version });
    app.decorate('companyRepository', repository);
    app.decorate('companySearch', {
      version,
      markChanged: () => {
        changes += 1;
      },
      facets,
    });
    app.addHook('onReady', async () => {
      facets
        .start()
        .catch((error: unknown) => app.log.error({ err: error }, 'loading the facet index failed'));
    });
    app.addHook('onClose', () => facets.stop());
  },
  { name: 'company-search', dependencies: ['database'] },
);
