import { data } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { QueueData } from './components/QueuePage';
import { createAdminBlogRoutes } from './blog/routes';
import { createAdminAwardsRoutes } from './awards/routes';
import { createAdminSurveysRoutes } from './surveys/routes';
import { createAdminSupportRoutes } from './support/routes';
import { createAdminVerificationRoutes } from './verification/routes';

/**
 * Loads one page of a queue. To anyone but staff (signed out included) the queue does not exist:
 * the API answers 404 and so does the page.
 */
async function loadQueue<Q extends QueueData<unknown>['query'], Row>(
  query: Q,
  list: () => Promise<{ data: Row[]; total: number }>,
): Promise<QueueData<Row>> {
  try {
    const answer = await list();
    return { query, rows: answer.data, total: answer.total };
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status))
      throw data(null, { status: 404 });
    throw error;
  }
}

const staffHandle = (name: string, title: string, description: string) =>
  ({
    name,
    keepAlive: false,
    head: () => ({ title: `Staff: ${title}`, description, noindex: true }),
  }) satisfies RouteHandle;

/**
 * The staff area (issue 16): /admin (company submissions), /admin/claims, /admin/reviews and
 * /admin/valet (project submissions, issue 18).
 */
export function createAdminRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'admin',
        loader: async ({ request }) => {
          const { queueQueryOf } = await import('./queue-query');
          const query = queueQueryOf(new URL(request.url));
          return loadQueue(query, () => api.listCompanySubmissions(query, request.signal));
        },
        lazy: async () => ({ Component: (await import('./pages/AdminPage')).AdminPage }),
        handle: staffHandle(
          'admin',
          'company submissions',
          'Review the companies submitted to the directory.',
        ),
      },
      {
        path: 'admin/claims',
        loader: async ({ request }) => {
          // The schemas of the staff queues load with them, not with every page.
          const [{ ListCompanyClaimsQuerySchema }, { queryOf }] = await Promise.all([
            import('@atlas/api/endpoints/company-claims'),
            import('./queue-query'),
          ]);
          const query = queryOf(ListCompanyClaimsQuerySchema, new URL(request.url));
          return loadQueue(query, () => api.listCompanyClaims(query, request.signal));
        },
        lazy: async () => ({ Component: (await import('./pages/ClaimsPage')).ClaimsPage }),
        handle: staffHandle(
          'admin-claims',
          'company claims',
          'Review the claims of listed companies.',
        ),
      },
      {
        path: 'admin/reviews',
        loader: async ({ request }) => {
          const [{ ReviewQueueQuerySchema }, { queryOf }] = await Promise.all([
            import('@atlas/api/endpoints/review-queue'),
            import('./queue-query'),
          ]);
          const query = queryOf(ReviewQueueQuerySchema, new URL(request.url));
          return loadQueue(query, () => api.listReviewQueue(query, request.signal));
        },
        lazy: async () => ({ Component: (await import('./pages/ReviewsPage')).ReviewsPage }),
        handle: staffHandle('admin-reviews', 'reviews', 'Publish or reject the reviews waiting.'),
      },
      {
        path: 'admin/valet',
        loader: async ({ request }) => {
          const [{ ListValetProjectsQuerySchema }, { queryOf }] = await Promise.all([
            import('@atlas/api/endpoints/valet-admin'),
            import('./queue-query'),
          ]);
          const query = queryOf(ListValetProjectsQuerySchema, new URL(request.url));
          return loadQueue(query, () => api.listValetProjects(query, request.signal));
        },
        lazy: async () => ({
          Component: (await import('./pages/ValetProjectsPage')).ValetProjectsPage,
        }),
        handle: staffHandle(
          'admin-valet',
          'project submissions',
          'Look after project submissions and adjust shortlists before release.',
        ),
      },
      // The blog's posts and contributions (issue 21).
      ...createAdminBlogRoutes(api),
      ...createAdminAwardsRoutes(api),
      ...createAdminSurveysRoutes(api),
      ...createAdminSupportRoutes(api),
      ...createAdminVerificationRoutes(api),
    ],
  };
}
