import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@atlas/api/ssr';
import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import {
  createPromoteLoader,
  createTopCompaniesLoader,
  isTopCompaniesPageData,
  topCompaniesHead,
  topCompaniesHeading,
} from './top-companies';

/** Buying a slot comes with the payments part of issue 22: coming soon until then. */
const PROMOTE_JOIN: ComingSoonPageRoute = {
  path: 'top-companies/promote/join',
  name: 'top-companies-promote-join',
  title: 'Join the TOP 10 Listings',
  text: 'Choose the cities and services your company is promoted in.',
  guards: ['protected'],
  keepAlive: false,
  links: COMING_SOON_LINKS.listing,
};

/** The Top 10 listings, their shareable image and their promotion (SPEC §2, issue 22). */
export function createTopCompaniesRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  const listLoader = createTopCompaniesLoader(api);
  return {
    default: [
      {
        path: 'top-companies/promote',
        loader: createPromoteLoader(api, store),
        lazy: async () => ({ Component: (await import('./pages/PromotePage')).PromotePage }),
        handle: {
          name: 'top-companies-promote',
          keepAlive: false,
          head: () => ({
            title: 'Promote Your Company in the TOP 10',
            description:
              'Sponsor the Top 10 page of a city and service: a labelled place above the ten that never changes the ranking.',
          }),
        } satisfies RouteHandle,
      },
      comingSoonRoute(PROMOTE_JOIN),
      {
        path: 'top-companies/:service?/:city',
        loader: listLoader,
        lazy: async () => ({
          Component: (await import('./pages/TopCompaniesPage')).TopCompaniesPage,
        }),
        handle: {
          name: 'top-companies-service-city',
          params: { service: 'slug', city: 'slug' },
          head: (loaderData: unknown, config: PublicConfig) =>
            isTopCompaniesPageData(loaderData)
              ? topCompaniesHead(loaderData, config)
              : { title: 'Top 10 Companies', description: 'The ten best agencies of a city.' },
        } satisfies RouteHandle,
      },
    ],
    blank: [
      {
        path: 'top-companies/:service?/:city?/screenshot',
        // The server answers a drawable address with the PNG itself; this page is what is left.
        loader: async (args: LoaderFunctionArgs) =>
          args.params.city ? listLoader(args) : { list: null },
        lazy: async () => ({
          Component: (await import('./pages/ScreenshotPage')).ScreenshotPage,
        }),
        handle: {
          name: 'top-companies-service-city-screenshot',
          params: { service: 'slug', city: 'slug' },
          head: (loaderData: unknown) => ({
            title: isTopCompaniesPageData(loaderData)
              ? topCompaniesHeading(loaderData.list)
              : 'Top 10 Companies',
            description: 'A picture of a Top 10 listing, for sharing.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      } satisfies RouteObject,
    ],
  };
}
