import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { RouteHandle } from '../../../shared/routing/head';

/** /admin/verifications: companies' verification requests, decided by staff (issue 33). */
export function createAdminVerificationRoutes(api: ApiClient): RouteObject[] {
  return [
    {
      path: 'admin/verifications',
      lazy: async () => {
        const [{ loadVerificationQueue }, { VerificationsPage }] = await Promise.all([
          import('./loaders'),
          import('./VerificationsPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadVerificationQueue(api, request),
          Component: VerificationsPage,
        };
      },
      handle: {
        name: 'admin-verifications',
        keepAlive: false,
        head: () => ({
          title: 'Staff: company verifications',
          description: 'Check the evidence companies send to be verified, and decide.',
          noindex: true,
        }),
      } satisfies RouteHandle,
    },
  ];
}
