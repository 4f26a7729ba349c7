import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 60 });
});

afterAll(async () => {
  await server?.close();
});

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('robots.txt and the sitemap', () => {
  it('points crawlers at the sitemap and away from the API and the dashboard', async () => {
    const response = await server.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /dashboard');
  });

  it('indexes child sitemaps: static, blog, awards, surveys, listings and companies', async () => {
    const response = await server.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<sitemapindex');
    expect(locs(response.body)).toEqual([
      `${TEST_PUBLIC_URL}/sitemaps/static.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/blog.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/awards.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/surveys.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/listings-1.xml`,
      `${TEST_PUBLIC_URL}/sitemaps/companies-1.xml`,
    ]);
  });

  it('lists the awards pages: editions, FAQs, categories and nominated companies', async () => {
    const response = await server.app.inject('/sitemaps/awards.xml');
    expect(response.statusCode).toBe(200);
    const urls = locs(response.body);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/awards`);
    expect(urls).toContain(`${TEST_PUBLIC_URL}/awards-2025/faq`);
    expect(urls.some((url) => url.startsWith(`${TEST_PUBLIC_URL}/awards/`))).toBe(true);
    // Every category and company listed answers its API (the pages render from it).
    for (const url of urls
      .filter((item) => /\/awards(-\d{4})?\/[a-z0-9-]+$/.test(item))
      .slice(0, 12)) {
      const [, edition, slug] = /\/awards(?:-(\d{4}))?\/([a-z0-9-]+)$/.exec(url) ?? [];
      if (slug === 'faq') continue;
      const api = edition
        ? `/api/awards/editions/${edition}/${slug}`
        : `/api/awards/companies/${slug}`;
      expect((await server.app.inject(api)).statusCode, url).toBe(200);
    }
  });

  it('lists every company profile with its last change', async () => {
    const response = await server.app.inject('/sitemaps/companies-1.xml');
    expect(response.statusCode).toBe(200);
    const urls = locs(response.body);
    expect(urls).toHaveLength(60);
    expect(urls.every((url) => url.startsWith(`${TEST_PUBLIC_URL}/company/`))).toBe(true);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists only listings that have companies, each of which answers 200 with results', async () => {
    const response = await server.app.inject('/sitemaps/listings-1.xml');
    expect(response.statusCode).toBe(200);
    const paths = locs(response.body).map((url) => url.replace(TEST_PUBLIC_URL, ''));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.some((path) => /^\/companies\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path))).toBe(true);
    // Every service × place pair listed has at least one company.
    const { data: services } = (await server.app.inject('/api/advanced-filters/services')).json();
    const used = new Set(services.groups[0].values.map((option: { slug: string }) => option.slug));
    const pair = paths.find((path) => path.split('/').length === 4) ?? '';
    expect(used.has(pair.split('/')[2])).toBe(true);
  });

  it('answers 404 past the last sitemap page and for other names', async () => {
    expect((await server.app.inject('/sitemaps/companies-2.xml')).statusCode).toBe(404);
    expect((await server.app.inject('/sitemaps/secrets.xml')).statusCode).toBe(404);
  });
});
