import { z } from 'zod';
import { BLOG_POST_STATUSES, BlogLanguageSchema, BlogPostSchema, BlogSlugSchema } from '../blog';
import { intId } from '../bounds';
import { ApiError, callEndpoint, defineEndpoint, fillPath, type HttpTransport } from '../http';
import { staffQueueQuery } from '../staff-queue';

/** Issue 21: staff write, schedule, revise and preview blog posts in /admin. */

export const BLOG_ADMIN_SORT_FIELDS = ['updated_at', 'publish_at', 'title'] as const;

export const ListAdminBlogPostsQuerySchema = staffQueueQuery(
  BLOG_ADMIN_SORT_FIELDS,
  BLOG_POST_STATUSES,
);
export type ListAdminBlogPostsQuery = z.input<typeof ListAdminBlogPostsQuerySchema>;

/** A post as the staff list shows it. */
export const AdminBlogPostRowSchema = z.object({
  id: z.number().int(),
  language: BlogLanguageSchema,
  slug: z.string(),
  title: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  author: z.string(),
  /** Whether readers see it now (published, or scheduled and its time has come). */
  live: z.boolean(),
});
export type AdminBlogPostRow = z.infer<typeof AdminBlogPostRowSchema>;

export const ListAdminBlogPostsResponseSchema = z.object({
  data: z.array(AdminBlogPostRowSchema),
  total: z.number().int(),
});
export type ListAdminBlogPostsResponse = z.infer<typeof ListAdminBlogPostsResponseSchema>;

/** GET /admin/blog/posts — every post, drafts included (staff only). */
export const listAdminBlogPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/blog/posts',
  api: 'main',
  operationId: 'listAdminBlogPosts',
  summary: 'Blog posts (staff only)',
  description:
    'Every blog post in every language and state, a page at a time, sorted and filtered by state or text. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  querystring: ListAdminBlogPostsQuerySchema,
  response: ListAdminBlogPostsResponseSchema,
});

export function listAdminBlogPosts(
  transport: HttpTransport,
  query: ListAdminBlogPostsQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listAdminBlogPostsEndpoint, { query, signal });
}

const TermOptionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  language: BlogLanguageSchema,
});

export const BlogEditorOptionsResponseSchema = z.object({
  data: z.object({
    authors: z.array(z.object({ slug: z.string(), name: z.string() })),
    categories: z.array(TermOptionSchema),
    tags: z.array(TermOptionSchema),
  }),
});
export type BlogEditorOptionsResponse = z.infer<typeof BlogEditorOptionsResponseSchema>;

/** GET /admin/blog/options — the authors, categories and tags the editor offers (staff only). */
export const getBlogEditorOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/blog/options',
  api: 'main',
  operationId: 'getBlogEditorOptions',
  summary: "The blog editor's choices (staff only)",
  description:
    'The authors, and the categories and tags of every language, for the post editor. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  response: BlogEditorOptionsResponseSchema,
});

export function getBlogEditorOptions(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getBlogEditorOptionsEndpoint, { signal });
}

const text = (field: string, max: number, min = 0) =>
  z
    .string({ error: `${field}: required` })
    .trim()
    .min(min, { error: `${field}: use at least ${min} characters` })
    .max(max, { error: `${field}: use at most ${max} characters` });

/** A cover as the upload answered it, with its text alternative. */
export const BlogCoverInputSchema = z.object({
  key: z
    .string({ error: 'cover: upload the image first' })
    // An uploaded cover (named by its content), or a demo post's drawn one.
    .regex(/^blog\/(?:covers\/[a-f0-9]{32}|demo\/[a-z0-9-]{1,60})$/, {
      error: 'cover: upload the image first',
    }),
  width: z.number().int().min(1).max(1600),
  height: z.number().int().min(1).max(1600),
  alt: text('cover.alt', 300),
});
export type BlogCoverInput = z.infer<typeof BlogCoverInputSchema>;

/** A post as the editor saves it. Its body is HTML from the editor, sanitized by the server. */
export const BlogPostInputSchema = z
  .object({
    language: BlogLanguageSchema,
    slug: BlogSlugSchema,
    title: text('title', 200, 3),
    excerpt: text('excerpt', 400),
    body_html: z
      .string({ error: 'body_html: required' })
      .max(200_000, { error: 'body_html: the text is too long' }),
    author: BlogSlugSchema.describe('an author slug'),
    category: BlogSlugSchema.describe('a category slug of the post language'),
    tags: z
      .array(BlogSlugSchema, { error: 'tags: a list of tag slugs' })
      .max(10, { error: 'tags: at most 10' })
      .default([]),
    /** Companies the post mentions, by slug, in the order their cards show. */
    companies: z
      .array(BlogSlugSchema, { error: 'companies: a list of company slugs' })
      .max(12, { error: 'companies: at most 12' })
      .default([]),
    cover: BlogCoverInputSchema.nullable().default(null),
    status: z.enum(BLOG_POST_STATUSES, { error: 'status: draft, scheduled or published' }),
    /** When a scheduled post goes public (required for scheduled; published defaults to now). */
    publish_at: z.iso
      .datetime({ offset: true, error: 'publish_at: a date and time with its offset' })
      .nullable()
      .default(null),
    /** The post this one translates (another language of the same article). */
    translation_of: intId('translation_of: a post id').nullable().default(null),
  })
  .strict()
  .refine((post) => post.status !== 'scheduled' || post.publish_at !== null, {
    error: 'publish_at: choose when the post goes public',
    path: ['publish_at'],
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

export const BlogRevisionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  saved_by: z.string().nullable(),
});

/** A post as the editor loads it. */
export const AdminBlogPostSchema = z.object({
  id: z.number().int(),
  language: BlogLanguageSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body_html: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  companies: z.array(z.string()),
  cover: BlogCoverInputSchema.extend({ url: z.string() }).nullable(),
  status: z.enum(BLOG_POST_STATUSES),
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  translations: z.array(
    z.object({ id: z.number().int(), language: BlogLanguageSchema, slug: z.string() }),
  ),
  revisions: z.array(BlogRevisionSummarySchema),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

export const AdminBlogPostResponseSchema = z.object({
  data: AdminBlogPostSchema,
  message: z.string(),
});
export type AdminBlogPostResponse = z.infer<typeof AdminBlogPostResponseSchema>;

export const AdminBlogPostParamsSchema = z.object({
  id: intId('id: must be a post id'),
});

/** POST /admin/blog/posts — a new post (staff only). */
export const createBlogPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/posts',
  api: 'main',
  operationId: 'createBlogPost',
  summary: 'Write a blog post (staff only)',
  description:
    'Saves a new post (its body sanitized) as a draft, scheduled or published, with its first revision. A slug taken in its language is a 409; an unknown author, category, tag or company is a 400 naming the field. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404, 409],
  body: BlogPostInputSchema,
  response: AdminBlogPostResponseSchema,
});

export function createBlogPost(transport: HttpTransport, body: BlogPostInput) {
  return callEndpoint(transport, createBlogPostEndpoint, { body });
}

/** GET /admin/blog/posts/{id} — a post for the editor, with its revisions (staff only). */
export const getAdminBlogPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/blog/posts/:id',
  api: 'main',
  operationId: 'getAdminBlogPost',
  summary: 'A blog post for editing (staff only)',
  description:
    'A post in any state with its tags, companies, translations and revisions, newest first. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404],
  params: AdminBlogPostParamsSchema,
  response: AdminBlogPostResponseSchema,
});

export function getAdminBlogPost(transport: HttpTransport, id: number, signal?: AbortSignal) {
  return callEndpoint(transport, getAdminBlogPostEndpoint, { params: { id }, signal });
}

/** PUT /admin/blog/posts/{id} — saves a post; a changed text makes a new revision. */
export const updateBlogPostEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/blog/posts/:id',
  api: 'main',
  operationId: 'updateBlogPost',
  summary: 'Edit a blog post (staff only)',
  description:
    'Replaces a post (its body sanitized); when its title, excerpt or body changed, the new text becomes a revision. A slug taken in its language is a 409. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404, 409],
  params: AdminBlogPostParamsSchema,
  body: BlogPostInputSchema,
  response: AdminBlogPostResponseSchema,
});

export function updateBlogPost(transport: HttpTransport, id: number, body: BlogPostInput) {
  return callEndpoint(transport, updateBlogPostEndpoint, { params: { id }, body });
}

export const BlogRevisionParamsSchema = z.object({
  id: intId('id: must be a post id'),
  revision: intId('revision: must be a revision id'),
});

/** One piece of a diff: text both have, or only the revision ("removed") or the post ("added"). */
export const DiffPartSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type DiffPart = z.infer<typeof DiffPartSchema>;

export const BlogRevisionResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    body_html: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    /** From this revision to the post as it is now, line by line of its text. */
    diff: z.array(DiffPartSchema),
  }),
});
export type BlogRevisionResponse = z.infer<typeof BlogRevisionResponseSchema>;

/** GET /admin/blog/posts/{id}/revisions/{revision} — a revision and its diff to the post. */
export const getBlogRevisionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/blog/posts/:id/revisions/:revision',
  api: 'main',
  operationId: 'getBlogRevision',
  summary: 'A revision of a blog post (staff only)',
  description:
    "A saved revision and the changes from it to the post's current text. Anyone but staff gets a 404.",
  tags: ['blog'],
  security: 'staff',
  errors: [404],
  params: BlogRevisionParamsSchema,
  response: BlogRevisionResponseSchema,
});

export function getBlogRevision(
  transport: HttpTransport,
  id: number,
  revision: number,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getBlogRevisionEndpoint, { params: { id, revision }, signal });
}

/** POST /admin/blog/posts/{id}/revisions/{revision}/restore — the revision's text again. */
export const restoreBlogRevisionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/posts/:id/revisions/:revision/restore',
  api: 'main',
  operationId: 'restoreBlogRevision',
  summary: 'Restore a revision (staff only)',
  description:
    "Puts a revision's title, excerpt and body back into the post, as a new revision. Anyone but staff gets a 404.",
  tags: ['blog'],
  security: 'staff',
  errors: [404],
  params: BlogRevisionParamsSchema,
  response: AdminBlogPostResponseSchema,
});

export function restoreBlogRevision(transport: HttpTransport, id: number, revision: number) {
  return callEndpoint(transport, restoreBlogRevisionEndpoint, { params: { id, revision } });
}

export const BlogPreviewLinkResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) }),
});
export type BlogPreviewLinkResponse = z.infer<typeof BlogPreviewLinkResponseSchema>;

/** POST /admin/blog/posts/{id}/preview-link — a signed link that shows the post until it expires. */
export const createBlogPreviewLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/posts/:id/preview-link',
  api: 'main',
  operationId: 'createBlogPreviewLink',
  summary: 'A preview link (staff only)',
  description:
    'A signed link to /blog/preview/{slug} that shows the post in its current state to anyone who has it, for 7 days; the page is never indexed. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404],
  params: AdminBlogPostParamsSchema,
  response: BlogPreviewLinkResponseSchema,
});

export function createBlogPreviewLink(transport: HttpTransport, id: number) {
  return callEndpoint(transport, createBlogPreviewLinkEndpoint, { params: { id } });
}

export const BLOG_TERM_KINDS = ['author', 'category', 'tag'] as const;

/** A new author, category or tag (categories and tags belong to one language). */
export const CreateBlogTermBodySchema = z
  .object({
    kind: z.enum(BLOG_TERM_KINDS, { error: 'kind: author, category or tag' }),
    language: BlogLanguageSchema.default('en'),
    slug: BlogSlugSchema,
    name: text('name', 100, 2),
    /** A category's description or an author's bio. */
    description: text('description', 1000).default(''),
  })
  .strict();
export type CreateBlogTermBody = z.input<typeof CreateBlogTermBodySchema>;

export const CreateBlogTermResponseSchema = z.object({
  data: z.object({ kind: z.enum(BLOG_TERM_KINDS), slug: z.string(), name: z.string() }),
  message: z.string(),
});

/** POST /admin/blog/terms — a new author, category or tag (staff only). */
export const createBlogTermEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/terms',
  api: 'main',
  operationId: 'createBlogTerm',
  summary: 'Add an author, category or tag (staff only)',
  description:
    'Adds an author, or a category or tag of one language, for the post editor. A slug already taken (per language for categories and tags) is a 409. Anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  errors: [404, 409],
  body: CreateBlogTermBodySchema,
  response: CreateBlogTermResponseSchema,
});

export function createBlogTerm(transport: HttpTransport, body: CreateBlogTermBody) {
  return callEndpoint(transport, createBlogTermEndpoint, { body });
}

export const BLOG_IMAGE_PURPOSES = ['cover', 'inline'] as const;

export const UploadBlogImageQuerySchema = z.object({
  purpose: z.enum(BLOG_IMAGE_PURPOSES, { error: 'purpose: cover or inline' }),
});

export const UploadBlogImageResponseSchema = z.object({
  data: z.object({
    key: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});
export type UploadBlogImageResponse = z.infer<typeof UploadBlogImageResponseSchema>;

/**
 * POST /admin/blog/images?purpose=cover|inline — `multipart/form-data` with one file field,
 * `image`. A cover is stored at each responsive width as WebP and AVIF; an inline image as one
 * WebP of at most 1600 px for the body.
 */
export const uploadBlogImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/blog/images',
  api: 'main',
  operationId: 'uploadBlogImage',
  summary: 'Upload a blog image (staff only)',
  description:
    'Takes multipart/form-data with one file field, `image`: an image of at most 5 MB, checked by its content and stripped of metadata. A cover is stored at 480, 960 and 1600 px as WebP and AVIF; an inline image as one WebP. Anything that is not an image is a 415; anyone but staff gets a 404.',
  tags: ['blog'],
  security: 'staff',
  upload: { field: 'image' },
  errors: [404, 413, 415],
  querystring: UploadBlogImageQuerySchema,
  response: UploadBlogImageResponseSchema,
});

export async function uploadBlogImage(
  transport: HttpTransport,
  purpose: (typeof BLOG_IMAGE_PURPOSES)[number],
  file: Blob,
): Promise<UploadBlogImageResponse> {
  const form = new FormData();
  form.append('image', file);
  const answer = await transport({
    api: uploadBlogImageEndpoint.api,
    method: uploadBlogImageEndpoint.method,
    path: fillPath(uploadBlogImageEndpoint.path, {}),
    query: { purpose },
    body: form,
  });
  const parsed = UploadBlogImageResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      502,
      `Unexpected answer from POST /admin/blog/images: ${parsed.error.message}`,
    );
  return parsed.data;
}

export const GetBlogPreviewQuerySchema = z.object({
  language: BlogLanguageSchema.default('en'),
  /** The signed preview token; staff need none. */
  token: z.string().max(200, { error: 'token: not a preview token' }).optional(),
});
export type GetBlogPreviewQuery = z.input<typeof GetBlogPreviewQuerySchema>;

export const GetBlogPreviewParamsSchema = z.object({ slug: BlogSlugSchema });

export const GetBlogPreviewResponseSchema = z.object({ data: BlogPostSchema });
export type GetBlogPreviewResponse = z.infer<typeof GetBlogPreviewResponseSchema>;

/** GET /blog/preview/{slug} — a post in any state, for staff or the holder of a signed link. */
export const getBlogPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/blog/preview/:slug',
  api: 'main',
  operationId: 'getBlogPreview',
  summary: 'Preview a blog post',
  description:
    'A post in any state (draft, scheduled, published) for staff, or for anyone with an unexpired signed link to it. Otherwise, or for an unknown slug, a 404.',
  tags: ['blog'],
  security: 'session-optional',
  errors: [404],
  params: GetBlogPreviewParamsSchema,
  querystring: GetBlogPreviewQuerySchema,
  response: GetBlogPreviewResponseSchema,
});

export function getBlogPreview(
  transport: HttpTransport,
  slug: string,
  query: GetBlogPreviewQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getBlogPreviewEndpoint, { params: { slug }, query, signal });
}
