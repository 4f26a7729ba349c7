import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BlogLanguage } from '@atlas/api/blog';
import type { AppDatabase } from '../../db/client';
import {
  blogAuthors,
  blogCategories,
  blogPostCompanies,
  blogPosts,
  blogPostTags,
  blogTags,
  companies,
} from '../../db/schema';

/** The columns a post's summary needs (lists, related posts, feeds). */
const SUMMARY = {
  id: blogPosts.id,
  language: blogPosts.language,
  slug: blogPosts.slug,
  status: blogPosts.status,
  translationGroup: blogPosts.translationGroup,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  bodyHtml: blogPosts.bodyHtml,
  publishAt: blogPosts.publishAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  coverKey: blogPosts.coverKey,
  coverAlt: blogPosts.coverAlt,
  coverWidth: blogPosts.coverWidth,
  coverHeight: blogPosts.coverHeight,
  categoryId: blogPosts.categoryId,
  authorSlug: blogAuthors.slug,
  authorName: blogAuthors.name,
  authorBio: blogAuthors.bio,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
};
export type BlogPostRow = NonNullable<Awaited<ReturnType<BlogRepository['findPost']>>>;

/** Public: not a draft, and its publish time has come. */
function isPublic(now: Date): SQL {
  return and(
    ne(blogPosts.status, 'draft'),
    isNotNull(blogPosts.publishAt),
    lte(blogPosts.publishAt, now),
  ) as SQL;
}

export interface PublicListFilter {
  language: BlogLanguage;
  categoryId?: number | undefined;
  tagId?: number | undefined;
}

/** The blog's SQL (issue 21). */
export function createBlogRepository(db: AppDatabase) {
  function summaries() {
    return db
      .select(SUMMARY)
      .from(blogPosts)
      .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));
  }

  function listCondition(filter: PublicListFilter, now: Date): SQL {
    return and(
      eq(blogPosts.language, filter.language),
      isPublic(now),
      filter.categoryId === undefined ? undefined : eq(blogPosts.categoryId, filter.categoryId),
      filter.tagId === undefined
        ? undefined
        : inArray(
            blogPosts.id,
            db
              .select({ id: blogPostTags.postId })
              .from(blogPostTags)
              .where(eq(blogPostTags.tagId, filter.tagId)),
          ),
    ) as SQL;
  }

  return {
    /** A page of public posts, newest first, and how many there are in all. */
    async listPublic(filter: PublicListFilter, now: Date, offset: number, limit: number) {
      const where = listCondition(filter, now);
      const [rows, [total]] = await Promise.all([
        summaries()
          .where(where)
          .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findCategory(language: BlogLanguage, slug: string) {
      const [row] = await db
        .select()
        .from(blogCategories)
        .where(and(eq(blogCategories.language, language), eq(blogCategories.slug, slug)));
      return row ?? null;
    },

    async findTag(language: BlogLanguage, slug: string) {
      const [row] = await db
        .select()
        .from(blogTags)
        .where(and(eq(blogTags.language, language), eq(blogTags.slug, slug)));
      return row ?? null;
    },

    /**
     * A category's counterparts in the other languages: the categories of the translations of its
     * public posts (the most common one per language).
     */
    async categoryTranslations(categoryId: number, now: Date) {
      const other = alias(blogPosts, 'other');
      const otherCategory = alias(blogCategories, 'other_category');
      const rows = await db
        .select({ language: other.language, slug: otherCategory.slug })
        .from(blogPosts)
        .innerJoin(
          other,
          and(
            eq(other.translationGroup, blogPosts.translationGroup),
            ne(other.language, blogPosts.language),
          ),
        )
        .innerJoin(otherCategory, eq(otherCategory.id, other.categoryId))
        .where(
          and(
            eq(blogPosts.categoryId, categoryId),
            ne(other.status, 'draft'),
            lte(other.publishAt, now),
          ),
        )
        .groupBy(other.language, otherCategory.slug)
        .orderBy(asc(other.language), desc(count()), asc(otherCategory.slug));
      const first = new Map<BlogLanguage, string>();
      for (const row of rows) if (!first.has(row.language)) first.set(row.language, row.slug);
      return [...first].map(([language, slug]) => ({ language, slug }));
    },

    /** The categories of a language that have public posts, by name. */
    async categoriesInUse(language: BlogLanguage, now: Date) {
      return db
        .selectDistinct({ slug: blogCategories.slug, name: blogCategories.name })
        .from(blogCategories)
        .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(eq(blogCategories.language, language), isPublic(now)))
        .orderBy(asc(blogCategories.name));
    },

    /** A post by language and slug, whatever its state (the service decides who sees it). */
    async findPost(language: BlogLanguage, slug: string) {
      const [row] = await summaries().where(
        and(eq(blogPosts.language, language), eq(blogPosts.slug, slug)),
      );
      return row ?? null;
    },

    async tagsOf(postId: number) {
      return db
        .select({ id: blogTags.id, slug: blogTags.slug, name: blogTags.name })
        .from(blogPostTags)
        .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
        .where(eq(blogPostTags.postId, postId))
        .orderBy(asc(blogTags.name));
    },

    /** The public translations of a post (other languages of its group). */
    async translationsOf(group: string, language: BlogLanguage, now: Date) {
      return db
        .select({ language: blogPosts.language, slug: blogPosts.slug })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.translationGroup, group),
            ne(blogPosts.language, language),
            isPublic(now),
          ),
        )
        .orderBy(asc(blogPosts.language));
    },

    /**
     * Up to `limit` public posts of the same language most like this one: shared tags count most,
     * then the same category, then recency.
     */
    async related(
      postId: number,
      language: BlogLanguage,
      categoryId: number,
      now: Date,
      limit: number,
    ) {
      const shared = sql<number>`(SELECT count(*) FROM ${blogPostTags} theirs
        JOIN ${blogPostTags} mine ON mine.tag_id = theirs.tag_id AND mine.post_id = ${postId}
        WHERE theirs.post_id = ${blogPosts.id})`;
      return summaries()
        .where(and(eq(blogPosts.language, language), ne(blogPosts.id, postId), isPublic(now)))
        .orderBy(
          desc(shared),
          desc(sql`(${blogPosts.categoryId} = ${categoryId})`),
          desc(blogPosts.publishAt),
        )
        .limit(limit);
    },

    /** The companies a post mentions, as cards, in the post's order. */
    async companiesOf(postId: number) {
      return db
        .select({
          slug: companies.slug,
          name: companies.name,
          summary: companies.summary,
          logoPath: companies.logoPath,
          rating: companies.rating,
          reviewCount: companies.reviewCount,
        })
        .from(blogPostCompanies)
        .innerJoin(companies, eq(companies.id, blogPostCompanies.companyId))
        .where(eq(blogPostCompanies.postId, postId))
        .orderBy(asc(blogPostCompanies.position));
    },

    /** Every public post (sitemap), with its translations' group. */
    async publicPosts(now: Date) {
      return db
        .select({
          language: blogPosts.language,
          slug: blogPosts.slug,
          translationGroup: blogPosts.translationGroup,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(isPublic(now))
        .orderBy(asc(blogPosts.language), desc(blogPosts.publishAt));
    },

    /** Demo covers posts point at (the plugin draws those missing from storage). */
    async coverKeys(prefix: string) {
      const rows = await db
        .selectDistinct({ key: blogPosts.coverKey })
        .from(blogPosts)
        .where(sql`${blogPosts.coverKey} LIKE ${`${prefix}%`}`);
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
