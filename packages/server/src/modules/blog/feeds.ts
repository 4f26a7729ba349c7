import type { FastifyPluginAsync } from 'fastify';
import escapeHtml from 'escape-html';
import { Feed } from 'feed';
import { BLOG_LANGUAGES, blogFeedPaths, blogPostPath, BLOG_BASE_PATHS } from '@atlas/api/blog';

/** Posts in a feed. */
const FEED_SIZE = 20;

/** The feed's title and description per language (the feed has no page to translate them). */
const FEED_TEXT = {
  en: {
    title: 'Blog',
    description: 'Articles and research about hiring technology and marketing agencies.',
  },
  es: {
    title: 'Blog en español',
    description:
      'Artículos e investigación sobre cómo contratar agencias de tecnología y marketing.',
  },
} as const;

/**
 * An RSS 2.0 and an Atom 1.0 feed per blog language (/blog/rss.xml, /blog/atom.xml,
 * /es/blog/rss.xml, /es/blog/atom.xml), built with the feed library from the newest public posts.
 */
export const blogFeedRoutes: FastifyPluginAsync = async (app) => {
  const base = app.appConfig.publicUrl;
  const brand = app.appConfig.brandName;

  for (const language of BLOG_LANGUAGES) {
    const paths = blogFeedPaths(language);
    const build = async (): Promise<Feed> => {
      const posts = await app.blog.latest(language, FEED_SIZE);
      const text = FEED_TEXT[language];
      const feed = new Feed({
        id: `${base}${BLOG_BASE_PATHS[language]}`,
        title: `${text.title} | ${brand}`,
        description: text.description,
        link: `${base}${BLOG_BASE_PATHS[language]}`,
        language,
        updated: posts[0]?.updatedAt ?? new Date(0),
        generator: false,
        feedLinks: { rss: `${base}${paths.rss}`, atom: `${base}${paths.atom}` },
        copyright: `© ${brand}`,
      });
      for (const post of posts) {
        const link = `${base}${blogPostPath(language, post.summary.slug)}`;
        // The title and the excerpt are plain text (pages show them as text), but the feed types
        // them as HTML (Atom's type="html", RSS's description): escaped, they read as the text they
        // are. The body is the same sanitized HTML a post's page shows.
        feed.addItem({
          title: escapeHtml(post.summary.title),
          id: link,
          link,
          date: post.updatedAt,
          published: new Date(post.summary.published_at),
          description: escapeHtml(post.summary.excerpt),
          content: post.html,
          author: [{ name: post.summary.author.name }],
          category: [{ name: post.summary.category.name }],
          ...(post.summary.cover ? { image: `${base}${post.summary.cover.src}` } : {}),
        });
      }
      return feed;
    };
    app.get(paths.rss, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send((await build()).rss2()),
    );
    app.get(paths.atom, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send((await build()).atom1()),
    );
  }
};
