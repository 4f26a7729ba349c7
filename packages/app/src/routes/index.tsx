import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { COMPANIES_PER_PAGE } from '@atlas/api/endpoints/list-companies';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NOT_FOUND_MESSAGE } from '../features/errors/messages';
import type { RouteHandle } from './head';
import type { CompaniesPageData } from '../features/companies/pages/CompaniesPage';
import type { HomePageData } from '../features/home/pages/HomePage';

export interface RouteDependencies {
  api: ApiClient;
}

/** `?page=N` as a positive integer; anything else is a page that does not exist. */
export function parsePageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(NOT_FOUND_MESSAGE, { status: 404 });
  return Number(raw);
}

/**
 * Every page of the app as route objects (paths exactly as SPEC §2). A factory, so each server
 * request gets routes bound to its own API client.
 */
export function createRoutes({ api }: RouteDependencies): RouteObject[] {
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
          path: 'companies',
          loader: async ({ request }: LoaderFunctionArgs): Promise<CompaniesPageData> => {
            const url = new URL(request.url);
            const page = parsePageParam(url);
            const result = await api.listCompanies(
              { page, per_page: COMPANIES_PER_PAGE },
              request.signal,
            );
            if (page > result.meta.last_page) throw data(NOT_FOUND_MESSAGE, { status: 404 });
            return { companies: result.data, meta: result.meta };
          },
          lazy: async () => ({
            Component: (await import('../features/companies/pages/CompaniesPage')).CompaniesPage,
          }),
          handle: {
            head: (loaderData: unknown) => {
              const page = isCompaniesPageData(loaderData) ? loaderData.meta.page : 1;
              return {
                title:
                  page > 1
                    ? `Top Agencies in the World – Page ${page}`
                    : 'Top Agencies in the World',
                description:
                  'Browse every agency listed in the directory, ranked by verified reviews, awards and profile quality.',
                canonicalPath: page > 1 ? `/companies?page=${page}` : '/companies',
              };
            },
          } satisfies RouteHandle,
        },
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

function isCompaniesPageData(value: unknown): value is CompaniesPageData {
  return typeof value === 'object' && value !== null && 'meta' in value && 'companies' in value;
}
