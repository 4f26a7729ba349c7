import path from 'node:path';
import fp from 'fastify-plugin';
import { createDiskStorage } from '../storage/disk';
import { createS3Storage } from '../storage/s3';
import { isStorageKey, type Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: DATA_DIR/uploads, or the S3-compatible store of S3_*. */
    storage: Storage;
  }
}

/** Folders of the store never served publicly. */
const PRIVATE_FOLDERS = ['valet/', 'chat/', 'verification/'];

/** A year: stored files are named by their content, so a name never points at other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The storage port and /uploads/{key}, which serves what it holds. Tests may hand in their own
 * storage (an s3rver-backed one, say).
 */
export const storagePlugin = fp<{ storage?: Storage | undefined }>(
  async (app, options) => {
    const config = app.appConfig;
    const storage =
      options.storage ??
      (config.s3
        ? createS3Storage(config.s3)
        : createDiskStorage(path.resolve(config.dataDir, 'uploads')));
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());

    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Private files are served elsewhere, to the people they concern: a project's (valet/, by
      // /api/valet/files), a conversation's (chat/, by /api/conversations/files) and a company's
      // verification documents (verification/, by /api/admin/company-verifications, staff only).
      const open = isStorageKey(key) && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
      const file = open ? await storage.get(key) : null;
      if (!file)
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'There is no such file.' });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'")
        .send(file.body);
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
