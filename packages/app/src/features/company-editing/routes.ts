import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';

/** Claiming, editing and joining a company (SPEC §2); coming soon until their issue builds them. */
const COMPANY_EDITING_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'company/claim',
    name: 'company-claim',
    title: 'Claim Your Company',
    text: 'Prove you work at a listed company to manage its profile, reviews and inbox.',
    guards: ['protected'],
    keepAlive: false,
    links: COMING_SOON_LINKS.account,
  },
  {
    path: 'company/edit',
    name: 'company-edit',
    title: 'Edit Your Company',
    text: 'Edit your company profile: description, services, locations, portfolio and FAQs.',
    guards: ['protected'],
    keepAlive: false,
    links: COMING_SOON_LINKS.account,
  },
  {
    path: 'company/join/claim/:slug?',
    name: 'company-join-claim-slug',
    title: 'Claim This Company',
    text: 'Ask to take over the profile of a listed company.',
    guards: ['protected'],
    keepAlive: false,
    params: { slug: 'slug' },
    links: COMING_SOON_LINKS.account,
  },
  {
    path: 'company/join/invitation/:id?',
    name: 'company-join-invitation-id',
    title: 'Join Your Team',
    text: 'Accept an invitation to help manage a company profile.',
    keepAlive: false,
    params: { id: 'token' },
    links: COMING_SOON_LINKS.account,
  },
  {
    path: 'company/join/manager/:slug?',
    name: 'company-join-manager-slug',
    title: 'Become a Manager',
    text: 'Ask the owners of a listed company to let you manage it with them.',
    guards: ['protected'],
    keepAlive: false,
    params: { slug: 'slug' },
    links: COMING_SOON_LINKS.account,
  },
];

export function createCompanyEditingRoutes(): FeatureRoutes {
  return { default: COMPANY_EDITING_PAGES.map(comingSoonRoute) };
}
