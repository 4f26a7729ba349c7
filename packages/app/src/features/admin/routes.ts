import { data } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';
import {
  ListCompanySubmissionsQuerySchema,
  type CompanySubmissionsQuery,
} from '@atlas/api/endpoints/list-company-submissions';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { AdminPageData } from './pages/AdminPage';

/** The queue's query from the address; anything it cannot take falls back to the defaults. */
export function queueQueryOf(url: URL): CompanySubmissionsQuery {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = ListCompanySubmissionsQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : ListCompanySubmissionsQuerySchema.parse({});
  return query;
}

/**
 * The staff area (issue 16): /admin, the queue of company submissions. To anyone but staff
 * (signed out included) it does not exist: the API answers 404 and so does the page.
 */
export function createAdminRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'admin',
        loader: async ({ request }): Promise<AdminPageData> => {
          const query = queueQueryOf(new URL(request.url));
          try {
            const answer = await api.listCompanySubmissions(query, request.signal);
            return { query, rows: answer.data, total: answer.total };
          } catch (error) {
            if (error instanceof ApiError && [401, 403, 404].includes(error.status))
              throw data(null, { status: 404 });
            throw error;
          }
        },
        lazy: async () => ({ Component: (await import('./pages/AdminPage')).AdminPage }),
        handle: {
          name: 'admin',
          keepAlive: false,
          head: () => ({
            title: 'Staff: company submissions',
            description: 'Review the companies submitted to the directory.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
