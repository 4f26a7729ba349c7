import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BLOG_BASE_PATHS, BLOG_LANGUAGES, blogCategoryPath, blogPostPath } from '@atlas/api/blog';
import { surveyPath } from '@atlas/api/surveys';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** The same page in other languages (the blog's translations), as xhtml:link alternates. */
  alternates?: { hreflang: string; href: string }[];
}

function urlset(entries: SitemapEntry[]): string {
  const body = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${(
          entry.alternates ?? []
        )
          .map(
            (alternate) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
          )
          .join('')}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** The static pages worth crawling (listings and profiles come from the database). */
const STATIC_PATHS = ['/', '/companies'];

/**
 * /robots.txt and /sitemap.xml: a sitemap index with child sitemaps of at most 50,000 URLs — the
 * static pages, every listing that has companies (service, country, city, service × country,
 * service × city), and every company profile.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { appConfig: config, sitemapSource: sitemap } = app;
  const base = config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = config.maintenance
      ? ['User-agent: *', 'Disallow: /']
      : [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dashboard',
          'Disallow: /company/preview/',
          'Disallow: /blog/preview/',
          `Sitemap: ${base}/sitemap.xml`,
        ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const listingFiles = Math.max(
      1,
      Math.ceil((await sitemap.listingPaths()).length / URLS_PER_SITEMAP),
    );
    const companyFiles = Math.ceil((await sitemap.companyCount()) / URLS_PER_SITEMAP);
    const files = [
      'static',
      'blog',
      'awards',
      'surveys',
      ...Array.from({ length: listingFiles }, (_, index) => `listings-${index + 1}`),
      ...Array.from({ length: companyFiles }, (_, index) => `companies-${index + 1}`),
    ];
    const body = files
      .map((file) => `  <sitemap><loc>${escapeXml(`${base}/sitemaps/${file}.xml`)}</loc></sitemap>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
      );
  });

  const SitemapParams = z.object({
    name: z
      .string()
      .regex(/^(static|blog|awards|surveys|listings-[1-9]\d*|companies-[1-9]\d*)\.xml$/),
  });

  app.get('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const parsed = SitemapParams.safeParse(request.params);
    if (!parsed.success) return reply.callNotFound();
    const name = parsed.data.name.replace(/\.xml$/, '');
    let entries: SitemapEntry[];
    if (name === 'static') {
      entries = STATIC_PATHS.map((path) => ({ loc: `${base}${path}` }));
    } else if (name === 'awards') {
      // The awards' editions, FAQs, category pages and nominated companies (issue 20).
      entries = (await app.awards.sitemapPaths()).map((path) => ({ loc: `${base}${path}` }));
    } else if (name === 'surveys') {
      // The published survey reports (issue 21).
      entries = (await app.surveys.list(false)).map((survey) => ({
        loc: `${base}${surveyPath(survey.slug)}`,
        lastmod: survey.updated_at.slice(0, 10),
      }));
    } else if (name === 'blog') {
      // The blogs' home pages, categories and every public post with its translations (issue 21).
      const [posts, categories] = await Promise.all([
        app.blog.sitemapEntries(),
        app.blog.sitemapCategories(),
      ]);
      entries = [
        ...BLOG_LANGUAGES.map((language) => ({ loc: `${base}${BLOG_BASE_PATHS[language]}` })),
        ...categories.map((category) => ({
          loc: `${base}${blogCategoryPath(category.language, category.slug)}`,
        })),
        ...posts.map((post) => ({
          loc: `${base}${blogPostPath(post.language, post.slug)}`,
          lastmod: post.updatedAt.toISOString().slice(0, 10),
          alternates:
            post.alternates.length > 1
              ? post.alternates.map((alternate) => ({
                  hreflang: alternate.language,
                  href: `${base}${blogPostPath(alternate.language, alternate.slug)}`,
                }))
              : [],
        })),
      ];
    } else {
      const [kind, number] = name.split('-');
      const offset = (Number(number) - 1) * URLS_PER_SITEMAP;
      if (kind === 'listings') {
        entries = (await sitemap.listingPaths())
          .slice(offset, offset + URLS_PER_SITEMAP)
          .map((path) => ({ loc: `${base}${path}` }));
      } else {
        const rows = await sitemap.companyPage(offset, URLS_PER_SITEMAP);
        entries = rows.map((row) => ({
          loc: `${base}/company/${row.slug}`,
          lastmod: row.updatedAt.toISOString().slice(0, 10),
        }));
      }
      if (entries.length === 0) return reply.callNotFound();
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(urlset(entries));
  });
};
