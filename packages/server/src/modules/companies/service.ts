import type { CompanyListItem } from '@atlas/api/entities/company';
import {
  listCompaniesEndpoint,
  type ListCompaniesResponse,
  type SelectedFilterOption,
} from '@atlas/api/endpoints/list-companies';
import { companySizeLabel, hourlyRateLabel, projectSizeLabel } from '@atlas/api/options';
import { buildFilterQuery, type FilterSelection } from '@atlas/api/filters';
import type { CompanyPageQuery, CompanyRepository } from './repository';
import { createFacetCache, type FacetCache } from './facets';
import { createPromiseCache } from '../../lib/promise-cache';
import { rankPoints } from './relevance';

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
    website: row.website,
    matching_offices: row.matchingOffices.map((office) => ({
      city: { id: office.cityId, name: office.cityName, slug: office.citySlug },
      country: { id: office.countryId, name: office.countryName, slug: office.countrySlug },
      headquarter: office.headquarter,
    })),
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    review_count: row.reviewCount,
    company_size: { id: row.companySize, label: companySizeLabel(row.companySize) },
    hourly_rate: { id: row.hourlyRate, label: hourlyRateLabel(row.hourlyRate) },
    project_size: { id: row.projectSize, label: projectSizeLabel(row.projectSize) },
    founded_year: row.foundedYear,
    services: row.services,
    verified: row.verified,
    // A sponsorship of the TOP 10 page a listing is marks it (the listing sets it, issue 22).
    sponsored: false,
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
    relevance:
      row.serviceShare === null
        ? null
        : { share: row.serviceShare, points: rankPoints(row.score, row.serviceShare) },
  };
}

export interface CompanyServiceOptions {
  /** Names the options a selection filters by (the facet service's `selectedOptions`). */
  selectedOptions: (selection: FilterSelection) => Promise<SelectedFilterOption[]>;
  /**
   * The change counter of company_search that answers are keyed on (the search plugin's), so a
   * change this process makes shows on the next request.
   */
  version: () => number;
  /** Totals per filter set, counted once per TTL (default 30 s). */
  totals?: FacetCache<number>;
  /**
   * How long a listing answer, serialised, is served to identical requests (default 2 s; 0 turns
   * it off). Entries also lapse at once when this process changes company_search, so a published
   * review shows on the next request; a change made by another instance shows within the TTL.
   */
  pageTtlMs?: number;
  /**
   * The sponsors of the TOP 10 page a listing is (one city and one service), or null: they are
   * labelled, and its first page shows their slots (issue 22). Nothing is sponsored without it.
   */
  sponsors?: (query: CompanyPageQuery) => Promise<{
    sponsorIds: ReadonlySet<number>;
    slots: { company: CompanyListItem; organic_rank: number }[];
  } | null>;
}

/**
 * Listing pages. The total under a filter set is counted once per TTL (a count over 100k rows costs
 * more than the page itself). A page is read once per version of the listings and short TTL: busy
 * listings (the first page of a popular service) are answered from memory, already serialised;
 * concurrent identical requests share one read.
 */
export function createCompanyService(
  repository: CompanyRepository,
  options: CompanyServiceOptions,
) {
  const totals = options.totals ?? createFacetCache<number>({ ttlMs: 30_000 });
  const { version } = options;
  const pages = createPromiseCache<string>({
    ttlMs: options.pageTtlMs ?? 2_000,
    maxEntries: 1_000,
  });

  async function list(query: CompanyPageQuery): Promise<ListCompaniesResponse> {
    const filterKey = JSON.stringify(buildFilterQuery(query.filters));
    const [total, rows, selected, sponsors] = await Promise.all([
      totals.get(filterKey, () => repository.countListed(query.filters)),
      repository.listPage(query),
      options.selectedOptions(query.filters),
      options.sponsors?.(query) ?? null,
    ]);
    return {
      data: rows.map((row) => ({
        ...toCompanyListItem(row),
        sponsored: sponsors?.sponsorIds.has(row.id) ?? false,
      })),
      sponsored: sponsors?.slots ?? [],
      meta: {
        page: query.page,
        per_page: query.perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / query.perPage)),
      },
      selected_options: selected,
    };
  }

  return {
    /**
     * The answer as JSON text, checked against the endpoint's response schema when it is read
     * (served from memory afterwards, it is not checked again).
     */
    listJson(query: CompanyPageQuery): Promise<string> {
      // Everything the answer depends on: the named selected options come from the filters alone.
      const key = JSON.stringify([
        version(),
        query.page,
        query.perPage,
        query.sort,
        query.order ?? null,
        buildFilterQuery(query.filters),
      ]);
      return pages.get(key, () =>
        list(query).then((answer) => JSON.stringify(listCompaniesEndpoint.response.parse(answer))),
      );
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
