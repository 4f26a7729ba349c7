import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { SubmitPageData } from './pages/SubmitCompanyPage';

/** Getting a company listed (SPEC §2, issue 16): why and how, the submit form, its confirmation. */
export function createOnboardingRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'companies/get-listed',
        lazy: async () => ({
          Component: (await import('./pages/GetListedPage')).GetListedPage,
        }),
        handle: {
          name: 'companies-get-listed',
          head: () => ({
            title: 'Get Listed',
            description:
              'List your agency for free: a profile in the directory, verified reviews and leads from buyers.',
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'companies/submit',
        loader: async ({ request }): Promise<SubmitPageData> => {
          const [countries, services] = await Promise.all([
            api.listCountries(request.signal),
            api.listServices(request.signal),
          ]);
          return {
            countries: countries.data
              .flatMap((region) => region.countries)
              .map(({ id, name }) => ({ id, name }))
              .sort((a, b) => a.name.localeCompare(b.name)),
            services: services.data
              .flatMap((group) => group.services)
              .map(({ id, name }) => ({ id, name }))
              .sort((a, b) => a.name.localeCompare(b.name)),
          };
        },
        lazy: async () => ({
          Component: (await import('./pages/SubmitCompanyPage')).SubmitCompanyPage,
        }),
        handle: {
          name: 'companies-submit',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Submit Your Company',
            description: 'Submit your company to the directory: our team reviews it and lists it.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'companies/submit/confirmation',
        lazy: async () => ({
          Component: (await import('./pages/SubmitConfirmationPage')).SubmitConfirmationPage,
        }),
        handle: {
          name: 'companies-submit-confirmation',
          keepAlive: false,
          head: () => ({
            title: 'Company Submitted',
            description: 'Your company is submitted: what happens next, and when.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
