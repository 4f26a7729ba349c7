import { createHmac, timingSafeEqual } from 'node:crypto';
import { diffLines } from 'diff';
import type { BlogLanguage } from '@atlas/api/blog';
import type { AdminBlogPost, BlogPostInputSchema, DiffPart } from '@atlas/api/endpoints/blog-admin';
import type { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import type { BlogAdminRepository, PostWrite } from './admin-repository';
import { sanitizeBlogHtml } from './content';
import { LARGEST_COVER_WIDTH } from './cover';

type PostInput = z.output<typeof BlogPostInputSchema>;

/** How long a signed preview link works. */
export const PREVIEW_LINK_DAYS = 7;
const DAY = 86_400_000;

const fieldError = (field: string, message: string, status = 400) =>
  new HttpError(status, `${field}: ${message}`, [{ field, message }]);

/**
 * A preview token: the post's id and an expiry, signed. It names the post by id, so a renamed
 * slug keeps its links working; it shows the post as it is when opened, until it expires.
 */
export function previewToken(postId: number, expiresAt: Date, secret: string): string {
  const payload = `${postId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const signature = createHmac('sha256', `${secret}:blog-preview`)
    .update(payload)
    .digest('base64url');
  return `${payload}.${signature}`;
}

/** The post id a token grants, or null when it is forged, malformed or expired. */
export function verifyPreviewToken(token: string, secret: string, now: Date): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  const expected = createHmac('sha256', `${secret}:blog-preview`)
    .update(`${id}.${expires}`)
    .digest();
  const given = Buffer.from(signature ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return Number(id);
}

/** The text of a body as lines, one block element per line, for a readable diff. */
function blockLines(html: string): string {
  return `${html
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(<\/(?:p|h[1-6]|li|blockquote|pre|tr|figure|table|ul|ol)>)/g, '$1\n')
    .trim()}\n`;
}

/** The changes from a revision to the current text (title and excerpt first). */
export function revisionDiff(
  from: { title: string; excerpt: string; bodyHtml: string },
  to: { title: string; excerpt: string; bodyHtml: string },
): DiffPart[] {
  const text = (post: typeof from) =>
    `Title: ${post.title}\nExcerpt: ${post.excerpt}\n${blockLines(post.bodyHtml)}`;
  return diffLines(text(from), text(to)).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

export interface BlogAdminServiceOptions {
  repository: BlogAdminRepository;
  storage: Storage;
  now: () => Date;
  secret: string;
  publicUrl: string;
}

/** Staff's side of the blog: writing, scheduling, revisions and preview links (issue 21). */
export function createBlogAdminService(options: BlogAdminServiceOptions) {
  const { repository, storage, now, secret, publicUrl } = options;

  /** Resolves the editor's slugs to ids; anything unknown is a 400 naming its field. */
  async function toWrite(input: PostInput, id: number | null): Promise<PostWrite> {
    const [authorId, categoryId, tagIds, companyIds] = await Promise.all([
      repository.authorId(input.author),
      repository.categoryId(input.language, input.category),
      repository.tagIds(input.language, input.tags),
      repository.companyIds(input.companies),
    ]);
    if (authorId === null) throw fieldError('author', 'choose one of the authors');
    if (categoryId === null)
      throw fieldError('category', `choose a category of the ${input.language} blog`);
    const unknownTag = input.tags.find((slug) => !tagIds.has(slug));
    if (unknownTag) throw fieldError('tags', `no ${input.language} tag "${unknownTag}"`);
    const unknownCompany = input.companies.find((slug) => !companyIds.has(slug));
    if (unknownCompany) throw fieldError('companies', `no company "${unknownCompany}"`);
    if (await repository.slugTaken(input.language, input.slug, id))
      throw fieldError('slug', 'another post of this language has this slug', 409);
    if (input.cover) {
      const largest = Math.min(input.cover.width, LARGEST_COVER_WIDTH);
      if (!(await storage.has(`${input.cover.key}-${largest}.webp`)))
        throw fieldError('cover', 'upload the image first');
    }
    let translationGroup: string | null = null;
    if (input.translation_of !== null) {
      if (input.translation_of === id)
        throw fieldError('translation_of', 'a post cannot translate itself');
      translationGroup = await repository.translationGroupOf(input.translation_of);
      if (!translationGroup) throw fieldError('translation_of', 'no such post');
      if (await repository.groupHasLanguage(translationGroup, input.language, id))
        throw fieldError('translation_of', `that article already has a ${input.language} version`);
    }
    const at = now();
    const publishAt =
      input.status === 'draft'
        ? input.publish_at
          ? new Date(input.publish_at)
          : null
        : input.publish_at
          ? new Date(input.publish_at)
          : at;
    const bodyHtml = sanitizeBlogHtml(input.body_html);
    return {
      language: input.language,
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      bodyHtml,
      authorId,
      categoryId,
      tagIds: input.tags.flatMap((slug) => tagIds.get(slug) ?? []),
      companyIds: [...new Set(input.companies)].flatMap((slug) => companyIds.get(slug) ?? []),
      coverKey: input.cover?.key ?? null,
      coverAlt: input.cover?.alt ?? '',
      coverWidth: input.cover?.width ?? null,
      coverHeight: input.cover?.height ?? null,
      status: input.status,
      publishAt,
      translationGroup,
    };
  }

  async function load(id: number): Promise<AdminBlogPost> {
    const row = await repository.post(id);
    if (!row) throw new HttpError(404, 'Post not found');
    const { post } = row;
    return {
      id: post.id,
      language: post.language,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body_html: post.bodyHtml,
      author: row.author,
      category: row.category,
      tags: row.tags,
      companies: row.companies,
      cover:
        post.coverKey && post.coverWidth && post.coverHeight
          ? {
              key: post.coverKey,
              width: post.coverWidth,
              height: post.coverHeight,
              alt: post.coverAlt,
              url: `/uploads/${post.coverKey}-${Math.min(post.coverWidth, LARGEST_COVER_WIDTH)}.webp`,
            }
          : null,
      status: post.status,
      publish_at: post.publishAt?.toISOString() ?? null,
      updated_at: post.updatedAt.toISOString(),
      translations: row.translations,
      revisions: row.revisions.map((revision) => ({
        id: revision.id,
        title: revision.title,
        created_at: revision.createdAt.toISOString(),
        saved_by: revision.savedBy,
      })),
    };
  }

  return {
    load,

    async create(input: PostInput, userId: string): Promise<AdminBlogPost> {
      const write = await toWrite(input, null);
      let id: number;
      try {
        id = await repository.create(write, userId, now());
      } catch (error) {
        // Two saves of the same new slug at once: the unique constraint decides.
        if (isUniqueViolation(error))
          throw fieldError('slug', 'another post of this language has this slug', 409);
        throw error;
      }
      return load(id);
    },

    async update(id: number, input: PostInput, userId: string): Promise<AdminBlogPost> {
      const write = await toWrite(input, id);
      let found: boolean;
      try {
        found = await repository.update(id, write, userId, now());
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldError('slug', 'another post of this language has this slug', 409);
        throw error;
      }
      if (!found) throw new HttpError(404, 'Post not found');
      return load(id);
    },

    async revision(postId: number, revisionId: number) {
      const [revision, current] = await Promise.all([
        repository.revision(postId, revisionId),
        repository.post(postId),
      ]);
      if (!revision || !current) throw new HttpError(404, 'Revision not found');
      return {
        id: revision.id,
        title: revision.title,
        excerpt: revision.excerpt,
        body_html: revision.bodyHtml,
        created_at: revision.createdAt.toISOString(),
        diff: revisionDiff(revision, current.post),
      };
    },

    async restore(postId: number, revisionId: number, userId: string) {
      if (!(await repository.restore(postId, revisionId, userId, now())))
        throw new HttpError(404, 'Revision not found');
      return load(postId);
    },

    async previewLink(id: number) {
      const identity = await repository.postIdentity(id);
      if (!identity) throw new HttpError(404, 'Post not found');
      const expiresAt = new Date(now().getTime() + PREVIEW_LINK_DAYS * DAY);
      const token = previewToken(id, expiresAt, secret);
      const language = identity.language === 'en' ? '' : `&language=${identity.language}`;
      return {
        url: `${publicUrl}/blog/preview/${identity.slug}?token=${token}${language}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Whether a token (or staff) may see the post of this language and slug. */
    async mayPreview(language: BlogLanguage, slug: string, token: string | undefined) {
      if (!token) return false;
      const granted = verifyPreviewToken(token, secret, now());
      if (granted === null) return false;
      return (await repository.idOf(language, slug)) === granted;
    },
  };
}
export type BlogAdminService = ReturnType<typeof createBlogAdminService>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
