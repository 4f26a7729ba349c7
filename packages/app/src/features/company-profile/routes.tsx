import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { RootStore } from '../../stores/RootStore';
import type { RouteHandle } from '../../routes/head';
import { companyProfileHead, createCompanyProfileLoader } from './profile';

export interface FeatureRouteDependencies {
  api: ApiClient;
  store?: RootStore;
}

const lazyPage = async () => ({
  Component: (await import('./pages/CompanyProfilePage')).CompanyProfilePage,
});

/** The company profile pages: /company/{slug?} and /company/preview/noactions/{slug?}, as children of the default layout. */
export function createCompanyProfileRoutes({ api }: FeatureRouteDependencies): RouteObject[] {
  return [
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
  ];
}
