import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  LOGO_MAX_BYTES,
  deleteCompanyLogoEndpoint,
  uploadCompanyImageEndpoint,
  uploadCompanyLogoEndpoint,
} from '@atlas/api/endpoints/company-logo';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError, uploadReadError } from '../../plugins/errors';
import { ImageRejected, processImage, type ImagePurpose } from '../../storage/images';
import { isStorageKey } from '../../storage/storage';
import { publicFileUrl } from '../companies/service';
import { createCompanyFilesRepository } from './repository';

/** Uploads per IP and minute. */
const PER_IP = 30;

const fieldError = (field: string, status: number, message: string) =>
  new HttpError(status, `${field}: ${message}`, [{ field, message }]);

/** A company's files (issue 16): its logo, through the storage port, members only. */
export const companyFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCompanyFilesRepository(app.database.db);
  await registerRateLimit(app, { reason: 'Too many uploads.' });
  // Only this plugin's routes read multipart bodies, one file of a bounded size each.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  /** Deletes a replaced file once the database no longer points at it; failures only log. */
  const forget = async (path: string | null) => {
    if (!path || !isStorageKey(path)) return;
    await app.storage.delete(path).catch((error: unknown) => {
      app.log.warn({ err: error, key: path }, 'could not delete a replaced file');
    });
  };

  /**
   * The one image of a multipart request's `field`, checked by content and processed for its
   * purpose. Anything else is a 4xx naming the field.
   */
  async function receiveImage(request: FastifyRequest, field: string, purpose: ImagePurpose) {
    if (!request.isMultipart())
      throw fieldError(field, 415, `send the image as multipart/form-data in the field "${field}"`);
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
        maxBytes: LOGO_MAX_BYTES,
        tooLarge: app.multipartErrors.RequestFileTooLargeError,
      });
    }
    try {
      return await processImage(bytes, purpose);
    } catch (error) {
      if (error instanceof ImageRejected) throw fieldError(field, 415, error.message);
      throw error;
    }
  }

  app.put(
    uploadCompanyImageEndpoint.path,
    { config: perIp(PER_IP), schema: schemaOf(uploadCompanyImageEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      const image = await receiveImage(request, 'image', 'portfolio');
      const key = `portfolio/${company.id}/${image.name}`;
      await app.storage.put(key, image.body, image.contentType);
      if (image.avif)
        await app.storage.put(
          `portfolio/${company.id}/${image.avif.name}`,
          image.avif.body,
          image.avif.contentType,
        );
      return { data: { path: key, url: publicFileUrl(key) ?? `/uploads/${key}` } };
    },
  );

  app.put(
    uploadCompanyLogoEndpoint.path,
    { config: perIp(PER_IP), schema: schemaOf(uploadCompanyLogoEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const image = await receiveImage(request, 'logo', 'logo');
      const key = `logos/${company.id}/${image.name}`;
      await app.storage.put(key, image.body, image.contentType);
      let replaced: string | null;
      try {
        replaced = await repository.setLogo(company.id, key, {
          userId: user.id,
          label: `user:${user.email}`,
        });
      } catch (error) {
        // The save failed: what it uploaded goes too.
        await forget(key);
        throw error;
      }
      if (replaced !== key) await forget(replaced);
      app.companySearch.markChanged();
      return { data: { logo_url: publicFileUrl(key) }, message: 'The logo is saved.' };
    },
  );

  app.delete(
    deleteCompanyLogoEndpoint.path,
    { config: perIp(PER_IP), schema: schemaOf(deleteCompanyLogoEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const replaced = await repository.setLogo(company.id, null, {
        userId: user.id,
        label: `user:${user.email}`,
      });
      await forget(replaced);
      app.companySearch.markChanged();
      return { data: { logo_url: null }, message: 'The logo is removed.' };
    },
  );
};
