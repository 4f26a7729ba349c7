import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The project submission ("valet", SPEC §2, §3, §4; issue 18): the wizard, its confirmation, and
 * the buyer's project page the e-mailed link opens; and the company's matched projects in the
 * dashboard inbox (their own paths under /dashboard, behind the login like the rest of it).
 */
export function createValetRoutes(): FeatureRoutes {
  return {
    default: [
      {
        path: 'project-submission',
        // The first slide posted by the browser itself, before the page's script ran (issue 33).
        action: async (args) => (await import('./wizard-action')).valetWizardAction(args),
        lazy: async () => ({
          Component: (await import('./pages/ValetWizardPage')).ValetWizardPage,
        }),
        handle: {
          name: 'project-submission',
          keepAlive: false,
          head: () => ({
            title: 'Submit Your Project',
            description:
              'Describe your project in a few steps and get free quotes from handpicked agencies within 1 hour: no obligation to hire, 100% risk-free.',
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'project-submission/confirmation',
        lazy: async () => ({
          Component: (await import('./pages/ValetConfirmationPage')).ValetConfirmationPage,
        }),
        handle: {
          name: 'project-submission-confirmation',
          keepAlive: false,
          head: () => ({
            title: 'Project Submitted',
            description: 'Your project is submitted: what happens next, and your shortlist.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'project-submission/project/:token',
        lazy: async () => ({
          Component: (await import('./pages/ValetProjectPage')).ValetProjectPage,
        }),
        handle: {
          name: 'project-submission-project',
          keepAlive: false,
          params: { token: /^[A-Za-z0-9_-]{20,100}$/ },
          head: () => ({
            title: 'Your Project',
            description: 'Your project: the shortlist, the companies you sent it to, and quotes.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      // The buyer's own project, signed in (issue 33): the dashboard's "My projects" and the
      // e-mails of answers and quotes lead here.
      {
        path: 'dashboard/projects/:id',
        lazy: async () => ({
          Component: (await import('./pages/BuyerProjectPage')).BuyerProjectPage,
        }),
        handle: {
          name: 'dashboard-project',
          guards: ['protected'],
          keepAlive: false,
          params: { id: UUID },
          head: () => ({
            title: 'Your Project',
            description: 'Your project: quotes side by side, answers, and the companies you chose.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      // The company's side, in the dashboard's inbox (SPEC §2 "inbox … valet, valet/{id}").
      {
        path: 'dashboard/inbox/valet',
        lazy: async () => ({
          Component: (await import('./pages/ValetInboxPage')).ValetInboxPage,
        }),
        handle: {
          name: 'dashboard-inbox-valet',
          guards: ['protected'],
          keepAlive: false,
          head: () => ({
            title: 'Matched Projects',
            description: 'Projects buyers sent to your company.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'dashboard/inbox/valet/:id',
        lazy: async () => ({
          Component: (await import('./pages/ValetRequestPage')).ValetRequestPage,
        }),
        handle: {
          name: 'dashboard-inbox-valet-id',
          guards: ['protected'],
          keepAlive: false,
          params: { id: UUID },
          head: () => ({
            title: 'Matched Project',
            description: 'One project a buyer sent to your company.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        // The old address of the confirmation page.
        path: 'project-submission-confirmation',
        loader: ({ request }: LoaderFunctionArgs) => {
          throw redirect(paths.projectSubmissionConfirmation(new URL(request.url).search), 301);
        },
        element: null,
        handle: { name: 'project-submission-confirmation-old' } satisfies RouteHandle,
      },
    ],
  };
}
