import type { CompanyListItem } from '@atlas/api/entities/company';
import type { ListCompaniesResponse } from '@atlas/api/endpoints/list-companies';
import { companySizeLabel, hourlyRateLabel, projectSizeLabel } from '@atlas/api/options';
import { buildFilterQuery } from '@atlas/api/filters';
import type { CompanyPageQuery, CompanyRepository } from './repository';
import { createFacetCache, type FacetCache } from './facets';

type ListedRow = Awaited<ReturnType<CompanyRepository['listPage']>>[number];

/** Stored files are served under /uploads; absolute URLs pass through. */
export function publicFileUrl(path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`;
}

export function toCompanyListItem(row: ListedRow): CompanyListItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: publicFileUrl(row.logoPath),
    summary: row.summary,
    headquarter: {
      city: { id: row.cityId, name: row.cityName, slug: row.citySlug },
      country: { id: row.countryId, name: row.countryName, slug: row.countrySlug },
    },
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    review_count: row.reviewCount,
    company_size: { id: row.companySize, label: companySizeLabel(row.companySize) },
    hourly_rate: { id: row.hourlyRate, label: hourlyRateLabel(row.hourlyRate) },
    project_size: { id: row.projectSize, label: projectSizeLabel(row.projectSize) },
    founded_year: row.foundedYear,
    services: row.services,
    verified: row.verified,
    sponsored: row.sponsored,
    award_count: row.awardCount,
    score: row.score,
    score_level: row.scoreLevel,
    score_parts: row.scoreParts && {
      review_volume: row.scoreParts.reviewVolume,
      rating: row.scoreParts.rating,
      completeness: row.scoreParts.completeness,
      awards: row.scoreParts.awards,
      verification: row.scoreParts.verification,
    },
  };
}

/**
 * Listing pages. The total under a filter set is counted once per TTL (a count over 100k rows costs
 * more than the page itself); the rows are always read live, so a change shows at once.
 */
export function createCompanyService(
  repository: CompanyRepository,
  totals: FacetCache<number> = createFacetCache<number>({ ttlMs: 30_000 }),
) {
  return {
    async list(query: CompanyPageQuery): Promise<ListCompaniesResponse> {
      const [total, rows] = await Promise.all([
        totals.get(JSON.stringify(buildFilterQuery(query.filters)), () =>
          repository.countListed(query.filters),
        ),
        repository.listPage(query),
      ]);
      return {
        data: rows.map(toCompanyListItem),
        meta: {
          page: query.page,
          per_page: query.perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / query.perPage)),
        },
      };
    },
  };
}
