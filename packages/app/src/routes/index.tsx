import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import type { RouteHandle } from './head';
import {
  createListingLoader,
  createSavedSearchLoader,
  listingHead,
  type ListingPageData,
} from '../features/companies/listing';
import type { PublicConfig } from '@atlas/api/ssr';
import type { HomePageData } from '../features/home/pages/HomePage';
import { createAuthRoutes } from '../features/auth/routes';
import type { RootStore } from '../stores/RootStore';

export interface RouteDependencies {
  api: ApiClient;
  /** The request's (or tab's) store; account pages read who is signed in from it. */
  store?: RootStore;
}

/**
 * Every page of the app as route objects (paths exactly as SPEC §2). A factory, so each server
 * request gets routes bound to its own API client.
 */
export function createRoutes({ api, store }: RouteDependencies): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <DefaultLayout />,
      errorElement: (
        <DefaultLayout>
          <RouteErrorPage />
        </DefaultLayout>
      ),
      children: [
        {
          index: true,
          loader: async ({ request }: LoaderFunctionArgs): Promise<HomePageData> => {
            const top = await api.listCompanies({ per_page: 6, sort: 'score' }, request.signal);
            return { companies: top.data, total: top.meta.total };
          },
          lazy: async () => ({
            Component: (await import('../features/home/pages/HomePage')).HomePage,
          }),
          handle: {
            head: () => ({
              title: 'Find Top Technology and Marketing Agencies',
              description:
                'Compare thousands of software, design, advertising and business-services agencies by location, service, price and verified reviews.',
              canonicalPath: '/',
            }),
          } satisfies RouteHandle,
        },
        {
          path: 'companies/saved-searches/view/:id?',
          loader: createSavedSearchLoader(api),
          element: null,
        },
        ...['companies', 'companies/:segment', 'companies/:segment/:location'].map((path) => ({
          path,
          loader: createListingLoader(api),
          lazy: async () => ({
            Component: (await import('../features/companies/pages/ListingPage')).ListingPage,
          }),
          handle: {
            head: (loaderData: unknown, config: PublicConfig) =>
              isListingPageData(loaderData)
                ? listingHead(loaderData, config)
                : { title: 'Companies', description: 'The directory of agencies.' },
          } satisfies RouteHandle,
        })),
        ...createAuthRoutes({ api, store }),
        {
          // Unknown paths inside the layout: a real 404 with the "Something Missing" page.
          path: '*',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: null,
        },
      ],
    },
  ];
}

function isListingPageData(value: unknown): value is ListingPageData {
  return typeof value === 'object' && value !== null && 'meta' in value && 'context' in value;
}
