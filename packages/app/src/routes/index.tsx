import type { RouteObject } from 'react-router-dom';
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
import type { CreateFeatureRoutes } from '../shared/routing/feature-routes';
import {
  FEATURE_NAMES,
  guardEnvironment,
  routeTree,
  type FeatureName,
  type RouteDependencies,
} from './tree';

export type { RouteDependencies } from './tree';

/**
 * Every feature's pages. A feature lists its own routes (`features/<feature>/routes.ts`); adding a
 * feature is one line here, one in FEATURE_NAMES and one in the browser's loaders
 * (routes/discovery.ts); adding a page is one entry in its feature's list.
 * This module is the server's (and the tests'): the browser never loads it whole.
 */
export const FEATURE_ROUTES: Readonly<Record<FeatureName, CreateFeatureRoutes>> = {
  home: createHomeRoutes,
  companies: createCompaniesRoutes,
  'company-profile': createCompanyProfileRoutes,
  reviews: createReviewRoutes,
  'static-pages': createStaticPageRoutes,
  auth: createAuthRoutes,
  awards: createAwardsRoutes,
  blog: createBlogRoutes,
  dashboard: createDashboardRoutes,
  valet: createValetRoutes,
  onboarding: createOnboardingRoutes,
  'company-editing': createCompanyEditingRoutes,
  'top-companies': createTopCompaniesRoutes,
  surveys: createSurveyRoutes,
  admin: createAdminRoutes,
  errors: createErrorRoutes,
};

/**
 * Every page of the app as route objects. A factory, so each server request gets routes bound to
 * its own API client and store; every page route runs its guards first (routes/guarded.ts).
 */
export function createRoutes(dependencies: RouteDependencies): RouteObject[] {
  const { api, store } = dependencies;
  const features = FEATURE_NAMES.map((name) => ({
    name,
    routes: FEATURE_ROUTES[name]({ api, store }),
  }));
  return routeTree(features, guardEnvironment(dependencies));
}
