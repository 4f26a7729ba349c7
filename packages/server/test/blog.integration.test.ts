import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@atlas/api/blog';
import {
  GetBlogPostResponseSchema,
  ListBlogPostsResponseSchema,
} from '@atlas/api/endpoints/blog-posts';
import { blogPosts } from '../src/db/schema';
import { DEMO_NOW } from '../src/seed/generator';
import { DEMO_BLOG_POSTS } from '../src/seed/blog';
import { apiCaller } from './helpers/inject';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

const DAY = 86_400_000;
/** The fake clock every request reads: a day after the demo data's "now". */
let now = new Date(DEMO_NOW.getTime() + DAY);
const clock = { now: () => now };

let server: TestServer;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.21.0.${(ip++ % 250) + 1}`,
);

beforeAll(async () => {
  server = await buildTestServer({ companies: 12, clock });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const published = DEMO_BLOG_POSTS.filter((post) => post.status === 'published');

describe('the public blog (issue 21)', () => {
  it('lists the published posts of each language, newest first, never a draft', async () => {
    for (const language of ['en', 'es'] as const) {
      const answer = await call('GET', `/api/blog/posts?language=${language}`);
      expect(answer.statusCode).toBe(200);
      const body = ListBlogPostsResponseSchema.parse(answer.json());
      const expected = published.filter((post) => post.language === language);
      expect(body.total).toBe(expected.length);
      expect(body.data.map((post) => post.slug).sort()).toEqual(
        expected.map((post) => post.slug).sort(),
      );
      const dates = body.data.map((post) => post.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.data.every((post) => post.language === language)).toBe(true);
      expect(body.categories.length).toBeGreaterThan(0);
    }
  });

  it('filters by category and tag, and answers an unknown one or a page past the end with 404', async () => {
    const category = ListBlogPostsResponseSchema.parse(
      (await call('GET', '/api/blog/posts?language=en&category=hiring-agencies')).json(),
    );
    expect(category.term).toMatchObject({ kind: 'category', name: 'Hiring Agencies' });
    expect(category.data.every((post) => post.category.slug === 'hiring-agencies')).toBe(true);
    // Its Spanish counterpart, through the translations of its posts.
    expect(category.term?.translations).toEqual([{ language: 'es', slug: 'contratar-agencias' }]);

    const tag = ListBlogPostsResponseSchema.parse(
      (await call('GET', '/api/blog/posts?language=en&tag=seo')).json(),
    );
    expect(tag.term).toMatchObject({ kind: 'tag', slug: 'seo' });
    expect(tag.data.map((post) => post.slug)).toEqual(['what-an-seo-audit-should-tell-you']);

    expect((await call('GET', '/api/blog/posts?category=no-such-category')).statusCode).toBe(404);
    expect((await call('GET', '/api/blog/posts?tag=no-such-tag')).statusCode).toBe(404);
    expect((await call('GET', '/api/blog/posts?page=5')).statusCode).toBe(404);
    const bad = await call('GET', '/api/blog/posts?language=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language/);
    expect(published.length).toBeLessThan(BLOG_PAGE_SIZE * 2);
  });

  it('shows a post with its table of contents, translations, related posts and companies', async () => {
    const answer = await call('GET', '/api/blog/posts/en/how-to-write-a-project-brief');
    expect(answer.statusCode).toBe(200);
    const { data: post } = GetBlogPostResponseSchema.parse(answer.json());
    expect(post.headings.map((heading) => heading.id)).toContain('say-what-you-can-spend');
    expect(post.body_html).toContain('<h2 id="say-what-you-can-spend">');
    expect(post.translations).toEqual([{ language: 'es', slug: 'como-escribir-un-briefing' }]);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.every((related) => related.language === 'en')).toBe(true);
    expect(post.companies.length).toBe(3);
    expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(post.cover?.webp).toMatch(/ 480w, .* 960w, .* 1600w$/);
    expect(post.tags.map((tag) => tag.slug)).toEqual(['budgets', 'outsourcing']);
  });

  it('answers 404 for a draft, an unknown slug and a post scheduled for later; shows it once its time comes', async () => {
    expect((await call('GET', '/api/blog/posts/en/reading-an-agency-contract')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/blog/posts/en/no-such-post')).statusCode).toBe(404);
    expect((await call('GET', '/api/blog/posts/es/how-to-write-a-project-brief')).statusCode).toBe(
      404,
    );
    const db = server.app.database.db;
    await db
      .update(blogPosts)
      .set({ status: 'scheduled', publishAt: new Date(now.getTime() + 2 * DAY) })
      .where(eq(blogPosts.slug, 'reading-an-agency-contract'));
    expect((await call('GET', '/api/blog/posts/en/reading-an-agency-contract')).statusCode).toBe(
      404,
    );
    const before = now;
    now = new Date(now.getTime() + 3 * DAY);
    try {
      expect((await call('GET', '/api/blog/posts/en/reading-an-agency-contract')).statusCode).toBe(
        200,
      );
      const list = ListBlogPostsResponseSchema.parse((await call('GET', '/api/blog/posts')).json());
      expect(list.data[0]?.slug).toBe('reading-an-agency-contract');
    } finally {
      now = before;
      await db
        .update(blogPosts)
        .set({ status: 'draft', publishAt: null })
        .where(eq(blogPosts.slug, 'reading-an-agency-contract'));
    }
  });

  it('drops scripts, handlers and foreign images from a stored body before sending it', async () => {
    const db = server.app.database.db;
    const [row] = await db
      .select({ bodyHtml: blogPosts.bodyHtml })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'working-with-a-remote-agency'));
    await db
      .update(blogPosts)
      .set({
        bodyHtml: `${row?.bodyHtml ?? ''}<script>alert(1)</script><p onclick="x()">Safe <a href="javascript:x()">link</a></p><img src="https://tracker.example/p.gif"><img src="/uploads/blog/images/a.webp" alt="A chart">`,
      })
      .where(eq(blogPosts.slug, 'working-with-a-remote-agency'));
    const { data: post } = GetBlogPostResponseSchema.parse(
      (await call('GET', '/api/blog/posts/en/working-with-a-remote-agency')).json(),
    );
    expect(post.body_html).not.toMatch(/script|onclick|javascript:|tracker\.example/);
    expect(post.body_html).toContain('<p>Safe <a>link</a></p>');
    expect(post.body_html).toContain('src="/uploads/blog/images/a.webp"');
  });

  it('publishes RSS and Atom feeds per language', async () => {
    const rss = await server.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(rss.body).toContain(`${TEST_PUBLIC_URL}/blog/how-to-write-a-project-brief`);
    expect(rss.body).not.toContain('reading-an-agency-contract');
    const atom = await server.app.inject({ method: 'GET', url: '/es/blog/atom.xml' });
    expect(atom.statusCode).toBe(200);
    expect(atom.body).toContain('<feed');
    expect(atom.body).toContain(`${TEST_PUBLIC_URL}/es/blog/como-escribir-un-briefing`);
    expect(atom.body).not.toContain('/blog/how-to-write-a-project-brief');
  });

  it('publishes a title and an excerpt in the feeds as the text they are, never as markup', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { db } = server.app.database;
    const slug = 'how-to-write-a-project-brief';
    const [before] = await db
      .select({ title: blogPosts.title, excerpt: blogPosts.excerpt })
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug));
    await db
      .update(blogPosts)
      .set({ title: `Briefs ${payload}`, excerpt: `An excerpt ${payload} & more` })
      .where(eq(blogPosts.slug, slug));
    try {
      const escaped = '&lt;img src=x onerror=alert(1)&gt;';
      for (const url of ['/blog/atom.xml', '/blog/rss.xml']) {
        const feed = await server.app.inject({ method: 'GET', url });
        expect(feed.statusCode, url).toBe(200);
        // The payload never appears as a tag, in CDATA or entity-encoded (`&lt;img` read as XML).
        expect(feed.body, url).not.toContain('<img src=x');
        expect(feed.body, url).toContain(`An excerpt ${escaped} &amp; more`);
        expect(feed.body, url).toContain(`Briefs ${escaped}`);
      }
    } finally {
      if (before) await db.update(blogPosts).set(before).where(eq(blogPosts.slug, slug));
    }
  });

  it('lists the public posts with their translations in the sitemap', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain(`${TEST_PUBLIC_URL}/sitemaps/blog.xml`);
    const blog = await server.app.inject({ method: 'GET', url: '/sitemaps/blog.xml' });
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain(`<loc>${TEST_PUBLIC_URL}/es/blog</loc>`);
    expect(blog.body).toContain(
      `<loc>${TEST_PUBLIC_URL}/es/blog/category/contratar-agencias</loc>`,
    );
    expect(blog.body).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${TEST_PUBLIC_URL}/es/blog/como-escribir-un-briefing"/>`,
    );
    expect(blog.body).not.toContain('reading-an-agency-contract');
  });
});
