import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import { companyProfileHead, createCompanyProfileLoader } from './profile';

const lazyPage = async () => ({
  Component: (await import('./pages/CompanyProfilePage')).CompanyProfilePage,
});

/** The company profile pages: /company/{slug?} and /company/preview/noactions/{slug?}, as children of the default layout. */
export function createCompanyProfileRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'company/:slug?',
        loader: createCompanyProfileLoader(api, false),
        lazy: lazyPage,
        handle: {
          name: 'company',
          head: companyProfileHead,
          params: { slug: 'slug' },
        } satisfies RouteHandle,
      },
      {
        path: 'company/preview/noactions/:slug?',
        loader: createCompanyProfileLoader(api, true),
        lazy: lazyPage,
        handle: {
          name: 'company-preview-noactions',
          head: companyProfileHead,
          params: { slug: 'slug' },
        } satisfies RouteHandle,
      },
    ],
  };
}
