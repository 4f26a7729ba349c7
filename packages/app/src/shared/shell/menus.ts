import type { MegaMenuSection } from '@atlas/ui/MegaMenu';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import { paths } from '../../config/paths';
import { ENGLISH_SHELL_TEXT, type ShellText } from './text';

/** The companies menu's closing link, in the page's language. */
export function companiesMenuAction(text: ShellText) {
  return { label: text.discoverAgencies, href: paths.companies() };
}

/** The services menu's closing link, in the page's language. */
export function servicesMenuAction(text: ShellText) {
  return { label: text.discoverServices, href: paths.services() };
}

const placeLink = (place: { name: string; slug: string }) => ({
  label: place.name,
  href: paths.companyListing(place.slug),
});

/**
 * The companies mega-menu: a column per region, its countries and its cities under their own
 * labels, and 'See all'.
 */
export function companiesMenuSections(
  navigation: Navigation | null,
  text: ShellText = ENGLISH_SHELL_TEXT,
): MegaMenuSection[] {
  return (navigation?.regions ?? []).map((region) => ({
    title: region.name,
    links: [],
    groups: [
      { label: text.countries, links: region.countries.map(placeLink) },
      { label: text.cities, links: region.cities.map(placeLink) },
    ],
    seeAll: { label: text.seeAll, href: paths.countries() },
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
