import { z } from 'zod';
import { pageNumber } from '../bounds';
import { BlogLanguageSchema, BlogPostSchema, BlogPostSummarySchema, BlogSlugSchema } from '../blog';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** Issue 21: the public blog, in English and Spanish. */

export const ListBlogPostsQuerySchema = z
  .object({
    language: BlogLanguageSchema.default('en'),
    page: pageNumber(10_000).default(1),
    /** Only this category's posts (a category of the same language). */
    category: BlogSlugSchema.optional(),
    /** Only posts with this tag. */
    tag: BlogSlugSchema.optional(),
  })
  .refine((query) => !(query.category && query.tag), {
    error: 'tag: filter by a category or a tag, not both',
    path: ['tag'],
  });
export type ListBlogPostsQuery = z.input<typeof ListBlogPostsQuerySchema>;

/** The category or tag a list is filtered by, for its landing page. */
export const BlogListTermSchema = z.object({
  kind: z.enum(['category', 'tag']),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The same category in the other languages (by its own slug), for hreflang. */
  translations: z.array(z.object({ language: BlogLanguageSchema, slug: z.string() })),
});
export type BlogListTerm = z.infer<typeof BlogListTermSchema>;

export const ListBlogPostsResponseSchema = z.object({
  data: z.array(BlogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  term: BlogListTermSchema.nullable(),
  /** Every category of the language that has public posts, for the list's navigation. */
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type ListBlogPostsResponse = z.infer<typeof ListBlogPostsResponseSchema>;

/** GET /blog/posts — a page of public posts of a language, optionally of a category or tag. */
export const listBlogPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/blog/posts',
  api: 'main',
  operationId: 'listBlogPosts',
  summary: 'Published blog posts',
  description:
    'A page of the public posts of one language, newest first, optionally of one category or tag (an unknown one is a 404). Drafts and posts scheduled for later are never listed.',
  tags: ['blog'],
  errors: [404],
  querystring: ListBlogPostsQuerySchema,
  response: ListBlogPostsResponseSchema,
});

export function listBlogPosts(
  transport: HttpTransport,
  query: ListBlogPostsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listBlogPostsEndpoint, { query, signal });
}

export const GetBlogPostParamsSchema = z.object({
  language: BlogLanguageSchema,
  slug: BlogSlugSchema,
});
export type GetBlogPostParams = z.input<typeof GetBlogPostParamsSchema>;

export const GetBlogPostResponseSchema = z.object({ data: BlogPostSchema });
export type GetBlogPostResponse = z.infer<typeof GetBlogPostResponseSchema>;

/** GET /blog/posts/{language}/{slug} — one public post with its related posts and companies. */
export const getBlogPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/blog/posts/:language/:slug',
  api: 'main',
  operationId: 'getBlogPost',
  summary: 'A published blog post',
  description:
    'A public post with its sanitized body, table of contents, tags, translations, related posts and the companies it mentions. A draft, a post scheduled for later or an unknown slug is a 404.',
  tags: ['blog'],
  errors: [404],
  params: GetBlogPostParamsSchema,
  response: GetBlogPostResponseSchema,
});

export function getBlogPost(
  transport: HttpTransport,
  params: GetBlogPostParams,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getBlogPostEndpoint, { params, signal });
}
