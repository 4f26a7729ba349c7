import { cachedValue } from '../../lib/promise-cache';
import type { SeoRepository } from './repository';

const LISTINGS_TTL_MS = 60 * 60 * 1000;

/**
 * What the sitemap lists: the listing paths that have companies (worked out once an hour: a
 * listing appears or goes only when companies move), and the company profiles, page by page.
 */
export function createSitemapSource(repository: SeoRepository) {
  return {
    listingPaths: cachedValue(
      async () => (await repository.listingSegments()).map((segment) => `/companies/${segment}`),
      { ttlMs: LISTINGS_TTL_MS },
    ),
    companyCount: () => repository.companyCount(),
    companyPage: (offset: number, limit: number) => repository.companyPage(offset, limit),
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
