import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { AwardsLayout } from '../layouts/AwardsLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { SurveyLayout } from '../layouts/SurveyLayout';
import { ErrorPageBoundary, RouteErrorPage } from '../features/errors/RouteErrorPage';
import { createAuthRoutes } from '../features/auth/routes';
import { createAwardsRoutes } from '../features/awards/routes';
import { createBlogRoutes } from '../features/blog/routes';
import { createCompaniesRoutes } from '../features/companies/routes';
import { createCompanyEditingRoutes } from '../features/company-editing/routes';
import { createCompanyProfileRoutes } from '../features/company-profile/routes';
import { createDashboardRoutes } from '../features/dashboard/routes';
import { createErrorRoutes } from '../features/errors/routes';
import { createHomeRoutes } from '../features/home/routes';
import { createOnboardingRoutes } from '../features/onboarding/routes';
import { createReviewRoutes } from '../features/reviews/routes';
import { createStaticPageRoutes } from '../features/static-pages/routes';
import { createSurveyRoutes } from '../features/surveys/routes';
import { createTopCompaniesRoutes } from '../features/top-companies/routes';
import { createValetRoutes } from '../features/valet/routes';
import { createAdminRoutes } from '../features/admin/routes';
import type {
  CreateFeatureRoutes,
  LayoutName,
  RouteDependencies as FeatureRouteDependencies,
} from '../shared/routing/feature-routes';
import { guardRoutes, type GuardEnvironment } from './guarded';
import type { ChunkReloadEnvironment } from './chunk-reload';

export interface RouteDependencies extends FeatureRouteDependencies {
  /**
   * Whether a request carries the auth cookie. The server reads the request's cookies; the
   * browser cannot (the cookie is HttpOnly) and goes by the user state, the default.
   */
  hasAuthCookie?: (request: Request) => boolean;
  /** How a failed lazy chunk reloads the page; the browser's by default (nothing on the server). */
  chunkReload?: () => ChunkReloadEnvironment | null;
}

/**
 * Every feature's pages. A feature lists its own routes (`features/<feature>/routes.ts`); adding a
 * feature is one line here, adding a page is one entry in its feature's list.
 */
export const FEATURE_ROUTES: readonly CreateFeatureRoutes[] = [
  createHomeRoutes,
  createCompaniesRoutes,
  createCompanyProfileRoutes,
  createReviewRoutes,
  createStaticPageRoutes,
  createAuthRoutes,
  createAwardsRoutes,
  createBlogRoutes,
  createDashboardRoutes,
  createValetRoutes,
  createOnboardingRoutes,
  createCompanyEditingRoutes,
  createTopCompaniesRoutes,
  createSurveyRoutes,
  createAdminRoutes,
  createErrorRoutes,
];

/** The element each layout route renders around its pages (or around its error page). */
const LAYOUTS: Readonly<Record<LayoutName, (children?: ReactNode) => ReactNode>> = {
  default: (children) => <DefaultLayout>{children}</DefaultLayout>,
  awards: (children) => <AwardsLayout>{children}</AwardsLayout>,
  blank: (children) => <BlankLayout>{children}</BlankLayout>,
  survey: (children) => <SurveyLayout>{children}</SurveyLayout>,
};

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

function routeTree({ api, store }: RouteDependencies): RouteObject[] {
  const features = FEATURE_ROUTES.map((create) => create({ api, store }));
  const layoutRoute = (layout: LayoutName): RouteObject => ({
    id: `layout-${layout}`,
    element: LAYOUTS[layout](),
    errorElement: LAYOUTS[layout](<RouteErrorPage />),
    children: features.flatMap((routes) => routes[layout] ?? []),
  });
  return [
    {
      id: 'root',
      path: '/',
      // Said outright: a path no route matches (React Router's `*` stops at a line break) ends
      // here, and a leaf without an element makes React Router warn.
      element: <Outlet />,
      // Reached only when a layout's own error page fails (or a layout itself throws).
      errorElement: (
        <ErrorPageBoundary>
          <DefaultLayout>
            <RouteErrorPage />
          </DefaultLayout>
        </ErrorPageBoundary>
      ),
      children: [
        layoutRoute('default'),
        layoutRoute('awards'),
        layoutRoute('blank'),
        layoutRoute('survey'),
      ],
    },
  ];
}
