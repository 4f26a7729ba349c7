import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBlogPostEndpoint,
  createBlogTermEndpoint,
  createBlogPreviewLinkEndpoint,
  getAdminBlogPostEndpoint,
  getBlogEditorOptionsEndpoint,
  getBlogPreviewEndpoint,
  getBlogRevisionEndpoint,
  listAdminBlogPostsEndpoint,
  restoreBlogRevisionEndpoint,
  updateBlogPostEndpoint,
  uploadBlogImageEndpoint,
} from '@atlas/api/endpoints/blog-admin';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { staffQueuePage } from '../../lib/staff-queue';
import { HttpError, uploadReadError } from '../../plugins/errors';
import { ImageRejected, MAX_IMAGE_BYTES, processImage } from '../../storage/images';
import { storeCover } from './cover';

const PER_IP = { admin: 240, uploads: 30, preview: 120 };

const fieldError = (field: string, status: number, message: string) =>
  new HttpError(status, `${field}: ${message}`, [{ field, message }]);

/** /api/admin/blog/… (staff only) and /api/blog/preview/{slug} (staff or a signed link). */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogAdmin, blogAdminRepository: repository } = app;
  await registerRateLimit(app, { reason: 'Too many requests.' });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  /** The staff member's user id (every call here but the preview is staff only: 404 otherwise). */
  const staff = async (request: FastifyRequest): Promise<string> => {
    const actor = await app.requireStaff(request);
    if (!actor.userId) throw new HttpError(404, 'Not found');
    return actor.userId;
  };

  app.get(
    listAdminBlogPostsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listAdminBlogPostsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await staff(request);
      const { rows, total } = await repository.list(staffQueuePage(request.query), app.clock.now());
      return {
        data: rows.map((row) => ({
          id: row.id,
          language: row.language,
          slug: row.slug,
          title: row.title,
          status: row.status,
          publish_at: row.publishAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
          author: row.author,
          live: row.live === true,
        })),
        total,
      };
    },
  );

  app.get(
    getBlogEditorOptionsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(getBlogEditorOptionsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await staff(request);
      return { data: await repository.options() };
    },
  );

  app.post(
    createBlogTermEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(createBlogTermEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await staff(request);
      const { kind, slug, name } = request.body;
      if (!(await repository.createTerm(request.body)))
        throw fieldError('slug', 409, `there is already a ${kind} with this slug`);
      return { data: { kind, slug, name }, message: `The ${kind} “${name}” is added.` };
    },
  );

  app.post(
    createBlogPostEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(createBlogPostEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await staff(request);
      const post = await blogAdmin.create(request.body, userId);
      return { data: post, message: 'The post is saved.' };
    },
  );

  app.get(
    getAdminBlogPostEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(getAdminBlogPostEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await staff(request);
      return { data: await blogAdmin.load(request.params.id), message: '' };
    },
  );

  app.put(
    updateBlogPostEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(updateBlogPostEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await staff(request);
      const post = await blogAdmin.update(request.params.id, request.body, userId);
      return { data: post, message: 'The post is saved.' };
    },
  );

  app.get(
    getBlogRevisionEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(getBlogRevisionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await staff(request);
      return { data: await blogAdmin.revision(request.params.id, request.params.revision) };
    },
  );

  app.post(
    restoreBlogRevisionEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(restoreBlogRevisionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await staff(request);
      const post = await blogAdmin.restore(request.params.id, request.params.revision, userId);
      return { data: post, message: 'The revision is restored.' };
    },
  );

  app.post(
    createBlogPreviewLinkEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(createBlogPreviewLinkEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await staff(request);
      return { data: await blogAdmin.previewLink(request.params.id) };
    },
  );

  app.post(
    uploadBlogImageEndpoint.path,
    { config: perIp(PER_IP.uploads), schema: schemaOf(uploadBlogImageEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await staff(request);
      const field = 'image';
      if (!request.isMultipart())
        throw fieldError(field, 415, 'send the image as multipart/form-data in the field "image"');
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== field)
          throw fieldError(field, 400, 'choose an image to upload');
        bytes = await part.toBuffer();
      } catch (error) {
        throw uploadReadError(error, {
          field,
          what: 'image',
          maxBytes: MAX_IMAGE_BYTES,
          tooLarge: app.multipartErrors.RequestFileTooLargeError,
        });
      }
      try {
        if (request.query.purpose === 'cover') {
          const cover = await storeCover(app.storage, bytes);
          const largest = Math.min(cover.width, 1600);
          return {
            data: {
              key: cover.key,
              url: `/uploads/${cover.key}-${largest}.webp`,
              width: cover.width,
              height: cover.height,
            },
          };
        }
        const image = await processImage(bytes, 'portfolio');
        const key = `blog/images/${image.name}`;
        await app.storage.put(key, image.body, image.contentType);
        return { data: { key, url: `/uploads/${key}`, width: image.width, height: image.height } };
      } catch (error) {
        if (error instanceof ImageRejected) throw fieldError(field, 415, error.message);
        throw error;
      }
    },
  );

  app.get(
    getBlogPreviewEndpoint.path,
    { config: perIp(PER_IP.preview), schema: schemaOf(getBlogPreviewEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const { slug } = request.params;
      const { language, token } = request.query;
      const allowed =
        (await blogAdmin.mayPreview(language, slug, token)) ||
        (request.auth != null && (await app.submissionRepository.isStaff(request.auth.user.id)));
      if (!allowed) throw new HttpError(404, 'Post not found');
      return { data: await app.blog.preview(language, slug) };
    },
  );
};
