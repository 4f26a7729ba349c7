import { data, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { RouteHandle } from '../../../shared/routing/head';

const handle = (name: string, title: string, description: string) =>
  ({
    name,
    keepAlive: false,
    head: () => ({ title: `Staff: ${title}`, description, noindex: true }),
  }) satisfies RouteHandle;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/support (requests from /dashboard/overview/support), /admin/support/{id} (one, answered
 * there) and /admin/review-reports (reviews companies reported). Issue 19.
 */
export function createAdminSupportRoutes(api: ApiClient): RouteObject[] {
  const loaders = () => import('./loaders');
  return [
    {
      path: 'admin/support',
      lazy: async () => {
        const [{ loadSupportQueue }, { SupportQueuePage }] = await Promise.all([
          loaders(),
          import('./SupportQueuePage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadSupportQueue(api, request),
          Component: SupportQueuePage,
        };
      },
      handle: handle('admin-support', 'support requests', 'Answer people who asked for help.'),
    },
    {
      path: 'admin/support/:id',
      lazy: async () => {
        const [{ loadSupportThread }, { SupportThreadPage }] = await Promise.all([
          loaders(),
          import('./SupportThreadPage'),
        ]);
        return {
          loader: ({ request, params }: { request: Request; params: { id?: string } }) => {
            const id = params.id ?? '';
            if (!UUID.test(id)) throw data(null, { status: 404 });
            return loadSupportThread(api, request, id);
          },
          Component: SupportThreadPage,
        };
      },
      handle: handle('admin-support-id', 'support request', 'One support request and its answers.'),
    },
    {
      path: 'admin/review-reports',
      lazy: async () => {
        const [{ loadReviewReports }, { ReviewReportsPage }] = await Promise.all([
          loaders(),
          import('./ReviewReportsPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadReviewReports(api, request),
          Component: ReviewReportsPage,
        };
      },
      handle: handle(
        'admin-review-reports',
        'reported reviews',
        'Uphold or dismiss the reports companies made of their reviews.',
      ),
    },
  ];
}
