import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VALET_MAX_FILE_BYTES, VALET_UPLOAD_KINDS, type ValetUploadKind } from '@atlas/api/valet';
import { uploadValetFileEndpoint } from '@atlas/api/endpoints/valet-projects';
import { requireCaptcha } from '../../captcha/captcha';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { fieldError, uploadReadError } from '../../plugins/errors';
import { detectValetFile, displayName } from './files';

/** Uploads per IP address and minute (the byte quotas of app.uploads come on top). */
const UPLOADS_PER_MINUTE = 30;

/**
 * POST /valet/uploads: a brief document or a voice note for the wizard, or a quote's attachment.
 * Anyone may upload, but an anonymous upload needs a solved captcha, and every upload counts
 * against the byte quotas of its network and account (issue 34).
 */
export const valetUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app, { reason: 'Too many requests.' });
  // Only this plugin's route reads multipart bodies: `kind`, a `captcha`, then one bounded file.
  await app.register(fastifyMultipart, {
    limits: { fileSize: VALET_MAX_FILE_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });

  /**
   * The `kind` field and the one file of a multipart upload; anything else names the field. An
   * anonymous upload's captcha is checked before its file is read.
   */
  async function receiveUpload(request: FastifyRequest, anonymous: boolean) {
    if (!request.isMultipart())
      throw fieldError('file', 'send the file as multipart/form-data in the field "file"', 415);
    let kind: ValetUploadKind | null = null;
    let captcha = '';
    let upload: { bytes: Buffer; filename: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : '';
          if (part.fieldname === 'captcha') captcha = value;
          if (part.fieldname !== 'kind') continue;
          const known = VALET_UPLOAD_KINDS.find((item) => item === value);
          if (!known) throw fieldError('kind', 'must be file or voice');
          kind = known;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fieldError('file', 'send the file in the field "file"');
        }
        if (!kind) {
          part.file.resume();
          throw fieldError('kind', 'send the kind (file or voice) before the file');
        }
        if (anonymous) {
          try {
            await requireCaptcha(app.captcha, captcha, request.ip);
          } catch (error) {
            part.file.resume();
            throw error;
          }
        }
        upload = { bytes: await part.toBuffer(), filename: part.filename };
      }
    } catch (error) {
      throw uploadReadError(error, {
        field: 'file',
        what: 'file',
        maxBytes: VALET_MAX_FILE_BYTES,
        tooLarge: app.multipartErrors.RequestFileTooLargeError,
      });
    }
    if (!kind) throw fieldError('kind', 'must be file or voice');
    if (!upload || upload.bytes.length === 0) throw fieldError('file', 'choose a file to upload');
    return { kind, ...upload };
  }

  app.post(
    uploadValetFileEndpoint.path,
    { config: perIp(UPLOADS_PER_MINUTE), schema: schemaOf(uploadValetFileEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.auth?.user ?? null;
      const { kind, bytes, filename } = await receiveUpload(request, user === null);
      const detected = detectValetFile(kind, bytes);
      if (!detected)
        throw fieldError(
          'file',
          kind === 'voice'
            ? 'a voice note must be WebM, Ogg or MP4 audio'
            : 'attach a PDF, Word or text document, or a PNG, JPEG or WebP image',
          415,
        );
      const at = app.clock.now();
      const month = at.toISOString().slice(0, 7);
      const path = `valet/${month}/${randomBytes(16).toString('hex')}.${detected.extension}`;
      const name = displayName(
        filename,
        `${kind === 'voice' ? 'voice-note' : 'brief'}.${detected.extension}`,
      );
      await app.uploads.store({
        purpose: 'valet',
        path,
        bytes,
        contentType: detected.contentType,
        userId: user?.id ?? null,
        ip: request.ip,
      });
      await app.valetRepository.insertUpload({
        path,
        kind,
        name,
        size: bytes.length,
        contentType: detected.contentType,
        userId: user?.id ?? null,
        ip: request.ip,
        createdAt: at,
      });
      return {
        data: { path, name, size: bytes.length, content_type: detected.contentType },
      };
    },
  );
};
