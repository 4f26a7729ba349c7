import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';

/** The Top 10 listings and their promotion (SPEC §2); coming soon until their issue builds them. */
const TOP_COMPANIES_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'top-companies/promote',
    name: 'top-companies-promote',
    title: 'Promote Your Company in the TOP 10',
    text: 'Place your company in the Top 10 listing of a city and service, in front of buyers searching there.',
    links: COMING_SOON_LINKS.listing,
  },
  {
    path: 'top-companies/promote/join',
    name: 'top-companies-promote-join',
    title: 'Join the TOP 10 Listings',
    text: 'Choose the cities and services your company is promoted in.',
    guards: ['protected'],
    keepAlive: false,
    links: COMING_SOON_LINKS.listing,
  },
  {
    path: 'top-companies/:service?/:city',
    name: 'top-companies-service-city',
    title: 'Top 10 Companies',
    text: 'The ten best agencies for one service in one city, ranked by reviews and verified results.',
    params: { service: 'slug', city: 'slug' },
  },
];

/** Pages without the site's header and footer. */
const BLANK_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'top-companies/:service?/:city?/screenshot',
    name: 'top-companies-service-city-screenshot',
    title: 'Top 10 Companies',
    text: 'A compact picture of a Top 10 listing, for sharing.',
    params: { service: 'slug', city: 'slug' },
  },
];

export function createTopCompaniesRoutes(): FeatureRoutes {
  return {
    default: TOP_COMPANIES_PAGES.map(comingSoonRoute),
    blank: BLANK_PAGES.map(comingSoonRoute),
  };
}
