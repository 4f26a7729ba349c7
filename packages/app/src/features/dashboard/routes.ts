import { data, redirect, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import { paths } from '../../config/paths';
import { dashboardAwardsRoutes } from './awards/awards';
import { companyQueryOf, withCompany } from '../../shared/companies/managed-company';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /dashboard/inbox/{id}: one conversation (issue 17); anyone but its participants gets a 404. */
function conversationRoute(api: ApiClient): RouteObject {
  return {
    path: 'inbox/:id',
    loader: async ({ params, request }) => {
      const id = params.id ?? '';
      if (!UUID.test(id)) throw data(null, { status: 404 });
      try {
        return await api.getConversation(id, {}, request.signal);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          throw data(null, { status: 404 });
        throw error;
      }
    },
    lazy: async () => ({
      Component: (await import('./pages/ConversationPage')).ConversationPage,
    }),
    handle: {
      name: 'dashboard-inbox-id',
      keepAlive: false,
      params: { id: UUID },
      head: (loaded) => {
        // The loader's answer, checked by the client already: only its subject is read here.
        const subject = (loaded as { data?: { subject?: unknown } } | undefined)?.data?.subject;
        return {
          title: typeof subject === 'string' ? subject : 'Conversation',
          description: 'One conversation of your inbox.',
          noindex: true,
        };
      },
    } satisfies RouteHandle,
  };
}

/** A dashboard page with no loader of its own: its component loads what it shows. */
function lazyPage(
  path: string,
  name: string,
  load: () => Promise<RouteObject['Component']>,
  title: string,
  description: string,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await load() }),
    handle: {
      name,
      keepAlive: false,
      head: () => ({ title, description, noindex: true }),
    } satisfies RouteHandle,
  };
}

/** The account's and the company's overview pages and support (issue 19). */
const OVERVIEW_PAGES: readonly RouteObject[] = [
  lazyPage(
    'company',
    'dashboard-company',
    async () => (await import('./pages/MyCompanyPage')).MyCompanyPage,
    'My Company',
    'Your company at a glance, and everything you manage for it.',
  ),
  lazyPage(
    'overview',
    'dashboard-overview',
    async () => (await import('./pages/OverviewPage')).OverviewPage,
    'Overview',
    'Everything about your account in one place.',
  ),
  lazyPage(
    'overview/profile',
    'dashboard-overview-profile',
    async () => (await import('./pages/ProfileSummaryPage')).ProfileSummaryPage,
    'Your Profile',
    'Your company profile part by part, and what each part still lacks.',
  ),
  lazyPage(
    'overview/support',
    'dashboard-overview-support',
    async () => (await import('./pages/SupportPage')).SupportPage,
    'Get Support',
    'Ask our team for help with your listing or account.',
  ),
];

/** The company's verification (issue 33): its state and request, and the e-mailed link. */
const VERIFICATION_PAGES: readonly RouteObject[] = [
  lazyPage(
    'company/verification',
    'dashboard-company-verification',
    async () => (await import('./verification/VerificationPage')).VerificationPage,
    'Verification',
    'Get your company verified: send its registration, an address at its domain and documents.',
  ),
  lazyPage(
    'company/verification/confirm',
    'dashboard-company-verification-confirm',
    async () => (await import('./verification/ConfirmAddressPage')).ConfirmAddressPage,
    'Confirm the address',
    'Confirm the address at your company’s domain for its verification.',
  ),
];

/** /dashboard/ and its pages: all behind the login, never kept alive. */
export function createDashboardRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'dashboard',
        handle: {
          guards: ['dashboard-slash', 'protected'],
          keepAlive: false,
        } satisfies RouteHandle,
        children: [
          // '' (the home) is DashboardHomePage (below); awards, awards/{2021…2024} and
          // awards/badges are dashboardAwardsRoutes; inbox/project-submissions/{id?} lead to the
          // valet's matched projects (features/valet/routes.ts: inbox/valet and inbox/valet/:id).
          ...OVERVIEW_PAGES,
          ...VERIFICATION_PAGES,
          ...dashboardAwardsRoutes(api),
          conversationRoute(api),
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/DashboardHomePage')).DashboardHomePage,
            }),
            handle: {
              name: 'dashboard',
              keepAlive: false,
              head: () => ({
                title: 'Dashboard',
                description: 'What needs your company’s attention now.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'inbox',
            loader: ({ request }) => api.listConversations(request.signal),
            lazy: async () => ({ Component: (await import('./pages/InboxPage')).InboxPage }),
            handle: {
              name: 'dashboard-inbox',
              keepAlive: false,
              head: () => ({
                title: 'Inbox',
                description: 'Your conversations with buyers and companies.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            // SPEC §2's project submissions are the projects buyers sent the company (the
            // valet): valet_completed opens one of them (SPEC §4).
            path: 'inbox/project-submissions/:id?',
            loader: ({ params, request }) => {
              const id = params.id;
              if (id !== undefined && !UUID.test(id)) throw data(null, { status: 404 });
              // An e-mailed lead names its company: the lead opens in that company's inbox.
              const company = companyQueryOf(request.url).company;
              throw redirect(withCompany(paths.dashboardValet(id), company), 302);
            },
            element: null,
            handle: {
              name: 'dashboard-inbox-project-submissions-id',
              keepAlive: false,
            } satisfies RouteHandle,
          },
          // company/promote/join is the TOP 10 feature's (features/top-companies/routes.ts).
          {
            path: 'searches',
            lazy: async () => ({
              Component: (await import('./pages/SavedSearchesPage')).SavedSearchesPage,
            }),
            handle: {
              name: 'dashboard-searches',
              keepAlive: false,
              head: () => ({
                title: 'Saved Searches',
                description: 'The listing searches you saved, and their e-mail alerts.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('./pages/NotificationsPage')).NotificationsPage,
            }),
            handle: {
              name: 'dashboard-notifications',
              keepAlive: false,
              head: () => ({
                title: 'Notifications',
                description: 'Every notification: leads, messages and awards news.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('./pages/SettingsPage')).SettingsPage,
            }),
            handle: {
              name: 'dashboard-settings',
              keepAlive: false,
              head: () => ({
                title: 'Settings',
                description: 'Your name, picture, e-mail address, password, devices and data.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'company/analytics',
            lazy: async () => ({
              Component: (await import('./pages/AnalyticsPage')).AnalyticsPage,
            }),
            handle: {
              name: 'dashboard-company-analytics',
              keepAlive: false,
              head: () => ({
                title: 'Analytics',
                description: 'Views, clicks and leads of your profile over time.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'company/reviews',
            lazy: async () => ({
              Component: (await import('./pages/CompanyReviewsPage')).CompanyReviewsPage,
            }),
            handle: {
              name: 'dashboard-company-reviews',
              keepAlive: false,
              head: () => ({
                title: 'Reviews',
                description:
                  'Your company’s reviews, your replies, and inviting clients to write one.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'promo-membership',
            lazy: async () => ({
              Component: (await import('./pages/PromoMembershipPage')).PromoMembershipPage,
            }),
            handle: {
              name: 'dashboard-promo-membership',
              keepAlive: false,
              head: () => ({
                title: 'Promo Membership',
                description:
                  'Your TOP 10 sponsorships, their impressions and clicks, and invoices.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            path: 'company/members',
            lazy: async () => ({ Component: (await import('./pages/MembersPage')).MembersPage }),
            handle: {
              name: 'dashboard-company-members',
              keepAlive: false,
              head: () => ({
                title: 'Members',
                description: 'The people who manage your company, and invitations.',
                noindex: true,
              }),
            } satisfies RouteHandle,
          },
          {
            // Unknown dashboard pages are private too: the login comes before the 404.
            path: '*',
            loader: () => {
              throw data(null, { status: 404 });
            },
            element: null,
            handle: { name: 'dashboard-not-found', keepAlive: false } satisfies RouteHandle,
          },
        ],
      },
    ],
  };
}
