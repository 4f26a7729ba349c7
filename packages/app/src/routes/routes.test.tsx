import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  createStaticHandler,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { createTestApiClient } from '@atlas/api/client';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { paths } from '../config/paths';
import { createRoutes } from './index';
import { enforceOutcome, guardRoutes, type GuardEnvironment } from './guarded';
import { NOT_FOUND_MESSAGE } from '../shared/errors/messages';
import { SURVEY_TOPICS } from '../features/surveys/topics';

function routes(options: { maintenance?: boolean; loggedIn?: boolean } = {}) {
  const store = new RootStore(
    { ...testPublicConfig, maintenance: options.maintenance ?? false },
    createTestApiClient(),
  );
  if (options.loggedIn) store.user.setUser({ id: 'u1', name: 'Ada Lovelace', avatar: null });
  return { store, routes: createRoutes({ api: store.api, store, chunkReload: () => null }) };
}

function matched(path: string): { name: unknown; layout: string | undefined } {
  const matches = matchRoutes(routes().routes, path) ?? [];
  const last = matches[matches.length - 1];
  const handle: unknown = last?.route.handle;
  return {
    name: typeof handle === 'object' && handle !== null && 'name' in handle ? handle.name : null,
    layout: matches.find((match) => match.route.id?.startsWith('layout-'))?.route.id,
  };
}

/** SPEC §2 paths this file's routes own: path → [route name, layout]. */
const OWN_PATHS: [string, string, string][] = [
  ['/', 'index', 'layout-default'],
  ['/companies', 'companies', 'layout-default'],
  ['/companies/seo', 'companies-seg', 'layout-default'],
  ['/companies/seo/london', 'companies-seg-segment', 'layout-default'],
  ['/companies/get-listed', 'companies-get-listed', 'layout-default'],
  ['/companies/submit', 'companies-submit', 'layout-default'],
  ['/companies/submit/confirmation', 'companies-submit-confirmation', 'layout-default'],
  ['/companies/saved-searches/view/12', 'companies-saved-searches-view-id', 'layout-default'],
  ['/company/claim', 'company-claim', 'layout-default'],
  ['/company/edit', 'company-edit', 'layout-default'],
  ['/company/join/claim/acme', 'company-join-claim-slug', 'layout-default'],
  ['/company/join/claim', 'company-join-claim-slug', 'layout-default'],
  ['/company/join/invitation/abc123', 'company-join-invitation-id', 'layout-default'],
  ['/company/join/manager/acme', 'company-join-manager-slug', 'layout-default'],
  ['/login', 'login', 'layout-default'],
  ['/register', 'register', 'layout-default'],
  ['/forgot', 'forgot', 'layout-default'],
  ['/awards', 'awards', 'layout-awards'],
  ['/blog', 'blog', 'layout-default'],
  ['/blog/how-to-hire', 'blog-slug', 'layout-default'],
  ['/blog/category/design', 'blog-category-index', 'layout-default'],
  ['/blog/tag/ai', 'blog-tag-index', 'layout-default'],
  ['/blog/preview', 'blog-preview-slug', 'layout-default'],
  ['/blog/preview/draft-1', 'blog-preview-slug', 'layout-default'],
  ['/blog/tech-nations/contribution', 'blog-tech-nations-contribution', 'layout-default'],
  ['/es/blog', 'es-blog', 'layout-default'],
  ['/es/blog/como-contratar', 'es-blog-slug', 'layout-default'],
  ['/es/blog/category/diseno', 'es-blog-category-index', 'layout-default'],
  ['/project-submission', 'project-submission', 'layout-default'],
  ['/project-submission/confirmation', 'project-submission-confirmation', 'layout-default'],
  ['/top-companies/promote', 'top-companies-promote', 'layout-default'],
  ['/top-companies/promote/join', 'top-companies-promote-join', 'layout-default'],
  ['/top-companies/seo/london', 'top-companies-service-city', 'layout-default'],
  ['/top-companies/london', 'top-companies-service-city', 'layout-default'],
  ['/top-companies/seo/london/screenshot', 'top-companies-service-city-screenshot', 'layout-blank'],
  ['/top-companies/screenshot', 'top-companies-service-city-screenshot', 'layout-blank'],
  ['/dashboard', 'dashboard', 'layout-default'],
  ['/dashboard/', 'dashboard', 'layout-default'],
  ['/dashboard/awards', 'dashboard-awards', 'layout-default'],
  ['/dashboard/awards/2021', 'dashboard-awards-2021', 'layout-default'],
  ['/dashboard/awards/badges', 'dashboard-awards-badges', 'layout-default'],
  ['/dashboard/company', 'dashboard-company', 'layout-default'],
  ['/dashboard/company/analytics', 'dashboard-company-analytics', 'layout-default'],
  ['/dashboard/company/members', 'dashboard-company-members', 'layout-default'],
  ['/dashboard/company/reviews', 'dashboard-company-reviews', 'layout-default'],
  ['/dashboard/company/verification', 'dashboard-company-verification', 'layout-default'],
  [
    '/dashboard/company/verification/confirm',
    'dashboard-company-verification-confirm',
    'layout-default',
  ],
  ['/dashboard/company/promote/join', 'dashboard-company-promote-join', 'layout-default'],
  ['/dashboard/inbox', 'dashboard-inbox', 'layout-default'],
  [
    '/dashboard/inbox/project-submissions',
    'dashboard-inbox-project-submissions-id',
    'layout-default',
  ],
  [
    '/dashboard/inbox/project-submissions/7',
    'dashboard-inbox-project-submissions-id',
    'layout-default',
  ],
  ['/dashboard/inbox/valet', 'dashboard-inbox-valet', 'layout-default'],
  ['/dashboard/inbox/valet/7', 'dashboard-inbox-valet-id', 'layout-default'],
  ['/dashboard/inbox/chat-42', 'dashboard-inbox-id', 'layout-default'],
  ['/dashboard/overview', 'dashboard-overview', 'layout-default'],
  ['/dashboard/overview/profile', 'dashboard-overview-profile', 'layout-default'],
  ['/dashboard/overview/support', 'dashboard-overview-support', 'layout-default'],
  ['/dashboard/promo-membership', 'dashboard-promo-membership', 'layout-default'],
  ['/dashboard/searches', 'dashboard-searches', 'layout-default'],
  ['/dashboard/settings', 'dashboard-settings', 'layout-default'],
  ['/dashboard/notifications', 'dashboard-notifications', 'layout-default'],
  ['/awards-2022', 'awards-2022', 'layout-awards'],
  ['/awards-2025', 'awards-2025', 'layout-awards'],
  ['/awards-2023/faq', 'awards-2023-faq', 'layout-awards'],
  ['/awards-2024/vote', 'awards-2024-vote', 'layout-awards'],
  ['/awards-2025/vote/update', 'awards-2025-vote-update', 'layout-awards'],
  ['/awards-2023/winners/seo', 'awards-2023-winners-service-slug', 'layout-awards'],
  ['/awards-2023/winners/seo/acme', 'awards-2023-winners-service-slug', 'layout-awards'],
  ['/awards-2024/best-seo', 'awards-2024-slug', 'layout-awards'],
  ['/awards-2024/best-seo/london', 'awards-2024-slug-segment', 'layout-awards'],
  ['/awards-2022/best-seo/check-winner', 'awards-2022-slug-check-winner', 'layout-awards'],
  ['/awards/questionnaire', 'awards-questionnaire', 'layout-awards'],
  ['/awards/best-seo', 'awards-slug', 'layout-awards'],
  ['/awards/best-seo/london', 'awards-slug-segment', 'layout-awards'],
  ['/awards/embedded/2021', 'awards-embedded-2021', 'layout-blank'],
  ['/awards/embedded/2025', 'awards-embedded-2025', 'layout-blank'],
  ['/awards/embedded/monthly', 'awards-embedded-monthly', 'layout-blank'],
  ['/awards/embedded/2023/voting', 'awards-embedded-2023-voting', 'layout-blank'],
  ['/survey/state-of-remote-work', 'survey-state-of-remote-work', 'layout-survey'],
  ['/no/such/page', 'not-found', 'layout-default'],
];

describe('the route table (SPEC §2)', () => {
  it.each(OWN_PATHS)('%s is the route %s in %s', (path, name, layout) => {
    expect(matched(path)).toEqual({ name, layout });
  });

  it('has a survey page for each of the ~35 topics, one without the main navigation', () => {
    expect(SURVEY_TOPICS.length).toBeGreaterThanOrEqual(35);
    for (const topic of SURVEY_TOPICS)
      expect(matched(`/survey/${topic.slug}`)).toEqual({
        name: `survey-${topic.slug}`,
        layout: 'layout-survey',
      });
    const hidden = matchRoutes(routes().routes, '/survey/it-business-outsourcing-survey-2021');
    expect(hidden?.at(-1)?.route.handle).toMatchObject({ hideNavigation: true });
  });

  it('keeps forms, login, register and the dashboard out of keep-alive', () => {
    for (const path of ['/login', '/register', '/project-submission', '/dashboard/inbox']) {
      const handle: unknown = matchRoutes(routes().routes, path)?.at(-1)?.route.handle;
      expect(handle, path).toMatchObject({ keepAlive: false });
    }
  });
});

/** Every route of the composed tree with its parents' paths joined to its own. */
function flatten(
  table: readonly RouteObject[],
  parent = '',
): { path: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

function handleOf(route: RouteObject): Record<string, unknown> {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null ? { ...handle } : {};
}

/** An address from each path builder; a builder missing here is a type error. */
const BUILT: { readonly [Name in keyof typeof paths]: () => string } = {
  home: () => paths.home(),
  companies: () => paths.companies(2),
  companyListing: () => paths.companyListing('seo', 'london'),
  savedSearch: () => paths.savedSearch('abc123'),
  company: () => paths.company('acme'),
  companyContact: () => paths.companyContact('acme'),
  companyPreview: () => paths.companyPreview('acme'),
  reviewSubmit: () => paths.reviewSubmit('acme'),
  reviewConfirm: () => paths.reviewConfirm(),
  loginWith: () => paths.loginWith('google', '/companies'),
  countries: () => paths.countries(),
  services: () => paths.services(),
  login: () => paths.login('/dashboard/'),
  register: () => paths.register(),
  logout: () => paths.logout(),
  forgot: () => paths.forgot(),
  activateAccount: () => paths.activateAccount('ada@example.test'),
  dashboard: () => paths.dashboard(),
  dashboardCompany: () => paths.dashboardCompany(),
  dashboardCompanyReviews: () => paths.dashboardCompanyReviews(),
  dashboardSupport: () => paths.dashboardSupport(),
  dashboardOverview: () => paths.dashboardOverview(),
  dashboardProfileSummary: () => paths.dashboardProfileSummary(),
  dashboardAnalytics: () => paths.dashboardAnalytics(),
  dashboardPromoMembership: () => paths.dashboardPromoMembership(),
  dashboardSearches: () => paths.dashboardSearches(),
  dashboardNotifications: () => paths.dashboardNotifications(),
  dashboardSettings: () => paths.dashboardSettings(),
  dashboardAwards: () => paths.dashboardAwards(),
  dashboardInbox: () => paths.dashboardInbox(),
  dashboardConversation: () => paths.dashboardConversation('0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c'),
  dashboardProjectSubmission: () => paths.dashboardProjectSubmission('7'),
  getListed: () => paths.getListed(),
  submitCompany: () => paths.submitCompany(),
  submitCompanyConfirmation: () => paths.submitCompanyConfirmation(),
  claimCompany: () => paths.claimCompany('acme'),
  joinCompany: () => paths.joinCompany('manager', 'acme'),
  editCompany: () => paths.editCompany(),
  dashboardMembers: () => paths.dashboardMembers(),
  dashboardCompanyVerification: () => paths.dashboardCompanyVerification(),
  dashboardVerificationConfirm: () =>
    paths.dashboardVerificationConfirm('abcdefghijklmnopqrstuvwxyz_012'),
  admin: () => paths.admin(),
  adminClaims: () => paths.adminClaims(),
  adminReviews: () => paths.adminReviews(),
  adminValet: () => paths.adminValet(),
  adminVerifications: () => paths.adminVerifications(),
  projectSubmission: () => paths.projectSubmission(),
  projectSubmissionConfirmation: () => paths.projectSubmissionConfirmation('?id=7'),
  projectSubmissionProject: () => paths.projectSubmissionProject('abcdefghijklmnopqrstuvwxyz_012'),
  dashboardValet: () => paths.dashboardValet('0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c'),
  dashboardProject: () => paths.dashboardProject('0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c'),
  awards: () => paths.awards(),
  awardsEdition: () => paths.awardsEdition('2025'),
  blog: () => paths.blog(),
  topCompaniesPromote: () => paths.topCompaniesPromote(),
  topCompanies: () => paths.topCompanies('seo', 'london'),
  aboutUs: () => paths.aboutUs(),
  careers: () => paths.careers(),
  contact: () => paths.contact(),
  faq: () => paths.faq(),
  terms: () => paths.terms(),
  improveRanking: () => paths.improveRanking(),
  writeForUs: () => paths.writeForUs(),
  contribute: () => paths.contribute(),
  maintenance: () => paths.maintenance(),
  pitchDeck: () => paths.pitchDeck(),
  testCountries: () => paths.testCountries(),
  safeUrl: () => paths.safeUrl('https://example.test/'),
};

describe('the composed route list (features own their routes)', () => {
  const all = flatten(routes().routes);

  it('gives every page a head: a route that renders (or lazily loads) a page says its title', () => {
    const pages = all.filter(
      ({ route }) => !route.children && (route.lazy !== undefined || route.element != null),
    );
    expect(pages.length).toBeGreaterThan(100);
    for (const { path, route } of pages)
      expect(typeof handleOf(route).head, `${path} has no head`).toBe('function');
  });

  it('names each route once', () => {
    const names = all.map(({ route }) => handleOf(route).name).filter(Boolean);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(Object.entries(BUILT))(
    'paths.%s builds an address a route answers (not the catch-all)',
    (_name, built) => {
      const { pathname } = new URL(built(), 'https://atlas.test');
      const last = matchRoutes(routes().routes, pathname)?.at(-1)?.route;
      expect(last, pathname).toBeDefined();
      expect(last?.path, pathname).not.toBe('*');
    },
  );
});

/** Runs a request through the routes as the server does (guards, loaders, statuses). */
async function serve(path: string, options: Parameters<typeof routes>[0] = {}) {
  const handler = createStaticHandler(routes(options).routes);
  const result = await handler.query(new Request(`https://atlas.test${path}`));
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('location'), error: undefined };
  const error = result.errors ? Object.values(result.errors)[0] : undefined;
  return { status: result.statusCode, location: null, error };
}

describe('guards through the routes (server side)', () => {
  it.each<[string, number, string]>([
    ['/about-us/', 301, '/about-us'],
    ['/Company/Edit/?step=2', 301, '/company/edit?step=2'],
    ['/dashboard', 301, '/dashboard/'],
    ['/dashboard/', 302, '/login?redirect=%2Fdashboard%2F'],
    [
      '/dashboard/inbox/valet/7?x=1',
      302,
      `/login?redirect=${encodeURIComponent('/dashboard/inbox/valet/7?x=1')}`,
    ],
    ['/dashboard/no-such-page', 302, '/login?redirect=%2Fdashboard%2Fno-such-page'],
    ['/company/edit', 302, '/login?redirect=%2Fcompany%2Fedit'],
    ['/top-companies/other-seo/london', 301, '/top-companies/seo/london'],
    ['/top-companies/rail-freight/london', 301, '/companies'],
    ['/project-submission-confirmation', 301, '/project-submission/confirmation'],
  ])('%s → %i %s', async (path, status, location) => {
    expect(await serve(path)).toMatchObject({ status, location });
  });

  it('renders planned pages with 200', async () => {
    expect(await serve('/dashboard/settings', { loggedIn: true })).toMatchObject({ status: 200 });
  });

  it('sends every page to /maintenance while the flag is on, and /maintenance home when off', async () => {
    expect(await serve('/awards-2025', { maintenance: true })).toMatchObject({
      status: 302,
      location: '/maintenance',
    });
    expect(await serve('/maintenance')).toMatchObject({ status: 302, location: '/' });
  });

  it('sends a signed-in user away from the guest-only pages', async () => {
    expect(await serve('/login', { loggedIn: true })).toMatchObject({
      status: 302,
      location: '/dashboard/',
    });
  });

  it.each([
    '/awards-2019',
    '/awards-2019/best-seo',
    '/survey/no-such-topic',
    '/dashboard/inbox/valet/abc',
    '/awards/embedded/2020',
    '/blog/bad%20slug!',
  ])(
    'answers %s (parameters fail validation) with 404 "This page could not be found"',
    async (path) => {
      const answer = await serve(path, { loggedIn: true });
      expect(answer.status).toBe(404);
      expect(isRouteErrorResponse(answer.error) && answer.error.data).toBe(NOT_FOUND_MESSAGE);
    },
  );

  it('answers an unknown path with a plain 404 (the "Something Missing" page)', async () => {
    const answer = await serve('/no/such/page');
    expect(answer.status).toBe(404);
    expect(isRouteErrorResponse(answer.error) && answer.error.data).toBeNull();
  });
});

describe('guardRoutes', () => {
  function environment(overrides: Partial<GuardEnvironment> = {}): GuardEnvironment {
    return {
      maintenance: false,
      hasAuthCookie: () => false,
      isLoggedIn: () => false,
      logout: vi.fn(),
      chunkReload: () => null,
      ...overrides,
    };
  }

  it('answers a route naming an unknown guard with 500 Unknown middleware', async () => {
    const table: RouteObject[] = [
      { path: '/', element: null, handle: { guards: ['no-such-guard'] } },
    ];
    const handler = createStaticHandler(guardRoutes(table, environment()));
    const result = await handler.query(new Request('https://atlas.test/'));
    if (result instanceof Response) throw new Error('expected an error, got a redirect');
    expect(result.statusCode).toBe(500);
    const error = Object.values(result.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.data).toBe('Unknown middleware');
  });

  it('runs a loader from a lazy module after the guards (the router would ignore it)', async () => {
    const loader = vi.fn(() => ({ from: 'lazy' }));
    const table: RouteObject[] = [
      {
        path: '/page',
        lazy: async () => ({ loader, Component: () => null }),
        handle: { guards: ['protected'] },
      },
    ];
    const signedOut = createStaticHandler(guardRoutes(table, environment()));
    const refused = await signedOut.query(new Request('https://atlas.test/page'));
    expect(refused instanceof Response && refused.status).toBe(302);
    expect(loader).not.toHaveBeenCalled();

    const signedIn = createStaticHandler(
      guardRoutes(table, environment({ hasAuthCookie: () => true })),
    );
    const result = await signedIn.query(new Request('https://atlas.test/page'));
    if (result instanceof Response) throw new Error('expected the page');
    expect(Object.values(result.loaderData)).toContainEqual({ from: 'lazy' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('logs out and redirects in the browser router when a protected page is opened', async () => {
    const logout = vi.fn();
    const table: RouteObject[] = [
      { path: '/', element: null },
      { path: '/company/edit', element: null, handle: { guards: ['protected'] } },
      { path: '/login', element: null },
    ];
    const router = createMemoryRouter(guardRoutes(table, environment({ logout })), {
      initialEntries: ['/'],
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/company/edit?step=2');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/company/edit?step=2')}`,
    );
    expect(logout).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('lets a signed-in visitor through in the browser router (the user state stands for the cookie)', async () => {
    const { routes: table } = routes({ loggedIn: true });
    const router = createMemoryRouter(table, { initialEntries: ['/awards-2025'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/company/edit');
    expect(router.state.location.pathname).toBe('/company/edit');
    router.dispose();
  });

  it('sends the browser off the site with a document redirect for a non-local address', () => {
    let thrown: unknown;
    try {
      enforceOutcome(
        { kind: 'redirect', status: 302, location: 'https://elsewhere.example/' },
        environment(),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    if (!(thrown instanceof Response)) return;
    expect(thrown.headers.get('location')).toBe('https://elsewhere.example/');
    expect(thrown.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
