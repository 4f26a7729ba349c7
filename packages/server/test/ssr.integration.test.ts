import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRenderer } from '../src/ssr/renderer';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

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
  it('renders the home page with real companies, head tags, styles and the store snapshot', async () => {
    const response = await server.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title>Find Top Technology and Marketing Agencies | Agency Atlas</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/">`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
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
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/companies?page=2">`,
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
    expect(response.body).toContain('<meta name="robots" content="noindex">');
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
});
