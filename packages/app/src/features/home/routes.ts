import type { LoaderFunctionArgs } from 'react-router-dom';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { HomePageData } from './pages/HomePage';

/** The home page: the best-scored companies and the directory's size. */
export function createHomeRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        index: true,
        loader: async ({ request }: LoaderFunctionArgs): Promise<HomePageData> => {
          const top = await api.listCompanies({ per_page: 6, sort: 'score' }, request.signal);
          return { companies: top.data, total: top.meta.total };
        },
        lazy: async () => ({
          Component: (await import('./pages/HomePage')).HomePage,
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
    ],
  };
}
