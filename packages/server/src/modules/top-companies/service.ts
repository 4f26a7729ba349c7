import { createHash } from 'node:crypto';
import type { CompanyListItem } from '@atlas/api/entities/company';
import type { TopCompaniesList, TopCompanyEntry } from '@atlas/api/endpoints/get-top-companies';
import type { PromotePage } from '@atlas/api/endpoints/get-promote-page';
import {
  MAX_SPONSORED_SLOTS,
  SPONSORSHIP_PRICE_CENTS_PER_MONTH,
  TOP_COMPANIES_COUNT,
} from '@atlas/api/sponsorship';
import type { CompanyRepository } from '../companies/repository';
import { toCompanyListItem } from '../companies/service';
import type { Clock } from '../../plugins/clock';
import { HttpError } from '../../plugins/errors';
import { sponsorshipEligibility } from './eligibility';
import { pageSelection, type TopCompaniesRepository } from './repository';
import type { FilterSelection } from '@atlas/api/filters';
import { rotate, rotationDay } from './rotation';
import type { LocationRepository } from '../locations/repository';

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * Why a company is on the page, in true facts of its profile: its rating and reviews, its
 * verification, its share of the page's service (or its main service), its office in the city.
 */
export function reasonsFor(
  company: CompanyListItem,
  city: { id: number; name: string },
  service: { id: number; name: string } | null,
): string[] {
  const reasons: string[] = [];
  if (company.rating !== null && company.review_count > 0) {
    reasons.push(
      `Rated ${oneDecimal.format(company.rating)}/5 from ${company.review_count} ${company.review_count === 1 ? 'review' : 'reviews'}`,
    );
  }
  if (company.verified) reasons.push('Verified company');
  const share = service
    ? company.services.find((candidate) => candidate.id === service.id)
    : company.services[0];
  if (share) reasons.push(`${share.name} is ${share.percentage}% of its work`);
  const office = company.matching_offices?.find((candidate) => candidate.city.id === city.id);
  if (office)
    reasons.push(office.headquarter ? `Headquartered in ${city.name}` : `Office in ${city.name}`);
  if (company.award_count > 0)
    reasons.push(`${company.award_count} ${company.award_count === 1 ? 'award' : 'awards'} won`);
  return reasons;
}

/** What a listing shows of a TOP 10 page's sponsors (issue 22): who they are, and the slots. */
export interface ListingSponsors {
  /** Every active sponsor of the page: their cards carry the "Sponsored" label. */
  sponsorIds: ReadonlySet<number>;
  /** Sponsors outside the visible organic results, in the day's turn, with their organic rank. */
  slots: { company: CompanyListItem; organic_rank: number }[];
}

/** The one city and one service a listing is filtered by, and nothing else; otherwise null. */
export function cityServiceOf(
  filters: FilterSelection,
): { cityId: number; serviceId: number } | null {
  const groups = Object.entries(filters.groups).filter(([, ids]) => (ids?.length ?? 0) > 0);
  const flags = Object.values(filters.flags).some(Boolean);
  if (flags || filters.foundingyears !== undefined || groups.length !== 2) return null;
  const cities = filters.groups.cities ?? [];
  const services = filters.groups.services ?? [];
  const [cityId] = cities;
  const [serviceId] = services;
  if (
    cities.length !== 1 ||
    services.length !== 1 ||
    cityId === undefined ||
    serviceId === undefined
  )
    return null;
  return { cityId, serviceId };
}

export function createTopCompaniesService(
  repository: TopCompaniesRepository,
  companies: CompanyRepository,
  locations: LocationRepository,
  clock: Clock,
) {
  /**
   * The sponsored slots of a page: active sponsors that are not among the `visible` organic
   * results take turns (by day) in at most MAX_SPONSORED_SLOTS places, each with its organic rank.
   */
  async function sponsoredSlots(
    cityId: number,
    serviceId: number | null,
    sponsorIds: readonly number[],
    visible: number,
    now: Date,
  ): Promise<{ company: CompanyListItem; rank: number }[]> {
    const filters = pageSelection(cityId, serviceId);
    const outside: { id: number; rank: number }[] = [];
    for (const id of sponsorIds) {
      const rank = await repository.organicRank(id, cityId, serviceId);
      if (rank !== null && rank > visible) outside.push({ id, rank });
    }
    const slots: { company: CompanyListItem; rank: number }[] = [];
    for (const chosen of rotate(outside, rotationDay(now), MAX_SPONSORED_SLOTS)) {
      const [row] = await companies.listPage({
        page: chosen.rank,
        perPage: 1,
        sort: 'score',
        order: undefined,
        filters,
      });
      if (row && row.id === chosen.id)
        slots.push({ company: toCompanyListItem(row), rank: chosen.rank });
    }
    return slots;
  }

  return {
    /**
     * A listing filtered by exactly one city and one service is that TOP 10 page's listing: its
     * sponsors are labelled, and the first page shows the sponsored slots above the results.
     * Null for any other listing (nothing there is sponsored).
     */
    async listingSponsors(
      filters: FilterSelection,
      page: number,
      perPage: number,
    ): Promise<ListingSponsors | null> {
      const place = cityServiceOf(filters);
      if (!place) return null;
      const pageId = await repository.findPage(place.cityId, place.serviceId);
      if (pageId === null) return null;
      const now = clock.now();
      const sponsorIds = await repository.activeSponsorIds(pageId, now);
      if (sponsorIds.length === 0) return { sponsorIds: new Set(), slots: [] };
      const slots =
        page === 1
          ? await sponsoredSlots(place.cityId, place.serviceId, sponsorIds, perPage, now)
          : [];
      return {
        sponsorIds: new Set(sponsorIds),
        slots: slots.map((slot) => ({
          company: { ...slot.company, sponsored: true },
          organic_rank: slot.rank,
        })),
      };
    },

    /** The TOP 10 of a service (or every service) in a city, with its sponsored slots. */
    async list(citySlug: string, serviceSlug: string | undefined): Promise<TopCompaniesList> {
      const found = await locations.findCityBySlug(citySlug);
      if (!found) throw new HttpError(404, `city: no city has the slug "${citySlug}"`);
      const city = {
        ...found.city,
        countryId: found.country.id,
        countryName: found.country.name,
        countrySlug: found.country.slug,
      };
      const service =
        serviceSlug === undefined ? null : await locations.findServiceBySlug(serviceSlug);
      if (serviceSlug !== undefined && !service)
        throw new HttpError(404, `service: no service has the slug "${serviceSlug}"`);
      const serviceId = service?.id ?? null;
      const pageId = service ? await repository.findPage(city.id, service.id) : null;
      const now = clock.now();
      const filters = pageSelection(city.id, serviceId);
      const sponsorIds = pageId === null ? [] : await repository.activeSponsorIds(pageId, now);
      const sponsors = new Set(sponsorIds);
      const place = { id: city.id, name: city.name };

      const entry = (company: CompanyListItem, rank: number): TopCompanyEntry => ({
        organic_rank: rank,
        // On this page "Sponsored" means a sponsorship of this page, nothing else.
        company: { ...company, sponsored: sponsors.has(company.id) },
        reasons: reasonsFor(company, place, service),
        sponsored: sponsors.has(company.id),
      });

      const rows = await companies.listPage({
        page: 1,
        perPage: TOP_COMPANIES_COUNT,
        sort: 'score',
        order: undefined,
        filters,
      });
      const organic = rows.map((row, index) => entry(toCompanyListItem(row), index + 1));

      // Sponsors outside the ten take turns in the slots; each keeps and shows its organic rank.
      const sponsored = (
        await sponsoredSlots(city.id, serviceId, sponsorIds, TOP_COMPANIES_COUNT, now)
      ).map((slot) => entry(slot.company, slot.rank));

      const list = {
        service: service && { id: service.id, name: service.name, slug: service.slug },
        city: { id: city.id, name: city.name, slug: city.slug },
        country: { id: city.countryId, name: city.countryName, slug: city.countrySlug },
        sponsorship_page_id: pageId,
        companies: organic,
        sponsored,
      };
      const version = createHash('sha256')
        .update(JSON.stringify(list))
        .digest('base64url')
        .slice(0, 22);
      return { ...list, version };
    },

    /**
     * What the signed-in member's company may sponsor, and what it still needs to: their current
     * company (`current`, issue 33) for one who runs several.
     */
    async promotePage(userId: string, current?: string): Promise<PromotePage> {
      const company = await repository.memberCompany(userId, current);
      if (!company) throw new HttpError(404, 'You have no company yet.');
      const facts = await repository.eligibilityFacts(company.id);
      if (!facts) throw new HttpError(404, 'You have no company yet.');
      const { eligible, missing } = sponsorshipEligibility(facts);
      const now = clock.now();
      const pages = await repository.promotablePages(company.id, now);
      return {
        company,
        eligible,
        missing,
        pages: pages.map((page) => ({
          id: page.id,
          city: { id: page.cityId, name: page.cityName, slug: page.citySlug },
          service: { id: page.serviceId, name: page.serviceName, slug: page.serviceSlug },
          price_cents: SPONSORSHIP_PRICE_CENTS_PER_MONTH,
          slots_left: Math.max(0, MAX_SPONSORED_SLOTS - page.activeCount),
          sponsored_by_you: page.ownActive,
        })),
        active_sponsorships: await repository.countActiveOf(company.id, now),
      };
    },
  };
}

export type TopCompaniesService = ReturnType<typeof createTopCompaniesService>;
