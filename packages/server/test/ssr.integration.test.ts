import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRenderer } from '../src/ssr/renderer';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

// Renders the app from source through Vite (the development path), against a real database.
let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 30, renderer: await createDevRenderer() });
});

afterAll(async () => {
  await server?.close();
});

function stateOf(html: string): unknown {
  const match = /<script id="atlas-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
    html,
  );
  if (!match?.[1]) throw new Error('no embedded state');
  return JSON.parse(match[1]);
}

describe('server-side rendering', () => {
  it('sends a path with doubled leading slashes to the same path on this site (found by pnpm fuzz)', async () => {
    for (const [url, location] of [
      ['//%F2%B0%A9%92', '/%F2%B0%A9%92'],
      ['//evil.example/x?y=1', '/evil.example/x?y=1'],
    ]) {
      const response = await server.app.inject({ method: 'HEAD', url: url ?? '' });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('keeps a redirect that would carry a very long URL readable (its query is dropped)', async () => {
    const long = `/companies?q=${'a'.repeat(5000)}`;
    const response = await server.app.inject({
      url: long,
      headers: { cookie: `${SESSION_COOKIE}=not-a-live-session-token-at-all` },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    // A short one keeps its way back.
    const short = await server.app.inject({
      url: '/companies?page=2',
      headers: { cookie: `${SESSION_COOKIE}=not-a-live-session-token-at-all` },
    });
    expect(short.headers.location).toBe(
      `/login?redirect=${encodeURIComponent('/companies?page=2')}`,
    );
  });

  it('renders pages when a cookie is not valid percent-encoding (it is ignored, never a 500)', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=%E0%A4%A`,
      'contact_button_style=%; __proto__=%ZZ; toString=1',
    ]) {
      for (const url of ['/', '/companies', '/login']) {
        const response = await server.app.inject({ url, headers: { cookie } });
        expect(response.statusCode, `${url} with ${cookie}`).toBeLessThan(500);
      }
    }
  });

  it('renders the home page with real companies, head tags, styles and the store snapshot', async () => {
    const response = await server.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title data-head>Find Top Technology and Marketing Agencies | Agency Atlas</title>',
    );
    expect(html).toContain(`<link data-head rel="canonical" href="${TEST_PUBLIC_URL}/">`);
    expect(html).toMatch(/<meta data-head name="description" content="[^"]+">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<style data-emotion="css[^"]*"/);
    expect(stateOf(html)).toMatchObject({
      config: { brandName: 'Agency Atlas', canonicalUrl: TEST_PUBLIC_URL },
      store: { user: { user: null } },
    });

    const api = (await server.app.inject('/api/companies?per_page=6')).json();
    for (const company of api.data) expect(html).toContain(company.name.replaceAll('&', '&amp;'));
  });

  it('renders /companies page 2 with the companies of page 2 and its own canonical link', async () => {
    const response = await server.app.inject('/companies?page=2');
    expect(response.statusCode).toBe(200);
    const pageTwo = (await server.app.inject('/api/companies?page=2')).json();
    expect(pageTwo.data).toHaveLength(10);
    for (const company of pageTwo.data)
      expect(response.body).toContain(`href="/company/${company.slug}"`);
    expect(response.body).toContain(
      `<link data-head rel="canonical" href="${TEST_PUBLIC_URL}/companies?page=2">`,
    );
    expect(response.body).toContain('Showing 21–30 of 30 companies');
    const nav =
      /<nav[^>]*aria-label="Pagination"[^>]*>(.*?)<\/nav>/s.exec(response.body)?.[1] ?? '';
    expect(nav).toContain('href="/companies"');
    expect(nav).toContain('aria-current="page"');
  });

  it('answers an unknown path with 404 and the "Something Missing" page', async () => {
    const response = await server.app.inject('/this/does/not/exist');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Something Missing');
    expect(response.body).toContain(
      'Oops! We can&#x27;t seem to find the page you are looking for …',
    );
    expect(response.body).toContain('Go to Homepage');
    expect(response.body).toContain('<meta data-head name="robots" content="noindex">');
  });

  it.each(['/companies?page=0', '/companies?page=x', '/companies?page=99'])(
    'answers %s with 404 "This page could not be found"',
    async (url) => {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This page could not be found');
    },
  );

  it('sends a Content-Security-Policy on pages', async () => {
    const response = await server.app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('renders a service listing with its heading, breadcrumbs and structured data', async () => {
    const response = await server.app.inject('/companies/seo');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Top SEO Companies<\/h1>/);
    expect(response.body).toContain(
      `<link data-head rel="canonical" href="${TEST_PUBLIC_URL}/companies/seo">`,
    );
    expect(response.body).toContain('"@type":"ItemList"');
    expect(response.body).toContain('"@type":"BreadcrumbList"');
    expect(response.body).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(response.body).not.toContain('name="robots"');
  });

  it('renders a service in a country and a city listing', async () => {
    const inCountry = await server.app.inject('/companies/software-development/united-kingdom');
    expect(inCountry.statusCode).toBe(200);
    expect(inCountry.body).toMatch(
      /<h1[^>]*>Top Software Development Companies in United Kingdom<\/h1>/,
    );
    const inCity = await server.app.inject('/companies/london');
    expect(inCity.statusCode).toBe(200);
    expect(inCity.body).toMatch(/<h1[^>]*>Top Companies in London<\/h1>/);
  });

  it.each(['/companies/no-such-slug', '/companies/london/seo', '/companies/seo/atlantis'])(
    'answers %s with 404 "This page could not be found"',
    async (url) => {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This page could not be found');
    },
  );

  it.each([
    ['/companies/other-seo/london', '/companies/seo/london'],
    ['/companies/angularjs/malaysia?page=2', '/companies/angular/malaysia?page=2'],
    ['/companies/rail-freight', '/companies'],
  ])('redirects the legacy %s to %s with 301', async (from, to) => {
    const response = await server.app.inject(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps filters and sort from the URL, marks the page noindex, and counts like the API', async () => {
    const page = await server.app.inject(
      '/companies?teamsizes[]=10&teamsizes[]=50&sort=name&order=asc',
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta data-head name="robots" content="noindex">');
    const api = (
      await server.app.inject('/api/companies?teamsizes[]=10&teamsizes[]=50&sort=name&order=asc')
    ).json();
    expect(page.body).toContain(`of ${api.meta.total} companies`);
    expect(page.body).toContain(`href="/company/${api.data[0].slug}"`);
  });

  it('ignores unusable filters and says so instead of failing', async () => {
    const response = await server.app.inject('/companies?countries[]=abc&sort=sideways');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('could not be used and were ignored: countries, sort');
  });

  it('renders every kind of listing the sitemap lists', async () => {
    const xml = (await server.app.inject('/sitemaps/listings-1.xml')).body;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replace(TEST_PUBLIC_URL, ''),
    );
    const oneOfEach = [
      paths.find((path) => path.split('/').length === 3),
      paths.find((path) => path.split('/').length === 4),
    ];
    for (const path of oneOfEach) {
      expect(path).toBeDefined();
      const response = await server.app.inject(path ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('No companies match these filters');
    }
  });

  it('opens a saved search for its owner only', async () => {
    const person = async (email: string) =>
      (await insertSignedInUser(server.app.database.db, email, 'Saver')).token;
    const owner = await person('owner@example.com');
    const stranger = await person('stranger@example.com');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: { name: 'Big SEO', path: '/companies/seo', query: '?teamsizes[]=250' },
    });
    const { id, url } = created.json().data;
    const view = `/companies/saved-searches/view/${id}`;

    const opened = await server.app.inject({
      url: view,
      headers: { cookie: `${SESSION_COOKIE}=${owner}` },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(url);

    const signedOut = await server.app.inject(view);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/login?redirect=${encodeURIComponent(view)}`);

    const someoneElse = await server.app.inject({
      url: view,
      headers: { cookie: `${SESSION_COOKIE}=${stranger}` },
    });
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.body).toContain('This page could not be found');
  });
});
