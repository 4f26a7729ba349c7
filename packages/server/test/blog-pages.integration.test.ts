import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevRenderer } from '../src/ssr/renderer';
import { DEMO_NOW } from '../src/seed/generator';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

/** The blog's pages rendered by the real app (issue 21): language, head, structured data. */
let server: TestServer;
const now = new Date(DEMO_NOW.getTime() + 86_400_000);

beforeAll(async () => {
  server = await buildTestServer({
    companies: 12,
    renderer: await createDevRenderer(),
    clock: { now: () => now },
    config: { PAGE_CACHE_TTL_MS: '0' },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function page(url: string) {
  const response = await server.app.inject({ url });
  return { status: response.statusCode, body: response.body };
}

function jsonLd(body: string): { '@type': string; [key: string]: unknown }[] {
  return [...body.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}'),
  );
}

describe('blog pages', () => {
  it('shows a draft through its signed preview link, never indexed', async () => {
    const id = await server.app.blogAdminRepository.idOf('en', 'reading-an-agency-contract');
    const { url } = await server.app.blogAdmin.previewLink(id ?? 0);
    const { status, body } = await page(url.replace(TEST_PUBLIC_URL, ''));
    expect(status).toBe(200);
    expect(body).toContain('<meta data-head name="robots" content="noindex">');
    expect(body).toContain('Reading an agency contract');
    expect(body).toContain('Preview: this article is not public yet (draft).');
  });

  it('renders an English post with its head, structured data and translation', async () => {
    const { status, body } = await page('/blog/how-to-write-a-project-brief');
    expect(status).toBe(200);
    expect(body).toMatch(/<html lang="en">/);
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).toContain(
      `<link data-head rel="canonical" href="${TEST_PUBLIC_URL}/blog/how-to-write-a-project-brief">`,
    );
    expect(body).toContain(
      `rel="alternate" hreflang="es" href="${TEST_PUBLIC_URL}/es/blog/como-escribir-un-briefing"`,
    );
    expect(body).toContain('hreflang="x-default"');
    expect(body).toMatch(/<meta data-head property="og:image" content="[^"]+-1600\.webp">/);
    const types = jsonLd(body).map((data) => data['@type']);
    expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(body).toContain('Contents');
    expect(body).toContain('href="#say-what-you-can-spend"');
    expect(body).toContain('Companies in this article');
    expect(body).toContain('June 2');
    expect(body).toContain('srcSet="/uploads/blog/demo/brief-480.avif 480w');
  });

  it('renders the Spanish post in Spanish: lang, dates and interface strings', async () => {
    const { status, body } = await page('/es/blog/como-escribir-un-briefing');
    expect(status).toBe(200);
    expect(body).toMatch(/<html lang="es">/);
    expect(body).toContain(
      `rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/blog/how-to-write-a-project-brief"`,
    );
    expect(body).toContain('Contenido');
    expect(body).toContain('de junio de 2025');
    expect(body).toContain('min de lectura');
    expect(body).toContain('Leer este artículo en inglés');
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    for (const english of ['Contents', 'Related articles', 'min read', 'About the author', 'Home'])
      expect(main).not.toContain(english);
    const posting = jsonLd(body).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      inLanguage: 'es',
      headline: expect.stringMatching(/briefing/),
    });
  });

  it('renders the lists with pagination links, categories and tags in both languages', async () => {
    const english = await page('/blog');
    expect(english.status).toBe(200);
    expect(english.body).toContain('href="/blog/how-to-write-a-project-brief"');
    expect(english.body).toContain(`hreflang="es" href="${TEST_PUBLIC_URL}/es/blog"`);
    expect(english.body).toContain('application/rss+xml');
    const spanish = await page('/es/blog');
    expect(spanish.body).toMatch(/<html lang="es">/);
    expect(spanish.body).toContain('Blog de Agency Atlas');
    expect(spanish.body).toContain('href="/es/blog/category/contratar-agencias"');
    const category = await page('/es/blog/category/contratar-agencias');
    expect(category.status).toBe(200);
    expect(category.body).toContain(
      `hreflang="en" href="${TEST_PUBLIC_URL}/blog/category/hiring-agencies"`,
    );
    const tag = await page('/blog/tag/seo');
    expect(tag.status).toBe(200);
    expect(tag.body).toContain('what-an-seo-audit-should-tell-you');
    expect(tag.body).not.toContain('how-to-write-a-project-brief"');
  });

  it('answers an unknown post, category, tag or page with 404, and never shows a draft', async () => {
    for (const path of [
      '/blog/no-such-post',
      '/blog/reading-an-agency-contract',
      '/es/blog/how-to-write-a-project-brief',
      '/blog/category/no-such-category',
      '/blog/tag/no-such-tag',
      '/es/blog/category/hiring-agencies',
      '/blog?page=9',
      '/blog?page=abc',
      // A preview needs staff or a signed link.
      '/blog/preview',
      '/blog/preview/reading-an-agency-contract',
      '/blog/preview/reading-an-agency-contract?token=1.2.forged',
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});
