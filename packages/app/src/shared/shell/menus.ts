import type { MegaMenuSection } from '@atlas/ui/MegaMenu';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import { paths } from '../../config/paths';

export const COMPANIES_MENU_ACTION = {
  label: 'Discover All Agencies in the World',
  href: paths.companies(),
} as const;
export const SERVICES_MENU_ACTION = {
  label: 'Discover All Services',
  href: paths.services(),
} as const;

const placeLink = (place: { name: string; slug: string }) => ({
  label: place.name,
  href: paths.companyListing(place.slug),
});

/**
 * The companies mega-menu: a column per region, its countries and its cities under their own
 * labels, and 'See all'.
 */
export function companiesMenuSections(navigation: Navigation | null): MegaMenuSection[] {
  return (navigation?.regions ?? []).map((region) => ({
    title: region.name,
    links: [],
    groups: [
      { label: 'Countries', links: region.countries.map(placeLink) },
      { label: 'Cities', links: region.cities.map(placeLink) },
    ],
    seeAll: { label: 'See all', href: paths.countries() },
  }));
}

/** The services mega-menu: a tab per service group. */
export function servicesMenuSections(navigation: Navigation | null): MegaMenuSection[] {
  return (navigation?.service_groups ?? []).map((group) => ({
    title: group.name,
    links: group.services.map((service) => ({
      label: service.name,
      href: paths.companyListing(service.slug),
    })),
  }));
}
