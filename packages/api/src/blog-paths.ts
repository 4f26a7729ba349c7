/**
 * The blog's languages, states and addresses (issue 21), without schemas: the app's router
 * imports these, so they must not pull zod's schema code into every page's first load.
 */
export const BLOG_LANGUAGES = ['en', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/** Where a language's blog lives: /blog for English, /es/blog for Spanish. */
export const BLOG_BASE_PATHS: Readonly<Record<BlogLanguage, string>> = {
  en: '/blog',
  es: '/es/blog',
};

/**
 * A post's state: a draft is never public; a scheduled or published post is public once the
 * clock reaches its publish time (no background job decides visibility).
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** The path of a post in its language's blog. */
export function blogPostPath(language: BlogLanguage, slug: string): string {
  return `${BLOG_BASE_PATHS[language]}/${slug}`;
}

/** The path of a category page; Spanish categories live under /es/blog. */
export function blogCategoryPath(language: BlogLanguage, slug: string): string {
  return `${BLOG_BASE_PATHS[language]}/category/${slug}`;
}

/** Tag pages exist in English only (SPEC §2). */
export function blogTagPath(slug: string): string {
  return `/blog/tag/${slug}`;
}

/** The feeds of a language's blog. */
export function blogFeedPaths(language: BlogLanguage): { rss: string; atom: string } {
  return {
    rss: `${BLOG_BASE_PATHS[language]}/rss.xml`,
    atom: `${BLOG_BASE_PATHS[language]}/atom.xml`,
  };
}
