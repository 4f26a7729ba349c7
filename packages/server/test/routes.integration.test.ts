import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRequest } from '@atlas/api/ssr';
import { VARIANT_COOKIE_MAX_AGE_SECONDS } from '@atlas/api/variants';
import { createDevRenderer, type AppRenderer } from '../src/ssr/renderer';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';
import { eq } from 'drizzle-orm';
import { awardCategories, awardNominees, companies } from '../src/db/schema';

/**
 * Walks every path of SPEC §2 through the real server (the app rendered from source through Vite,
 * a real database), checking the status and Location each one answers with.
 */
let server: TestServer;
let sessionCookie: string;
let companySlug: string;

beforeAll(async () => {
  server = await buildTestServer({ companies: 30, renderer: await createDevRenderer() });
  const { token } = await insertSignedInUser(
    server.app.database.db,
    'owner@example.com',
    'Olive Owner',
  );
  sessionCookie = `${SESSION_COOKIE}=${token}`;
  companySlug = (await server.app.inject('/api/companies?per_page=1')).json().data[0].slug;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get(url: string, signedIn = false) {
  const response = await server.app.inject({
    url,
    headers: signedIn ? { cookie: sessionCookie } : {},
  });
  return { status: response.statusCode, location: response.headers.location, body: response.body };
}

const login = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Pages anyone may open: 200. */
const PUBLIC_PAGES = [
  // Static pages.
  '/',
  '/about-us',
  '/awards',
  '/awards-2022',
  '/awards-2023',
  '/awards-2024',
  '/awards-2025',
  '/blog',
  '/careers',
  '/companies',
  '/contact',
  '/contribute',
  '/countries',
  '/faq',
  '/forgot',
  '/improve-ranking',
  '/login',
  '/login?redirect=%2Fcompanies%3Fpage%3D2',
  '/logout',
  '/pitch-deck-mitp',
  '/project-submission',
  '/register',
  '/safe-url?url=https%3A%2F%2Fexample.com%2F',
  '/services',
  '/terms',
  '/test_countries',
  '/write-for-us',
  // Awards (the pages of seeded nominations and the badges are checked below, issue 20).
  ...['2023', '2024', '2025'].flatMap((edition) => [
    `/awards-${edition}/faq`,
    `/awards-${edition}/vote`,
    `/awards-${edition}/vote/update`,
  ]),
  // Companies.
  '/companies/get-listed',
  '/companies/submit/confirmation',
  '/companies/seo',
  '/companies/london',
  '/companies/software-development/united-kingdom',
  // Company.
  '/company/join/invitation/abc123',
  '/company/join/invitation',
  // Auth and email.
  '/password/reset?token=abc',
  '/email/account/activate',
  '/email/unsubscribe/someone%40example.com/acme',
  '/email/unsubscribe',
  // Blog.
  '/blog/how-to-write-a-project-brief',
  '/blog/category/hiring-agencies',
  '/blog/tag/seo',
  '/blog/tech-nations/contribution',
  '/es/blog',
  '/es/blog/como-escribir-un-briefing',
  '/es/blog/category/contratar-agencias',
  // Other.
  '/project-submission/confirmation',
  '/top-companies/promote',
  '/top-companies/seo/london',
  '/top-companies/london',
  '/top-companies/screenshot',
  '/survey/state-of-remote-work',
  '/survey/how-it-companies-use-ai',
  '/survey/crm-use-2025',
  '/survey/it-outsourcing-india-2024',
  '/survey/it-business-outsourcing-survey-2021',
];

const CONVERSATION_PAGE = '/dashboard/inbox/0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c';

/** Pages behind the login (SPEC §2 "Dashboard", company claim and editing, promotion). */
const PROTECTED_PAGES = [
  '/dashboard/',
  // The awards questionnaire is for members (issue 20).
  '/awards/questionnaire',
  '/dashboard/awards',
  ...['2021', '2022', '2023', '2024', 'badges'].map((child) => `/dashboard/awards/${child}`),
  '/dashboard/company',
  '/dashboard/company/analytics',
  '/dashboard/company/members',
  '/dashboard/company/reviews',
  '/dashboard/company/promote/join',
  '/dashboard/inbox',
  '/dashboard/inbox/project-submissions',
  '/dashboard/inbox/project-submissions/12',
  '/dashboard/inbox/valet',
  '/dashboard/inbox/valet/0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3d',
  // A conversation (issue 17): only its participants see it.
  CONVERSATION_PAGE,
  '/dashboard/overview',
  '/dashboard/overview/profile',
  '/dashboard/overview/support',
  '/dashboard/promo-membership',
  '/dashboard/searches',
  '/dashboard/settings',
  '/dashboard/notifications',
  '/company/claim',
  '/company/edit',
  '/company/join/claim/acme',
  '/company/join/manager/acme',
  '/top-companies/promote/join',
  // The submit form (issue 16).
  '/companies/submit',
];

describe('every path of SPEC §2 through the server', () => {
  it.each(PUBLIC_PAGES)('%s answers 200 with one h1', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.body.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('renders the awards pages of seeded nominations, and answers 404 for unknown ones', async () => {
    const nominations = await server.app.database.db
      .select({
        edition: awardCategories.edition,
        category: awardCategories.slug,
        company: companies.slug,
      })
      .from(awardNominees)
      .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
      .innerJoin(companies, eq(companies.id, awardNominees.companyId))
      .orderBy(awardNominees.id);
    const editions = new Set(nominations.map((row) => row.edition));
    expect(editions.size).toBeGreaterThan(2);
    for (const edition of editions) {
      const row = nominations.find((item) => item.edition === edition);
      if (!row) continue;
      const paths = [
        `/awards-${edition}/${row.category}`,
        `/awards-${edition}/${row.category}/${row.company}`,
        `/awards-${edition}/${row.company}`,
        `/awards-${edition}/${row.company}/${row.category}`,
        `/awards/${row.company}`,
        `/awards/${row.company}/${row.category}`,
        ...(edition >= 2023 ? [`/awards-${edition}/winners/${row.category}`] : []),
        ...(edition >= 2023 ? [`/awards-${edition}/winners/${row.category}/${row.company}`] : []),
        ...(edition === 2022 ? [`/awards-2022/${row.company}/check-winner`] : []),
      ].filter(() => edition >= 2022);
      for (const path of paths) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.body.match(/<h1[\s>]/g), path).toHaveLength(1);
      }
      const badge = await get(`/awards/embedded/${edition}?company=${row.company}`);
      expect(badge.status, `badge ${edition}`).toBe(200);
    }
    for (const path of [
      '/awards-2023/winners/seo',
      '/awards-2024/best-seo-agency',
      '/awards-2024/best-seo-agency/london',
      '/awards-2022/best-seo-agency/check-winner',
      '/awards/best-seo-agency',
      '/awards/embedded/2024',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('renders a company profile, its preview and its review form', async () => {
    for (const path of [
      `/company/${companySlug}`,
      `/company/preview/noactions/${companySlug}`,
      `/company/review/submit/${companySlug}`,
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it.each(PROTECTED_PAGES)(
    '%s sends a signed-out visitor to log in, coming back after',
    async (path) => {
      const page = await get(`${path}?from=test`);
      expect(page.status).toBe(302);
      expect(page.location).toBe(login(`${path}?from=test`));
    },
  );

  it('sends the inbox’s project submissions to the matched projects (the valet)', async () => {
    const id = '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3d';
    expect(await get('/dashboard/inbox/project-submissions', true)).toMatchObject({
      status: 302,
      location: '/dashboard/inbox/valet',
    });
    expect(await get(`/dashboard/inbox/project-submissions/${id}`, true)).toMatchObject({
      status: 302,
      location: `/dashboard/inbox/valet/${id}`,
    });
    expect((await get('/dashboard/inbox/project-submissions/12', true)).status).toBe(404);
  });

  it.each(
    PROTECTED_PAGES.filter(
      (path) => path !== CONVERSATION_PAGE && !path.includes('/project-submissions'),
    ),
  )('%s answers a signed-in owner with 200', async (path) => {
    expect((await get(path, true)).status).toBe(200);
  });

  it('answers 404 to a signed-in person for a conversation they are not part of', async () => {
    expect((await get(CONVERSATION_PAGE, true)).status).toBe(404);
    expect((await get('/dashboard/inbox/chat-12', true)).status).toBe(404);
  });

  it('adds the slash to /dashboard (301), then asks for the login', async () => {
    expect(await get('/dashboard?tab=1')).toMatchObject({
      status: 301,
      location: '/dashboard/?tab=1',
    });
    expect(await get('/dashboard', true)).toMatchObject({ status: 301, location: '/dashboard/' });
  });

  it.each(['/login', '/register', '/forgot'])(
    'sends a signed-in user from the guest-only %s to the dashboard',
    async (path) => {
      expect(await get(path, true)).toMatchObject({ status: 302, location: '/dashboard/' });
    },
  );

  it.each([
    ['/about-us/', '/about-us'],
    ['/About-Us/', '/about-us'],
    ['/companies/SEO/?page=2', '/companies/seo?page=2'],
    ['/awards-2025/faq/', '/awards-2025/faq'],
    ['/no-such-page/', '/no-such-page'],
  ])('moves %s to %s with 301 (trailing slash)', async (from, to) => {
    expect(await get(from)).toMatchObject({ status: 301, location: to });
  });

  it.each([
    ['/companies/other-digital-marketing/london', '/companies/digital-marketing/london'],
    ['/companies/adobe-1?page=2', '/companies/adobe-crm?page=2'],
    [
      '/companies/other-bi-analytics/united-kingdom',
      '/companies/bi-big-data-consulting/united-kingdom',
    ],
    ['/top-companies/other-seo/london', '/top-companies/seo/london'],
    ['/top-companies/angularjs/london/screenshot', '/top-companies/angular/london/screenshot'],
    ['/top-companies/rail-freight/london', '/companies'],
    ['/companies/rail-freight/london', '/companies'],
    ['/project-submission-confirmation', '/project-submission/confirmation'],
  ])('moves the legacy %s to %s with 301', async (from, to) => {
    expect(await get(from)).toMatchObject({ status: 301, location: to });
  });

  it.each(['/no-such-page', '/company/no/such/thing/here', '/es', '/top-companies/a/b/c/d'])(
    'answers %s with 404 "Something Missing"',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.body).toContain('Something Missing');
      expect(page.body).toContain('Go to Homepage');
    },
  );

  it.each([
    '/awards-2019',
    '/awards-2019/best-seo-agency',
    '/survey/no-such-survey',
    '/blog/bad%20slug!',
    '/awards/embedded/2019',
    '/companies/saved-searches/view',
  ])('answers %s (failed validation) with 404 "This page could not be found"', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(page.body).toContain('This page could not be found');
  });

  it('answers /admin with 404 to anyone but staff (issue 16)', async () => {
    expect((await get('/admin')).status).toBe(404);
    expect((await get('/admin', true)).status).toBe(404);
  });

  it('answers a non-numeric id where a number is required with 404', async () => {
    const page = await get('/dashboard/inbox/valet/not-a-number', true);
    expect(page.status).toBe(404);
    expect(page.body).toContain('This page could not be found');
  });

  it('never sends the login page off the site through its redirect query', async () => {
    const page = await get('/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('href="https://evil.example/');
  });

  it('hides the main navigation on the 2021 outsourcing survey only', async () => {
    const bare = await get('/survey/it-business-outsourcing-survey-2021');
    expect(bare.body).toContain('IT Business Outsourcing Survey 2021');
    expect(bare.body).not.toContain('aria-label="Main"');
    expect(bare.body).toContain('Back to Homepage');
    const other = await get('/survey/state-of-remote-work');
    expect(other.body).toContain('aria-label="Main"');
  });
});

describe('maintenance mode (MAINTENANCE=true)', () => {
  let maintained: TestServer;

  beforeAll(async () => {
    maintained = await buildTestServer({
      renderer: await createDevRenderer(),
      config: { MAINTENANCE: 'true' },
    });
  }, 120_000);

  afterAll(async () => {
    await maintained?.close();
  });

  it.each(['/', '/companies', '/login', '/dashboard/', '/awards-2025', '/no-such-page'])(
    'sends %s to /maintenance',
    async (path) => {
      const response = await maintained.app.inject(path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/maintenance');
    },
  );

  it('shows the maintenance page itself as 503 with Retry-After, and leaves the API alone', async () => {
    const page = await maintained.app.inject('/maintenance');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('1800');
    expect(page.body).toContain('<h1');
    expect((await maintained.app.inject('/api/companies?per_page=1')).statusCode).toBe(200);
  });

  it('sends /maintenance home once the flag is off', async () => {
    expect(await get('/maintenance')).toMatchObject({ status: 302, location: '/' });
  });
});

describe('variant cookies and the page cache (SPEC §9)', () => {
  let cached: TestServer;
  const renders: RenderRequest[] = [];

  const ECHO_SCRIPT = 'document.body.dataset.ran = "yes"';
  /** A renderer that answers with the cookie header it was handed, and counts its renders. */
  const echo: AppRenderer = {
    async render(request) {
      renders.push(request);
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        html: `<html><body><p id="cookie">${request.headers.cookie ?? ''}</p><script>${ECHO_SCRIPT}</script></body></html>`,
        inlineScripts: [ECHO_SCRIPT],
      };
    },
    template: async () => '',
    close: async () => {},
  };

  beforeAll(async () => {
    cached = await buildTestServer({ renderer: echo, config: { PAGE_CACHE_TTL_MS: '60000' } });
  });

  afterAll(async () => {
    await cached?.close();
  });

  function setCookies(header: string | string[] | number | undefined): string[] {
    return Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  }

  it('assigns the random variants on a first visit and renders with them at once', async () => {
    const response = await cached.app.inject('/faq');
    const cookies = setCookies(response.headers['set-cookie']);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^(contact_button_style|valet_contact_details_mode)=\w+;/);
      expect(cookie).toContain('; Path=/');
      expect(cookie).toContain(`; Max-Age=${VARIANT_COOKIE_MAX_AGE_SECONDS}`);
      expect(cookie).toContain('; SameSite=Lax');
    }
    const sent = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    expect(response.body).toContain(`<p id="cookie">${sent}</p>`);
  });

  it('keeps a returning visitor’s variants and serves them from the cache', async () => {
    const cookie =
      'contact_button_style=get_a_quote; valet_contact_details_mode=without_phone_and_role';
    const before = renders.length;
    const first = await cached.app.inject({ url: '/terms', headers: { cookie } });
    const second = await cached.app.inject({ url: '/terms', headers: { cookie } });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(renders.length - before).toBe(1);
    expect(second.body).toContain(`<p id="cookie">${cookie}</p>`);
    // The cached copy is the same bytes with the same CSP: the page's script allowed by its hash.
    expect(second.body).toBe(first.body);
    const hash = createHash('sha256').update(ECHO_SCRIPT).digest('base64');
    expect(second.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    // Compressed once for everyone who asks the same way: the kept bytes, decoded, are the page.
    const compressed = await cached.app.inject({
      url: '/terms',
      headers: { cookie, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(first.body);
    expect(renders.length - before).toBe(1);

    // Other variant values are another page.
    await cached.app.inject({
      url: '/terms',
      headers: {
        cookie: 'contact_button_style=contact; valet_contact_details_mode=without_phone_and_role',
      },
    });
    expect(renders.length - before).toBe(2);
  });

  it('never caches a signed-in visitor’s page', async () => {
    const before = renders.length;
    const cookie = `${SESSION_COOKIE}=whatever; contact_button_style=contact; valet_contact_details_mode=with_phone_and_role`;
    await cached.app.inject({ url: '/careers', headers: { cookie } });
    await cached.app.inject({ url: '/careers', headers: { cookie } });
    expect(renders.length - before).toBe(2);
  });

  it('sends each first visitor their own variant cookies, even from the cache', async () => {
    const first = await cached.app.inject('/contribute');
    const second = await cached.app.inject('/contribute');
    expect(setCookies(first.headers['set-cookie'])).toHaveLength(2);
    expect(setCookies(second.headers['set-cookie'])).toHaveLength(2);
    const sent = setCookies(second.headers['set-cookie'])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(second.body).toContain(`<p id="cookie">${sent}</p>`);
  });
});
