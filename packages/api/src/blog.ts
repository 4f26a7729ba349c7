import { z } from 'zod';
import { BLOG_LANGUAGES, BLOG_POST_STATUSES } from './blog-paths';

export * from './blog-paths';

/**
 * The blog's schemas (issue 21): its languages as a schema, a contribution's kinds and states,
 * and posts as the API answers them. A post and its translations share one translation group.
 */
export const BlogLanguageSchema = z.enum(BLOG_LANGUAGES, { error: 'language: en or es' });

/** The two forms outside writers send drafts through. */
export const BLOG_CONTRIBUTION_KINDS = ['tech-nations', 'write-for-us'] as const;
export type BlogContributionKind = (typeof BLOG_CONTRIBUTION_KINDS)[number];

export const BLOG_CONTRIBUTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type BlogContributionStatus = (typeof BLOG_CONTRIBUTION_STATUSES)[number];

/** Posts on one page of a list. */
export const BLOG_PAGE_SIZE = 9;

/** Words a reader reads in a minute, for the reading time. */
export const BLOG_WORDS_PER_MINUTE = 220;

export const BlogSlugSchema = z
  .string({ error: 'slug: letters, digits and dashes' })
  .min(1, { error: 'slug: letters, digits and dashes' })
  .max(120, { error: 'slug: use at most 120 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug: lower-case letters, digits and dashes' });

/** The responsive renditions of a cover image (WebP and AVIF at each width). */
export const BlogImageSchema = z.object({
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The largest WebP rendition's URL (Open Graph, the `img` fallback). */
  src: z.string(),
  webp: z.string().describe('a srcset of the WebP renditions'),
  avif: z.string().describe('a srcset of the AVIF renditions'),
});
export type BlogImage = z.infer<typeof BlogImageSchema>;

export const BlogAuthorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
});
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;

export const BlogTermSchema = z.object({
  slug: z.string(),
  name: z.string(),
});
export type BlogTerm = z.infer<typeof BlogTermSchema>;

/** A post as lists show it. */
export const BlogPostSummarySchema = z.object({
  language: BlogLanguageSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  reading_minutes: z.number().int(),
  author: BlogAuthorSchema,
  category: BlogTermSchema,
  cover: BlogImageSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

/** A company a post mentions, as its linked card shows it. */
export const BlogCompanyCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  logo: z.string().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
});
export type BlogCompanyCard = z.infer<typeof BlogCompanyCardSchema>;

export const BlogHeadingSchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});
export type BlogHeading = z.infer<typeof BlogHeadingSchema>;

/** A whole post, its body sanitized HTML whose h2/h3 carry the ids of its table of contents. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  body_html: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
  headings: z.array(BlogHeadingSchema),
  tags: z.array(BlogTermSchema),
  /** The same post in the other languages, for hreflang and the language switch. */
  translations: z.array(z.object({ language: BlogLanguageSchema, slug: z.string() })),
  related: z.array(BlogPostSummarySchema),
  companies: z.array(BlogCompanyCardSchema),
  /** Only when shown through a preview: the post is not public (yet). */
  status: z.enum(BLOG_POST_STATUSES),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
