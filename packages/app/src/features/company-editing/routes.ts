import type { FeatureRoutes } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';

/** Editing a company's profile in five steps (SPEC §2 "Company", issue 16): members only. */
export function createCompanyEditingRoutes(): FeatureRoutes {
  return {
    default: [
      {
        path: 'company/edit',
        lazy: async () => ({
          Component: (await import('./pages/EditCompanyPage')).EditCompanyPage,
        }),
        handle: {
          name: 'company-edit',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Edit Your Company',
            description:
              'Edit your company profile: description, services, portfolio, locations and FAQs.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
