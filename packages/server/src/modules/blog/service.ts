import {
  BLOG_LANGUAGES,
  BLOG_PAGE_SIZE,
  type BlogLanguage,
  type BlogPost,
  type BlogPostSummary,
} from '@atlas/api/blog';
import type { ListBlogPostsResponse } from '@atlas/api/endpoints/blog-posts';
import { HttpError } from '../../plugins/errors';
import { publicFileUrl } from '../companies/service';
import { readingMinutes, sanitizeBlogHtml, withTableOfContents } from './content';
import { coverImage } from './cover';
import type { BlogPostRow, BlogRepository } from './repository';

const RELATED_POSTS = 3;

export interface BlogListQuery {
  language: BlogLanguage;
  page: number;
  category?: string | undefined;
  tag?: string | undefined;
}

function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}

/** A row as lists show it. Unpublished rows (a preview) show their last change as their date. */
export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    language: row.language,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    published_at: (row.publishAt ?? row.updatedAt).toISOString(),
    reading_minutes: readingMinutes(row.bodyHtml),
    author: { slug: row.authorSlug, name: row.authorName, bio: row.authorBio },
    category: { slug: row.categorySlug, name: row.categoryName },
    cover: coverImage(row.coverKey, row.coverWidth, row.coverHeight, row.coverAlt),
  };
}

/** The public blog: lists, posts, and what the sitemap and feeds need (issue 21). */
export function createBlogService(repository: BlogRepository, now: () => Date) {
  async function fullPost(row: BlogPostRow, at: Date): Promise<BlogPost> {
    const [tags, translations, related, companies] = await Promise.all([
      repository.tagsOf(row.id),
      repository.translationsOf(row.translationGroup, row.language, at),
      repository.related(row.id, row.language, row.categoryId, at, RELATED_POSTS),
      repository.companiesOf(row.id),
    ]);
    const { html, headings } = withTableOfContents(sanitizeBlogHtml(row.bodyHtml));
    return {
      ...toSummary(row),
      body_html: html,
      updated_at: row.updatedAt.toISOString(),
      headings,
      tags: tags.map(({ slug, name }) => ({ slug, name })),
      translations,
      related: related.map(toSummary),
      companies: companies.map((company) => ({
        slug: company.slug,
        name: company.name,
        summary: company.summary ?? '',
        logo: publicFileUrl(company.logoPath),
        rating: company.rating,
        reviews_count: company.reviewCount,
      })),
      status: row.status,
    };
  }

  return {
    async list(query: BlogListQuery): Promise<ListBlogPostsResponse> {
      const at = now();
      let term: ListBlogPostsResponse['term'] = null;
      let categoryId: number | undefined;
      let tagId: number | undefined;
      if (query.category) {
        const category = await repository.findCategory(query.language, query.category);
        if (!category) throw notFound('Category');
        categoryId = category.id;
        term = {
          kind: 'category',
          slug: category.slug,
          name: category.name,
          description: category.description,
          translations: await repository.categoryTranslations(category.id, at),
        };
      } else if (query.tag) {
        const tag = await repository.findTag(query.language, query.tag);
        if (!tag) throw notFound('Tag');
        tagId = tag.id;
        term = { kind: 'tag', slug: tag.slug, name: tag.name, description: '', translations: [] };
      }
      const offset = (query.page - 1) * BLOG_PAGE_SIZE;
      const [{ rows, total }, categories] = await Promise.all([
        repository.listPublic(
          { language: query.language, categoryId, tagId },
          at,
          offset,
          BLOG_PAGE_SIZE,
        ),
        repository.categoriesInUse(query.language, at),
      ]);
      const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
      // Page 1 of an empty list is the empty state; a page past the last one does not exist.
      if (query.page > pageCount) throw notFound('Page');
      return {
        data: rows.map(toSummary),
        total,
        page: query.page,
        page_count: pageCount,
        term,
        categories,
      };
    },

    /** A public post; a draft, a post scheduled for later or an unknown slug is a 404. */
    async post(language: BlogLanguage, slug: string): Promise<BlogPost> {
      const at = now();
      const row = await repository.findPost(language, slug);
      if (!row || row.status === 'draft' || !row.publishAt || row.publishAt > at)
        throw notFound('Post');
      return fullPost(row, at);
    },

    /** Any post, whatever its state (staff and signed preview links only). */
    async preview(language: BlogLanguage, slug: string): Promise<BlogPost> {
      const row = await repository.findPost(language, slug);
      if (!row) throw notFound('Post');
      return fullPost(row, now());
    },

    /** The newest public posts of a language with their bodies (feeds). */
    async latest(language: BlogLanguage, limit: number) {
      const at = now();
      const { rows } = await repository.listPublic({ language }, at, 0, limit);
      return rows.map((row) => ({
        summary: toSummary(row),
        html: withTableOfContents(sanitizeBlogHtml(row.bodyHtml)).html,
        updatedAt: row.updatedAt,
      }));
    },

    /** The category pages that have public posts, in every language (sitemap). */
    async sitemapCategories() {
      const at = now();
      const languages = await Promise.all(
        BLOG_LANGUAGES.map(async (language) =>
          (await repository.categoriesInUse(language, at)).map((category) => ({
            language,
            slug: category.slug,
          })),
        ),
      );
      return languages.flat();
    },

    /** Every public post and its translations, for the sitemap. */
    async sitemapEntries() {
      const posts = await repository.publicPosts(now());
      const groups = new Map<string, { language: BlogLanguage; slug: string }[]>();
      for (const post of posts) {
        const group = groups.get(post.translationGroup) ?? [];
        group.push({ language: post.language, slug: post.slug });
        groups.set(post.translationGroup, group);
      }
      return posts.map((post) => ({
        language: post.language,
        slug: post.slug,
        updatedAt: post.updatedAt,
        alternates: groups.get(post.translationGroup) ?? [],
      }));
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
