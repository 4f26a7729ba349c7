import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { BlogLanguage, BlogPostStatus } from '@atlas/api/blog';
import type { AppDatabase } from '../../db/client';
import {
  blogAuthors,
  blogCategories,
  blogPostCompanies,
  blogPostRevisions,
  blogPosts,
  blogPostTags,
  blogTags,
  companies,
  users,
} from '../../db/schema';

export interface AdminListQuery {
  page: number;
  pageSize: number;
  sort: 'updated_at' | 'publish_at' | 'title';
  order: 'asc' | 'desc';
  status?: BlogPostStatus | undefined;
  q?: string | undefined;
}

/** What a save writes (ids already resolved from the slugs the editor sent). */
export interface PostWrite {
  language: BlogLanguage;
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  authorId: number;
  categoryId: number;
  tagIds: number[];
  companyIds: number[];
  coverKey: string | null;
  coverAlt: string;
  coverWidth: number | null;
  coverHeight: number | null;
  status: BlogPostStatus;
  publishAt: Date | null;
  translationGroup: string | null;
}

const SORT_COLUMNS = {
  updated_at: blogPosts.updatedAt,
  publish_at: blogPosts.publishAt,
  title: blogPosts.title,
};

/** The SQL of the blog's staff side (issue 21): every state, writes and revisions. */
export function createBlogAdminRepository(db: AppDatabase) {
  async function replaceLinks(tx: AppDatabase, postId: number, write: PostWrite) {
    await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
    if (write.tagIds.length)
      await tx.insert(blogPostTags).values(write.tagIds.map((tagId) => ({ postId, tagId })));
    await tx.delete(blogPostCompanies).where(eq(blogPostCompanies.postId, postId));
    if (write.companyIds.length)
      await tx
        .insert(blogPostCompanies)
        .values(write.companyIds.map((companyId, position) => ({ postId, companyId, position })));
  }

  function columnsOf(write: PostWrite, at: Date) {
    return {
      language: write.language,
      slug: write.slug,
      title: write.title,
      excerpt: write.excerpt,
      bodyHtml: write.bodyHtml,
      authorId: write.authorId,
      categoryId: write.categoryId,
      coverKey: write.coverKey,
      coverAlt: write.coverAlt,
      coverWidth: write.coverWidth,
      coverHeight: write.coverHeight,
      status: write.status,
      publishAt: write.publishAt,
      updatedAt: at,
    };
  }

  return {
    async list(query: AdminListQuery, now: Date) {
      const where = and(
        query.status ? eq(blogPosts.status, query.status) : undefined,
        query.q
          ? or(ilike(blogPosts.title, `%${query.q}%`), ilike(blogPosts.slug, `%${query.q}%`))
          : undefined,
      );
      const column = SORT_COLUMNS[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: blogPosts.id,
            language: blogPosts.language,
            slug: blogPosts.slug,
            title: blogPosts.title,
            status: blogPosts.status,
            publishAt: blogPosts.publishAt,
            updatedAt: blogPosts.updatedAt,
            author: blogAuthors.name,
            live: sql<boolean>`(${blogPosts.status} <> 'draft' AND ${blogPosts.publishAt} <= ${now.toISOString()})`,
          })
          .from(blogPosts)
          .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(blogPosts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async options() {
      const [authors, categories, tags] = await Promise.all([
        db
          .select({ slug: blogAuthors.slug, name: blogAuthors.name })
          .from(blogAuthors)
          .orderBy(asc(blogAuthors.name)),
        db
          .select({
            slug: blogCategories.slug,
            name: blogCategories.name,
            language: blogCategories.language,
          })
          .from(blogCategories)
          .orderBy(asc(blogCategories.language), asc(blogCategories.name)),
        db
          .select({ slug: blogTags.slug, name: blogTags.name, language: blogTags.language })
          .from(blogTags)
          .orderBy(asc(blogTags.language), asc(blogTags.name)),
      ]);
      return { authors, categories, tags };
    },

    async authorId(slug: string) {
      const [row] = await db
        .select({ id: blogAuthors.id })
        .from(blogAuthors)
        .where(eq(blogAuthors.slug, slug));
      return row?.id ?? null;
    },

    async categoryId(language: BlogLanguage, slug: string) {
      const [row] = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(and(eq(blogCategories.language, language), eq(blogCategories.slug, slug)));
      return row?.id ?? null;
    },

    async tagIds(language: BlogLanguage, slugs: readonly string[]) {
      if (!slugs.length) return new Map<string, number>();
      const rows = await db
        .select({ id: blogTags.id, slug: blogTags.slug })
        .from(blogTags)
        .where(and(eq(blogTags.language, language), inArray(blogTags.slug, [...slugs])));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async companyIds(slugs: readonly string[]) {
      if (!slugs.length) return new Map<string, number>();
      const rows = await db
        .select({ id: companies.id, slug: companies.slug })
        .from(companies)
        .where(inArray(companies.slug, [...slugs]));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async translationGroupOf(postId: number) {
      const [row] = await db
        .select({ group: blogPosts.translationGroup })
        .from(blogPosts)
        .where(eq(blogPosts.id, postId));
      return row?.group ?? null;
    },

    /** Whether another post of the group already has this language. */
    async groupHasLanguage(group: string, language: BlogLanguage, except: number | null) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.translationGroup, group),
            eq(blogPosts.language, language),
            except === null ? undefined : ne(blogPosts.id, except),
          ),
        );
      return row !== undefined;
    },

    async slugTaken(language: BlogLanguage, slug: string, except: number | null) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.language, language),
            eq(blogPosts.slug, slug),
            except === null ? undefined : ne(blogPosts.id, except),
          ),
        );
      return row !== undefined;
    },

    /** A new post, its links and its first revision, in one transaction. */
    async create(write: PostWrite, savedBy: string, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({
            ...columnsOf(write, at),
            ...(write.translationGroup ? { translationGroup: write.translationGroup } : {}),
            createdAt: at,
          })
          .returning({ id: blogPosts.id });
        if (!row) throw new Error('the post was not written');
        await replaceLinks(tx, row.id, write);
        await tx.insert(blogPostRevisions).values({
          postId: row.id,
          title: write.title,
          excerpt: write.excerpt,
          bodyHtml: write.bodyHtml,
          savedBy,
          createdAt: at,
        });
        return row.id;
      });
    },

    /** Saves a post; a new revision when its text changed. False when there is no such post. */
    async update(id: number, write: PostWrite, savedBy: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            title: blogPosts.title,
            excerpt: blogPosts.excerpt,
            bodyHtml: blogPosts.bodyHtml,
          })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for('update');
        if (!before) return false;
        await tx
          .update(blogPosts)
          .set({
            ...columnsOf(write, at),
            ...(write.translationGroup ? { translationGroup: write.translationGroup } : {}),
          })
          .where(eq(blogPosts.id, id));
        await replaceLinks(tx, id, write);
        const changed =
          before.title !== write.title ||
          before.excerpt !== write.excerpt ||
          before.bodyHtml !== write.bodyHtml;
        if (changed)
          await tx.insert(blogPostRevisions).values({
            postId: id,
            title: write.title,
            excerpt: write.excerpt,
            bodyHtml: write.bodyHtml,
            savedBy,
            createdAt: at,
          });
        return true;
      });
    },

    async post(id: number) {
      const [row] = await db
        .select({
          post: blogPosts,
          author: blogAuthors.slug,
          category: blogCategories.slug,
        })
        .from(blogPosts)
        .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(eq(blogPosts.id, id));
      if (!row) return null;
      const [tags, mentioned, translations, revisions] = await Promise.all([
        db
          .select({ slug: blogTags.slug })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(eq(blogPostTags.postId, id))
          .orderBy(asc(blogTags.slug)),
        db
          .select({ slug: companies.slug })
          .from(blogPostCompanies)
          .innerJoin(companies, eq(companies.id, blogPostCompanies.companyId))
          .where(eq(blogPostCompanies.postId, id))
          .orderBy(asc(blogPostCompanies.position)),
        db
          .select({ id: blogPosts.id, language: blogPosts.language, slug: blogPosts.slug })
          .from(blogPosts)
          .where(
            and(eq(blogPosts.translationGroup, row.post.translationGroup), ne(blogPosts.id, id)),
          )
          .orderBy(asc(blogPosts.language)),
        db
          .select({
            id: blogPostRevisions.id,
            title: blogPostRevisions.title,
            createdAt: blogPostRevisions.createdAt,
            savedBy: users.email,
          })
          .from(blogPostRevisions)
          .leftJoin(users, eq(users.id, blogPostRevisions.savedBy))
          .where(eq(blogPostRevisions.postId, id))
          .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.id)),
      ]);
      return {
        ...row,
        tags: tags.map((tag) => tag.slug),
        companies: mentioned.map((company) => company.slug),
        translations,
        revisions,
      };
    },

    async revision(postId: number, revisionId: number) {
      const [row] = await db
        .select()
        .from(blogPostRevisions)
        .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)));
      return row ?? null;
    },

    /** Puts a revision's text back as the post's, recorded as a new revision. */
    async restore(postId: number, revisionId: number, savedBy: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [revision] = await tx
          .select()
          .from(blogPostRevisions)
          .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)));
        if (!revision) return false;
        const text = {
          title: revision.title,
          excerpt: revision.excerpt,
          bodyHtml: revision.bodyHtml,
        };
        await tx
          .update(blogPosts)
          .set({ ...text, updatedAt: at })
          .where(eq(blogPosts.id, postId));
        await tx.insert(blogPostRevisions).values({ postId, ...text, savedBy, createdAt: at });
        return true;
      });
    },

    /** A new author, category or tag; false when its slug is taken. */
    async createTerm(term: {
      kind: 'author' | 'category' | 'tag';
      language: BlogLanguage;
      slug: string;
      name: string;
      description: string;
    }): Promise<boolean> {
      const rows =
        term.kind === 'author'
          ? await db
              .insert(blogAuthors)
              .values({ slug: term.slug, name: term.name, bio: term.description })
              .onConflictDoNothing()
              .returning({ id: blogAuthors.id })
          : term.kind === 'category'
            ? await db
                .insert(blogCategories)
                .values({
                  language: term.language,
                  slug: term.slug,
                  name: term.name,
                  description: term.description,
                })
                .onConflictDoNothing()
                .returning({ id: blogCategories.id })
            : await db
                .insert(blogTags)
                .values({ language: term.language, slug: term.slug, name: term.name })
                .onConflictDoNothing()
                .returning({ id: blogTags.id });
      return rows.length > 0;
    },

    /** The post a preview token names, by language and slug. */
    async postIdentity(id: number) {
      const [row] = await db
        .select({ language: blogPosts.language, slug: blogPosts.slug })
        .from(blogPosts)
        .where(eq(blogPosts.id, id));
      return row ?? null;
    },

    async idOf(language: BlogLanguage, slug: string) {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.language, language), eq(blogPosts.slug, slug)));
      return row?.id ?? null;
    },
  };
}
export type BlogAdminRepository = ReturnType<typeof createBlogAdminRepository>;
