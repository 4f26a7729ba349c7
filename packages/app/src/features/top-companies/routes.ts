import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@atlas/api/ssr';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import {
  createPromoteLoader,
  createTopCompaniesLoader,
  isTopCompaniesPageData,
  topCompaniesHead,
  topCompaniesHeading,
} from './top-companies';

/**
 * Buying sponsored places (issue 22): behind the login. The dashboard has the same page at
 * /dashboard/company/promote/join (SPEC §2).
 */
export function joinRoute(path: string, name: string): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await import('./pages/JoinPage')).JoinPage }),
    handle: {
      name,
      guards: ['protected'],
      keepAlive: false,
      head: () => ({
        title: 'Join the TOP 10 Listings',
        description: 'Choose the TOP 10 pages your company is shown on as a sponsor, and pay.',
        noindex: true,
      }),
    } satisfies RouteHandle,
  };
}

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
      joinRoute('top-companies/promote/join', 'top-companies-promote-join'),
      // The same page in the dashboard (SPEC §2 dashboard-company-promote-join).
      joinRoute('dashboard/company/promote/join', 'dashboard-company-promote-join'),
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
