import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import { cachedValue } from '../../lib/promise-cache';
import type { NavigationRepository } from './repository';

/** Five minutes: a new company shows in the menus soon enough, and the menus cost one build. */
export const NAVIGATION_TTL_MS = 5 * 60 * 1000;

/** How many countries and cities each region's column lists. */
export const MENU_COUNTRIES_PER_REGION = 6;
export const MENU_CITIES_PER_REGION = 6;

/** Builds the menus: per region its busiest countries and cities, per group its services. */
export async function buildNavigation(repository: NavigationRepository): Promise<Navigation> {
  const [regionRows, countryRows, cityRows, groupRows, serviceRows] = await Promise.all([
    repository.regions(),
    repository.countriesByCompanies(),
    repository.citiesByCompanies(),
    repository.serviceGroups(),
    repository.parentServices(),
  ]);
  const place = (row: { id: number; name: string; slug: string; companyCount: number }) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    company_count: Number(row.companyCount),
  });
  return {
    regions: regionRows.map((region) => ({
      ...region,
      countries: countryRows
        .filter((row) => row.regionId === region.id)
        .slice(0, MENU_COUNTRIES_PER_REGION)
        .map(place),
      cities: cityRows
        .filter((row) => row.regionId === region.id)
        .slice(0, MENU_CITIES_PER_REGION)
        .map(place),
    })),
    service_groups: groupRows.map((group) => ({
      ...group,
      services: serviceRows
        .filter((row) => row.groupId === group.id)
        .map(({ id, name, slug }) => ({ id, name, slug })),
    })),
  };
}

/**
 * The menus change only when companies move between places, so one copy per process is served for
 * `ttlMs` (default five minutes); concurrent misses share one build.
 */
export function createNavigationService(
  repository: NavigationRepository,
  options: { ttlMs?: number } = {},
) {
  return {
    menus: cachedValue(() => buildNavigation(repository), {
      ttlMs: options.ttlMs ?? NAVIGATION_TTL_MS,
    }),
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
