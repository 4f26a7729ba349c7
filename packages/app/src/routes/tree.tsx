import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { AwardsLayout } from '../layouts/AwardsLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { SurveyLayout } from '../layouts/SurveyLayout';
import { ErrorPageBoundary, RouteErrorPage } from '../features/errors/RouteErrorPage';
import type {
  FeatureRoutes,
  LayoutName,
  RouteDependencies as FeatureRouteDependencies,
} from '../shared/routing/feature-routes';
import { guardRoutes, type GuardEnvironment } from './guarded';
import type { ChunkReloadEnvironment } from './chunk-reload';

/**
 * Every feature that has pages, in the order the router composes them (a tie between two routes
 * goes to the earlier feature). The server builds its routes from all of them at once
 * (routes/index.tsx); the browser starts from the features of the page it hydrates and finds the
 * others when a navigation first needs them (routes/discovery.ts).
 */
export const FEATURE_NAMES = [
  'home',
  'companies',
  'company-profile',
  'reviews',
  'static-pages',
  'auth',
  'awards',
  'blog',
  'dashboard',
  'valet',
  'onboarding',
  'company-editing',
  'top-companies',
  'surveys',
  'admin',
  'errors',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'awards', 'blank', 'survey'];

export interface RouteDependencies extends FeatureRouteDependencies {
  /**
   * Whether a request carries the auth cookie. The server reads the request's cookies; the
   * browser cannot (the cookie is HttpOnly) and goes by the user state, the default.
   */
  hasAuthCookie?: (request: Request) => boolean;
  /** How a failed lazy chunk reloads the page; the browser's by default (nothing on the server). */
  chunkReload?: () => ChunkReloadEnvironment | null;
}

/** The element each layout route renders around its pages (or around its error page). */
const LAYOUTS: Readonly<Record<LayoutName, (children?: ReactNode) => ReactNode>> = {
  default: (children) => <DefaultLayout>{children}</DefaultLayout>,
  awards: (children) => <AwardsLayout>{children}</AwardsLayout>,
  blank: (children) => <BlankLayout>{children}</BlankLayout>,
  survey: (children) => <SurveyLayout>{children}</SurveyLayout>,
};

export function guardEnvironment(dependencies: RouteDependencies): GuardEnvironment {
  const { store } = dependencies;
  return {
    maintenance: store?.config.maintenance ?? false,
    hasAuthCookie: dependencies.hasAuthCookie ?? (() => store?.user.isLoggedIn ?? false),
    isLoggedIn: () => store?.user.isLoggedIn ?? false,
    logout: () => store?.user.logout(),
    chunkReload: dependencies.chunkReload,
  };
}

const ID_SEPARATOR = ':';

/**
 * Gives every route of a feature an id of its own (`companies:default:1`), the same on the server
 * and in the browser whichever features the browser has found so far: the hydration data is keyed
 * by route id, and the server names the features of the page it rendered by its matches' ids.
 */
function identify(prefix: string, routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route, index): RouteObject => {
    const id = route.id ?? `${prefix}${ID_SEPARATOR}${index}`;
    if (route.index) return { ...route, id };
    return route.children
      ? { ...route, id, children: identify(id, route.children) }
      : { ...route, id };
  });
}

/** The feature a route id (from `identify`) belongs to, if any. */
export function featureOfRouteId(id: string): FeatureName | undefined {
  const prefix = id.split(ID_SEPARATOR)[0];
  return FEATURE_NAMES.find((name) => name === prefix);
}

/**
 * The features the browser starts from: those of the rendered page, and always the home page's.
 * React Router asks for more routes only when a path is unmatched or matched through a parameter,
 * and without the home's index route `/` is matched by the root alone.
 */
export function startingFeatures(names: Iterable<FeatureName | undefined>): FeatureName[] {
  const named = new Set(names);
  return FEATURE_NAMES.filter((name) => name === 'home' || named.has(name));
}

/** A feature's pages in one layout, with their ids and guards, ready to sit under the layout. */
export function featureLayoutRoutes(
  name: FeatureName,
  routes: FeatureRoutes,
  layout: LayoutName,
  environment: GuardEnvironment,
): RouteObject[] {
  const pages = routes[layout];
  if (!pages?.length) return [];
  // Layout routes have no guards of their own: their pages start from none.
  return guardRoutes(identify(`${name}${ID_SEPARATOR}${layout}`, pages), environment);
}

export const layoutRouteId = (layout: LayoutName): string => `layout-${layout}`;

/**
 * The root and its layout routes around the given features' pages (paths exactly as SPEC §2),
 * each page with its layout, name, head, guards and keep-alive rule.
 */
export function routeTree(
  features: readonly { name: FeatureName; routes: FeatureRoutes }[],
  environment: GuardEnvironment,
): RouteObject[] {
  const layoutRoute = (layout: LayoutName): RouteObject => ({
    id: layoutRouteId(layout),
    element: LAYOUTS[layout](),
    errorElement: LAYOUTS[layout](<RouteErrorPage />),
    children: features.flatMap(({ name, routes }) =>
      featureLayoutRoutes(name, routes, layout, environment),
    ),
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
      children: LAYOUT_NAMES.map(layoutRoute),
    },
  ];
}
