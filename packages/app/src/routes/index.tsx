import type { ReactNode } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { AwardsLayout } from '../layouts/AwardsLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { SurveyLayout } from '../layouts/SurveyLayout';
import { ErrorPageBoundary, RouteErrorPage } from '../features/errors/RouteErrorPage';
import {
  createListingLoader,
  createSavedSearchLoader,
  listingHead,
  type ListingPageData,
} from '../features/companies/listing';
import type { HomePageData } from '../features/home/pages/HomePage';
import { createAuthRoutes } from '../features/auth/routes';
import { createStaticPageRoutes } from '../features/static-pages/routes';
import { createCompanyProfileRoutes } from '../features/company-profile/routes';
import { createReviewRoutes } from '../features/reviews/routes';
import { NOT_FOUND_MESSAGE } from '../shared/errors/messages';
import type { RootStore } from '../stores/RootStore';
import type { RouteHandle } from './head';
import { guardRoutes, type GuardEnvironment } from './guarded';
import type { ChunkReloadEnvironment } from './chunk-reload';
import {
  PLANNED_AWARDS_PAGES,
  PLANNED_BLANK_PAGES,
  PLANNED_DASHBOARD_PAGES,
  PLANNED_DEFAULT_PAGES,
  PLANNED_SURVEY_PAGES,
  type PlannedPage,
} from './planned';

export interface RouteDependencies {
  api: ApiClient;
  /** The request's (or tab's) store; account pages read who is signed in from it. */
  store?: RootStore;
  /**
   * Whether a request carries the auth cookie. The server reads the request's cookies; the
   * browser cannot (the cookie is HttpOnly) and goes by the user state, the default.
   */
  hasAuthCookie?: (request: Request) => boolean;
  /** How a failed lazy chunk reloads the page; the browser's by default (nothing on the server). */
  chunkReload?: () => ChunkReloadEnvironment | null;
}

/**
 * Paths that exist only for some values of their parameters (awards editions, survey topics):
 * another value is a route that failed validation, 'This page could not be found'.
 */
const VALIDATED_FAMILIES = [/^\/awards-\d+(\/|$)/i, /^\/survey\/[^/]+\/?$/i];

/**
 * Every page of the app as route objects (paths exactly as SPEC §2), each with its layout, name,
 * head, guards and keep-alive rule. A factory, so each server request gets routes bound to its own
 * API client and store; every page route runs its guards first (routes/guarded.ts).
 */
export function createRoutes(dependencies: RouteDependencies): RouteObject[] {
  const { store } = dependencies;
  const environment: GuardEnvironment = {
    maintenance: store?.config.maintenance ?? false,
    hasAuthCookie: dependencies.hasAuthCookie ?? (() => store?.user.isLoggedIn ?? false),
    isLoggedIn: () => store?.user.isLoggedIn ?? false,
    logout: () => store?.user.logout(),
    chunkReload: dependencies.chunkReload,
  };
  return guardRoutes(routeTree(dependencies), environment);
}

function layoutRoute(
  id: string,
  layout: (children?: ReactNode) => ReactNode,
  children: RouteObject[],
): RouteObject {
  return {
    id,
    element: layout(),
    errorElement: layout(<RouteErrorPage />),
    children,
  };
}

function routeTree({ api, store }: RouteDependencies): RouteObject[] {
  const features = { api, store };
  return [
    {
      id: 'root',
      path: '/',
      // Reached only when a layout's own error page fails (or a layout itself throws).
      errorElement: (
        <ErrorPageBoundary>
          <DefaultLayout>
            <RouteErrorPage />
          </DefaultLayout>
        </ErrorPageBoundary>
      ),
      children: [
        layoutRoute('layout-default', (children) => <DefaultLayout>{children}</DefaultLayout>, [
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
              name: 'index',
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
              Component: (await import('../features/companies/pages/ListingPage')).ListingPage,
            }),
            handle: {
              name,
              head: (loaderData: unknown, config: PublicConfig) =>
                isListingPageData(loaderData)
                  ? listingHead(loaderData, config)
                  : { title: 'Companies', description: 'The directory of agencies.' },
            } satisfies RouteHandle,
          })),
          ...createStaticPageRoutes(features),
          ...createCompanyProfileRoutes(features),
          ...createReviewRoutes(features),
          ...createAuthRoutes(features),
          ...PLANNED_DEFAULT_PAGES.map(plannedRoute),
          {
            // The old address of the confirmation page.
            path: 'project-submission-confirmation',
            loader: ({ request }: LoaderFunctionArgs) => {
              throw redirect(`/project-submission/confirmation${new URL(request.url).search}`, 301);
            },
            element: null,
            handle: { name: 'project-submission-confirmation-old' } satisfies RouteHandle,
          },
          {
            path: 'dashboard',
            handle: {
              guards: ['dashboard-slash', 'protected'],
              keepAlive: false,
            } satisfies RouteHandle,
            children: [
              ...PLANNED_DASHBOARD_PAGES.map(plannedRoute),
              {
                // Unknown dashboard pages are private too: the login comes before the 404.
                path: '*',
                loader: () => {
                  throw data(null, { status: 404 });
                },
                element: null,
                handle: { name: 'dashboard-not-found', keepAlive: false } satisfies RouteHandle,
              },
            ],
          },
          {
            // Unknown paths: a real 404 with the "Something Missing" page.
            path: '*',
            loader: ({ request }: LoaderFunctionArgs) => {
              const { pathname } = new URL(request.url);
              const failedValidation = VALIDATED_FAMILIES.some((family) => family.test(pathname));
              throw data(failedValidation ? NOT_FOUND_MESSAGE : null, { status: 404 });
            },
            element: null,
            handle: { name: 'not-found' } satisfies RouteHandle,
          },
        ]),
        layoutRoute(
          'layout-awards',
          (children) => <AwardsLayout>{children}</AwardsLayout>,
          PLANNED_AWARDS_PAGES.map(plannedRoute),
        ),
        layoutRoute(
          'layout-blank',
          (children) => <BlankLayout>{children}</BlankLayout>,
          PLANNED_BLANK_PAGES.map(plannedRoute),
        ),
        layoutRoute(
          'layout-survey',
          (children) => <SurveyLayout>{children}</SurveyLayout>,
          PLANNED_SURVEY_PAGES.map(plannedRoute),
        ),
      ],
    },
  ];
}

/** A page whose feature comes in a later issue: final path, name, guards; a coming-soon page. */
function plannedRoute(page: PlannedPage): RouteObject {
  const handle: RouteHandle = {
    name: page.name,
    head: () => ({ title: page.title, description: page.text, noindex: true }),
    ...(page.guards ? { guards: page.guards } : {}),
    ...(page.keepAlive === false ? { keepAlive: false } : {}),
    ...(page.params ? { params: page.params } : {}),
    ...(page.hideNavigation ? { hideNavigation: true } : {}),
  };
  const lazy = async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/ComingSoonPage');
    return {
      Component: function PlannedPage() {
        return <ComingSoonPage title={page.title} text={page.text} links={page.links} />;
      },
    };
  };
  return page.path === '' ? { index: true, lazy, handle } : { path: page.path, lazy, handle };
}

function isListingPageData(value: unknown): value is ListingPageData {
  return typeof value === 'object' && value !== null && 'meta' in value && 'context' in value;
}
