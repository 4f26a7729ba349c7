import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';

/** Getting a company listed (SPEC §2); coming soon until the onboarding issue builds it. */
const ONBOARDING_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'companies/get-listed',
    name: 'companies-get-listed',
    title: 'Get Listed',
    text: 'Add your agency to the directory for free and get found by buyers looking for your services.',
    links: COMING_SOON_LINKS.listing,
  },
  {
    path: 'companies/submit',
    name: 'companies-submit',
    title: 'Submit Your Company',
    text: 'A step-by-step form to list your company: profile, services, locations and portfolio.',
    keepAlive: false,
    links: COMING_SOON_LINKS.listing,
  },
  {
    path: 'companies/submit/confirmation',
    name: 'companies-submit-confirmation',
    title: 'Company Submitted',
    text: 'The confirmation of a submitted company, with how our review of it works.',
    links: COMING_SOON_LINKS.listing,
  },
];

export function createOnboardingRoutes(): FeatureRoutes {
  return { default: ONBOARDING_PAGES.map(comingSoonRoute) };
}
