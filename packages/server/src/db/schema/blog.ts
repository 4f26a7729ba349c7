import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BLOG_CONTRIBUTION_KINDS,
  BLOG_CONTRIBUTION_STATUSES,
  BLOG_LANGUAGES,
  BLOG_POST_STATUSES,
  type BlogContributionKind,
  type BlogContributionStatus,
  type BlogLanguage,
  type BlogPostStatus,
} from '@atlas/api/blog';
import { companies } from './companies';
import { inList } from './constraints';
import { users } from './users';

/** Who a post is by: a staff writer or a guest whose contribution was accepted (issue 21). */
export const blogAuthors = pgTable('blog_authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** A category of one language's blog: its own landing page. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    language: text('language', { enum: BLOG_LANGUAGES }).$type<BlogLanguage>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    unique('blog_categories_language_slug').on(t.language, t.slug),
    check('blog_categories_language_check', inList(t.language, BLOG_LANGUAGES)),
  ],
);

/** A tag of one language's blog. */
export const blogTags = pgTable(
  'blog_tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    language: text('language', { enum: BLOG_LANGUAGES }).$type<BlogLanguage>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('blog_tags_language_slug').on(t.language, t.slug),
    check('blog_tags_language_check', inList(t.language, BLOG_LANGUAGES)),
  ],
);

/**
 * A post in one language. Its translations share its `translation_group` (one post per language
 * in a group). Public once its status is not draft and the clock has reached `publish_at`.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    language: text('language', { enum: BLOG_LANGUAGES }).$type<BlogLanguage>().notNull(),
    slug: text('slug').notNull(),
    translationGroup: uuid('translation_group').notNull().defaultRandom(),
    status: text('status', { enum: BLOG_POST_STATUSES }).$type<BlogPostStatus>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML (the server's blog sanitizer runs on every save). */
    bodyHtml: text('body_html').notNull().default(''),
    /** The storage key prefix of the cover's renditions (`blog/covers/<digest>`). */
    coverKey: text('cover_key'),
    coverAlt: text('cover_alt').notNull().default(''),
    coverWidth: smallint('cover_width'),
    coverHeight: smallint('cover_height'),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('blog_posts_language_slug').on(t.language, t.slug),
    unique('blog_posts_translation_language').on(t.translationGroup, t.language),
    index('blog_posts_public_idx').on(t.language, t.publishAt),
    index('blog_posts_category_idx').on(t.categoryId, t.publishAt),
    check('blog_posts_language_check', inList(t.language, BLOG_LANGUAGES)),
    check('blog_posts_status_check', inList(t.status, BLOG_POST_STATUSES)),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('blog_post_tags_tag_idx').on(t.tagId),
  ],
);

/** Companies a post mentions (linked cards under it), in the order they are shown. */
export const blogPostCompanies = pgTable(
  'blog_post_companies',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.companyId] })],
);

/** Each saved version of a post's text, for the diff and restore in /admin. */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_post_revisions_post_idx').on(t.postId, t.createdAt)],
);

/** A draft an outside writer sent (write-for-us or Tech Nations), waiting in the staff queue. */
export const blogContributions = pgTable(
  'blog_contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: BLOG_CONTRIBUTION_KINDS }).$type<BlogContributionKind>().notNull(),
    status: text('status', { enum: BLOG_CONTRIBUTION_STATUSES })
      .$type<BlogContributionStatus>()
      .notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    bio: text('bio').notNull(),
    links: text('links').array().notNull(),
    /** A retried submission (same key) makes no second row. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_contributions_idempotency_key').on(t.idempotencyKey),
    index('blog_contributions_status_idx').on(t.status, t.createdAt),
    check('blog_contributions_kind_check', inList(t.kind, BLOG_CONTRIBUTION_KINDS)),
    check('blog_contributions_status_check', inList(t.status, BLOG_CONTRIBUTION_STATUSES)),
  ],
);
