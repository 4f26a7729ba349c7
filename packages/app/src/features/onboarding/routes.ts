import { SUBMIT_TEXT } from './submit-fields';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { SubmitPageData } from './pages/SubmitCompanyPage';

/**
 * Getting a company listed and into the hands of its people (SPEC §2, issue 16): why and how, the
 * submit form and its confirmation, claiming a listed company, joining one, invitations.
 */
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
        // Posted before the page's script ran (issue 33): what was typed kept, the page asks to wait.
        action: async (args) =>
          (await import('../../shared/forms/form-action')).keepTypedAction(SUBMIT_TEXT)(args),
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
      {
        path: 'company/claim',
        lazy: async () => ({
          Component: (await import('./pages/ClaimCompanyPage')).ClaimCompanyPage,
        }),
        handle: {
          name: 'company-claim',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Claim Your Company',
            description:
              'Claim your listed company to run its profile, answer reviews and receive leads.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'company/claim/verify/:token',
        lazy: async () => ({
          Component: (await import('./pages/ClaimVerifyPage')).ClaimVerifyPage,
        }),
        handle: {
          name: 'company-claim-verify',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Confirm Your Claim',
            description: 'Confirm the claim of your company with the link we e-mailed.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      ...(['claim', 'manager'] as const).map((as) => ({
        path: `company/join/${as}/:slug?`,
        lazy: async () => {
          const pages = await import('./pages/JoinCompanyPage');
          return { Component: as === 'claim' ? pages.JoinAsOwnerPage : pages.JoinAsManagerPage };
        },
        handle: {
          name: `company-join-${as}-slug`,
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: as === 'claim' ? 'Join Your Company' : 'Become a Manager',
            description: 'Ask the owners of a listed company to let you help run its profile.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      })),
      {
        path: 'company/join/invitation/:id?',
        lazy: async () => ({
          Component: (await import('./pages/InvitationPage')).InvitationPage,
        }),
        handle: {
          name: 'company-join-invitation-id',
          keepAlive: false,
          head: () => ({
            title: 'Join Your Team',
            description: 'Accept an invitation to help run a company profile.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
