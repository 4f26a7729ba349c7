import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import type { CreateFeatureRoutes } from '../shared/routing/feature-routes';
import { withChunkReload } from './chunk-reload';
import {
  FEATURE_NAMES,
  LAYOUT_NAMES,
  featureLayoutRoutes,
  guardEnvironment,
  layoutRouteId,
  routeTree,
  startingFeatures,
  type FeatureName,
  type RouteDependencies,
} from './tree';

/**
 * Each feature's route list as its own chunk. The browser's shell carries none of them: it loads
 * the features of the page it hydrates (the server names them and preloads their chunks), and the
 * rest when a navigation first reaches a path the loaded ones do not answer.
 */
export const FEATURE_LOADERS: Readonly<Record<FeatureName, () => Promise<CreateFeatureRoutes>>> = {
  home: async () => (await import('../features/home/routes')).createHomeRoutes,
  companies: async () => (await import('../features/companies/routes')).createCompaniesRoutes,
  'company-profile': async () =>
    (await import('../features/company-profile/routes')).createCompanyProfileRoutes,
  reviews: async () => (await import('../features/reviews/routes')).createReviewRoutes,
  'static-pages': async () =>
    (await import('../features/static-pages/routes')).createStaticPageRoutes,
  auth: async () => (await import('../features/auth/routes')).createAuthRoutes,
  awards: async () => (await import('../features/awards/routes')).createAwardsRoutes,
  blog: async () => (await import('../features/blog/routes')).createBlogRoutes,
  dashboard: async () => (await import('../features/dashboard/routes')).createDashboardRoutes,
  valet: async () => (await import('../features/valet/routes')).createValetRoutes,
  onboarding: async () => (await import('../features/onboarding/routes')).createOnboardingRoutes,
  'company-editing': async () =>
    (await import('../features/company-editing/routes')).createCompanyEditingRoutes,
  'top-companies': async () =>
    (await import('../features/top-companies/routes')).createTopCompaniesRoutes,
  surveys: async () => (await import('../features/surveys/routes')).createSurveyRoutes,
  admin: async () => (await import('../features/admin/routes')).createAdminRoutes,
  errors: async () => (await import('../features/errors/routes')).createErrorRoutes,
};

/** The feature names a page's embedded state lists, in router order; all of them when unknown. */
export function knownFeatures(names: readonly string[] | undefined): FeatureName[] {
  if (!names) return [...FEATURE_NAMES];
  return FEATURE_NAMES.filter((name) => names.includes(name));
}

export interface DiscoveringRoutes {
  routes: RouteObject[];
  /** For the router: adds the features not loaded yet when a navigation needs a route. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The browser's routes: the given features' pages (and the home page's) now, every other feature's on the first
 * navigation that the loaded ones cannot answer for certain (React Router asks whenever a path
 * is unmatched or matched through a parameter). The ids and guards are the server's (tree.tsx),
 * so the hydration data and the statuses agree.
 */
export async function createDiscoveringRoutes(
  dependencies: RouteDependencies,
  initial: readonly FeatureName[],
  {
    loaders = FEATURE_LOADERS,
    answered = [],
  }: {
    loaders?: Readonly<Record<FeatureName, () => Promise<CreateFeatureRoutes>>>;
    /**
     * Paths the starting features are known to answer (the server rendered the first page with
     * them): a new query on the same path (a filter, the sort, the next page) needs no search.
     */
    answered?: readonly string[];
  } = {},
): Promise<DiscoveringRoutes> {
  const { api, store } = dependencies;
  const environment = guardEnvironment(dependencies);
  const load = async (name: FeatureName) => ({
    name,
    routes: (await withChunkReload(loaders[name], dependencies.chunkReload)())({ api, store }),
  });
  const start = startingFeatures(initial);
  const routes = routeTree(await Promise.all(start.map(load)), environment);
  const patched = new Set<FeatureName>(start);
  const known = new Set(answered);
  let rest: Promise<Awaited<ReturnType<typeof load>>[]> | undefined;
  return {
    routes,
    async patchRoutesOnNavigation({ path, patch, signal }) {
      if (patched.size === FEATURE_NAMES.length || known.has(path)) return;
      rest ??= Promise.all(FEATURE_NAMES.filter((name) => !patched.has(name)).map(load)).catch(
        (error: unknown) => {
          rest = undefined;
          throw error;
        },
      );
      const features = await rest;
      if (signal.aborted) return;
      for (const feature of features) {
        if (patched.has(feature.name)) continue;
        patched.add(feature.name);
        for (const layout of LAYOUT_NAMES) {
          const children = featureLayoutRoutes(feature.name, feature.routes, layout, environment);
          if (children.length) patch(layoutRouteId(layout), children);
        }
      }
    },
  };
}
