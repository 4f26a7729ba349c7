import type { RouteObject } from 'react-router-dom';
import type { PublicConfig } from '@atlas/api/ssr';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import {
  createListingLoader,
  createSavedSearchLoader,
  listingHead,
  type ListingPageData,
} from './listing';

function isListingPageData(value: unknown): value is ListingPageData {
  return typeof value === 'object' && value !== null && 'meta' in value && 'context' in value;
}

/** The directory's listings (/companies, by service and place) and opening a saved search. */
export function createCompaniesRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'companies/saved-searches/view/:id?',
        loader: createSavedSearchLoader(api),
        element: null,
        handle: {
          name: 'companies-saved-searches-view-id',
          params: { id: 'token' },
        } satisfies RouteHandle,
      },
      ...(
        [
          ['companies', 'companies'],
          ['companies/:segment', 'companies-seg'],
          ['companies/:segment/:location', 'companies-seg-segment'],
        ] as const
      ).map(([path, name]): RouteObject => ({
        path,
        loader: createListingLoader(api),
        lazy: async () => ({
          Component: (await import('./pages/ListingPage')).ListingPage,
        }),
        handle: {
          name,
          head: (loaderData: unknown, config: PublicConfig) =>
            isListingPageData(loaderData)
              ? listingHead(loaderData, config)
              : { title: 'Companies', description: 'The directory of agencies.' },
        } satisfies RouteHandle,
      })),
    ],
  };
}
