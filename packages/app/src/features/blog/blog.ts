import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import {
  BLOG_BASE_PATHS,
  BLOG_LANGUAGES,
  blogCategoryPath,
  blogFeedPaths,
  blogPostPath,
  blogTagPath,
  type BlogLanguage,
} from '@atlas/api/blog-paths';
import type { BlogPost } from '@atlas/api/blog';
import type { ListBlogPostsResponse } from '@atlas/api/endpoints/blog-posts';
import { ApiError } from '@atlas/api/http';
import type { PublicConfig } from '@atlas/api/ssr';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import type { PageHead } from '../../shared/routing/head';

/**
 * The blog's loaders and heads. The routes load this module lazily with their page, so none of
 * it weighs on other pages' first load; each loader puts the page's finished head (translated
 * strings, hreflang, JSON-LD) into its data, which the route's `head` hands on.
 */

export type BlogListKind = 'home' | 'category' | 'tag';

/** The strings of a page's head and breadcrumbs, translated in the loader. */
export interface BlogHeadText {
  title: string;
  description: string;
  home: string;
  blog: string;
}

export interface BlogListPageData {
  language: BlogLanguage;
  kind: BlogListKind;
  list: ListBlogPostsResponse;
  text: BlogHeadText;
  /** The page's head, made by the loader (so the router's chunk needs none of this module). */
  head: PageHead;
}

export interface BlogPostPageData {
  language: BlogLanguage;
  post: BlogPost;
  text: BlogHeadText;
  /** Shown through a preview (staff or a signed link): never indexed. */
  preview: boolean;
  head: PageHead;
}

function notFound(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404 });
}

/** `?page=N` of a list: absent is 1; anything but a whole number from 2 is a 404 (no duplicates). */
function pageOf(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}

async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** A page's path in a list (page 1 has no query). */
export function listPagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}?page=${page}`;
}

/** The path of the list a page shows. */
export function listBasePath(pageData: Pick<BlogListPageData, 'language' | 'kind' | 'list'>) {
  const { language, kind, list } = pageData;
  if (kind === 'category' && list.term) return blogCategoryPath(language, list.term.slug);
  if (kind === 'tag' && list.term) return blogTagPath(list.term.slug);
  return BLOG_BASE_PATHS[language];
}

/** /blog, /es/blog, a category or a tag: a page of posts. */
export function createBlogListLoader(
  api: ApiClient,
  /** The public configuration: the brand name and the canonical address. */
  config: PublicConfig,
  language: BlogLanguage,
  kind: BlogListKind,
) {
  const brand = config.brandName;
  return async ({ request, params }: LoaderFunctionArgs): Promise<BlogListPageData> => {
    const url = new URL(request.url);
    const page = pageOf(url);
    const slug = params.index;
    if (kind !== 'home' && !slug) notFound();
    const [list, { blogT }] = await Promise.all([
      orNotFound(
        api.listBlogPosts(
          {
            language,
            page,
            ...(kind === 'category' ? { category: slug } : {}),
            ...(kind === 'tag' ? { tag: slug } : {}),
          },
          request.signal,
        ),
      ),
      import('./i18n'),
    ]);
    const t = blogT(language);
    const base =
      list.term?.kind === 'category'
        ? {
            title: list.term.name,
            description:
              list.term.description || t('categoryDescription', { name: list.term.name, brand }),
          }
        : list.term?.kind === 'tag'
          ? {
              title: t('tagHeading', { name: list.term.name }),
              description: t('tagDescription', { name: list.term.name, brand }),
            }
          : { title: t('blogHeading', { brand }), description: t('blogDescription') };
    const pageData = {
      language,
      kind,
      list,
      text: {
        title: page > 1 ? t('pageTitle', { title: base.title, page }) : base.title,
        description: base.description,
        home: t('home'),
        blog: t('blog'),
      },
    };
    return { ...pageData, head: blogListHead(pageData, config) };
  };
}

/** /blog/{slug} and /es/blog/{slug}: one public post. */
export function createBlogPostLoader(api: ApiClient, config: PublicConfig, language: BlogLanguage) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<BlogPostPageData> => {
    const slug = params.slug;
    if (!slug) notFound();
    const [{ data: post }, { blogT }] = await Promise.all([
      orNotFound(api.getBlogPost({ language, slug }, request.signal)),
      import('./i18n'),
    ]);
    const t = blogT(language);
    const pageData = {
      language,
      post,
      preview: false,
      text: { title: post.title, description: post.excerpt, home: t('home'), blog: t('blog') },
    };
    return { ...pageData, head: blogPostHead(pageData, config) };
  };
}

/**
 * /blog/preview/{slug}?token=…&language=…: a post in any state, for staff or the holder of a
 * signed link; everyone else (and an expired link) gets the 404 page. Never indexed.
 */
export function createBlogPreviewLoader(api: ApiClient, config: PublicConfig) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<BlogPostPageData> => {
    const slug = params.slug;
    if (!slug) notFound();
    const url = new URL(request.url);
    const language =
      BLOG_LANGUAGES.find((code) => code === url.searchParams.get('language')) ?? 'en';
    const token = url.searchParams.get('token') ?? undefined;
    const [{ data: post }, { blogT }] = await Promise.all([
      orNotFound(
        api.getBlogPreview(slug, { language, ...(token ? { token } : {}) }, request.signal),
      ),
      import('./i18n'),
    ]);
    const t = blogT(language);
    const pageData = {
      language,
      post,
      preview: true,
      text: { title: post.title, description: post.excerpt, home: t('home'), blog: t('blog') },
    };
    return { ...pageData, head: blogPostHead(pageData, config) };
  };
}

function breadcrumbList(
  items: readonly { name: string; path: string }[],
  config: PublicConfig,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${config.canonicalUrl}${item.path}`,
    })),
  };
}

/** rel=alternate links of a page and its translations, plus x-default (English). */
function alternates(
  own: { language: BlogLanguage; path: string },
  others: { language: BlogLanguage; path: string }[],
) {
  const all = [own, ...others].sort((a, b) => a.language.localeCompare(b.language));
  if (all.length < 2) return [];
  const english = all.find((entry) => entry.language === 'en');
  return [
    ...all.map((entry) => ({ rel: 'alternate', hreflang: entry.language, href: entry.path })),
    ...(english ? [{ rel: 'alternate', hreflang: 'x-default', href: english.path }] : []),
  ];
}

function feedLinks(language: BlogLanguage, title: string) {
  const feeds = blogFeedPaths(language);
  return [
    { rel: 'alternate', type: 'application/rss+xml', title, href: feeds.rss },
    { rel: 'alternate', type: 'application/atom+xml', title, href: feeds.atom },
  ];
}

export function blogListHead(
  pageData: Omit<BlogListPageData, 'head'>,
  config: PublicConfig,
): PageHead {
  const { language, kind, list, text } = pageData;
  const base = listBasePath(pageData);
  const links: NonNullable<PageHead['links']> = [];
  if (list.page > 1) links.push({ rel: 'prev', href: listPagePath(base, list.page - 1) });
  if (list.page < list.page_count)
    links.push({ rel: 'next', href: listPagePath(base, list.page + 1) });
  if (kind === 'home' && list.page === 1)
    links.push(
      ...alternates(
        { language, path: base },
        BLOG_LANGUAGES.filter((other) => other !== language).map((other) => ({
          language: other,
          path: BLOG_BASE_PATHS[other],
        })),
      ),
    );
  if (kind === 'category' && list.term && list.page === 1)
    links.push(
      ...alternates(
        { language, path: base },
        list.term.translations.map((other) => ({
          language: other.language,
          path: blogCategoryPath(other.language, other.slug),
        })),
      ),
    );
  links.push(...feedLinks(language, text.blog));
  const crumbs = [
    { name: text.home, path: '/' },
    { name: text.blog, path: BLOG_BASE_PATHS[language] },
    ...(list.term ? [{ name: list.term.name, path: base }] : []),
  ];
  return {
    title: text.title,
    description: text.description,
    canonicalPath: listPagePath(base, list.page),
    lang: language,
    links,
    jsonLd: [breadcrumbList(crumbs, config)],
    ...(list.data[0]?.cover ? { ogImage: list.data[0].cover.src } : {}),
  };
}

export function blogPostHead(
  pageData: Omit<BlogPostPageData, 'head'>,
  config: PublicConfig,
): PageHead {
  const { language, post, text } = pageData;
  const path = blogPostPath(language, post.slug);
  const url = `${config.canonicalUrl}${path}`;
  return {
    title: post.title,
    description: post.excerpt,
    canonicalPath: path,
    lang: language,
    ogType: 'article',
    ...(post.cover ? { ogImage: post.cover.src } : {}),
    ...(pageData.preview ? { noindex: true } : {}),
    links: [
      ...alternates(
        { language, path },
        post.translations.map((other) => ({
          language: other.language,
          path: blogPostPath(other.language, other.slug),
        })),
      ),
      ...feedLinks(language, text.blog),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        inLanguage: language,
        datePublished: post.published_at,
        dateModified: post.updated_at,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        author: { '@type': 'Person', name: post.author.name },
        publisher: { '@type': 'Organization', name: config.brandName, url: config.canonicalUrl },
        articleSection: post.category.name,
        keywords: post.tags.map((tag) => tag.name).join(', '),
        ...(post.cover ? { image: `${config.canonicalUrl}${post.cover.src}` } : {}),
      },
      breadcrumbList(
        [
          { name: text.home, path: '/' },
          { name: text.blog, path: BLOG_BASE_PATHS[language] },
          { name: post.category.name, path: blogCategoryPath(language, post.category.slug) },
          { name: post.title, path },
        ],
        config,
      ),
    ],
  };
}
