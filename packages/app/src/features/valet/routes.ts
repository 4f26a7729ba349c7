import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';

/** The project submission ("valet", SPEC §2); coming soon until the valet issue builds it. */
const VALET_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'project-submission',
    name: 'project-submission',
    title: 'Submit Your Project',
    text: 'Describe your project in a few steps and get free quotes from handpicked agencies within 1 hour: no obligation to hire, 100% risk-free.',
    keepAlive: false,
    links: [
      { label: 'Browse all agencies', to: paths.companies() },
      { label: 'Contact us', to: paths.contact() },
    ],
  },
  {
    path: 'project-submission/confirmation',
    name: 'project-submission-confirmation',
    title: 'Project Submitted',
    text: 'The confirmation of a submitted project, with what happens next.',
  },
];

export function createValetRoutes(): FeatureRoutes {
  return {
    default: [
      ...VALET_PAGES.map(comingSoonRoute),
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
