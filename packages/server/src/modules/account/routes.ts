import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAccountSettingsEndpoint,
  renameAccountEndpoint,
} from '@atlas/api/endpoints/account-settings';
import {
  AVATAR_MAX_BYTES,
  deleteAccountAvatarEndpoint,
  uploadAccountAvatarEndpoint,
} from '@atlas/api/endpoints/account-avatar';
import {
  changeAccountEmailEndpoint,
  confirmAccountEmailEndpoint,
} from '@atlas/api/endpoints/account-email';
import {
  listAccountSessionsEndpoint,
  revokeAccountSessionEndpoint,
  revokeOtherAccountSessionsEndpoint,
} from '@atlas/api/endpoints/account-sessions';
import {
  deleteAccountEndpoint,
  exportAccountDataEndpoint,
} from '@atlas/api/endpoints/account-data';
import { AttemptThrottle, refuseWhileThrottled } from '../../lib/attempt-throttle';
import { schemaOf } from '../../lib/endpoint-schema';
import { MINUTE, perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError, uploadReadError } from '../../plugins/errors';
import { ImageRejected, processImage } from '../../storage/images';
import { isStorageKey } from '../../storage/storage';
import { createAccountService } from './service';

/** Per-IP limits (requests per minute). */
const PER_IP = { read: 60, write: 30, upload: 20, email: 10, confirm: 30, export: 10, delete: 5 };

const NO_STORE = 'private, no-store';

const fieldError = (field: string, status: number, message: string) =>
  new HttpError(status, `${field}: ${message}`, [{ field, message }]);

/** The account settings (issue 19): /api/account/… for the signed-in person only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService({
    db: app.database.db,
    config: app.appConfig,
    mailQueue: app.mailQueue,
    clock: app.clock,
  });
  const now = () => app.clock.now().getTime();
  // Per account: wrong passwords slow down, and an address change is asked for a few times an hour.
  const throttles = {
    password: new AttemptThrottle(5, 15 * MINUTE, now),
    emailChange: new AttemptThrottle(5, 60 * MINUTE, now),
  };

  await registerRateLimit(app, { reason: 'Too many attempts.' });
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  /** Runs a password check, counting its failures per account. */
  async function countPasswordFailures<T>(
    reply: FastifyReply,
    userId: string,
    run: () => Promise<T>,
  ): Promise<T> {
    refuseWhileThrottled(reply, throttles.password, userId, 'Too many attempts for this account.');
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) throttles.password.record(userId);
      throw error;
    }
  }

  /** The sessions' live streams end (their presence rows went with them, or stay for the others). */
  const endStreams = (sessionIds: readonly string[]) => {
    for (const id of sessionIds) app.realtime.endSession(id);
  };

  /** Deletes a file the account no longer points at; a failure only logs. */
  const forget = async (key: string | null) => {
    if (!key || !isStorageKey(key)) return;
    await app.storage.delete(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'could not delete a replaced avatar');
    });
  };

  async function receiveAvatar(request: FastifyRequest) {
    const field = uploadAccountAvatarEndpoint.upload.field;
    if (!request.isMultipart())
      throw fieldError(field, 415, `send the image as multipart/form-data in the field "${field}"`);
    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== field) throw fieldError(field, 400, 'choose an image');
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadReadError(error, {
        field,
        what: 'image',
        maxBytes: AVATAR_MAX_BYTES,
        tooLarge: app.multipartErrors.RequestFileTooLargeError,
      });
    }
    try {
      return await processImage(bytes, 'avatar');
    } catch (error) {
      if (error instanceof ImageRejected) throw fieldError(field, 415, error.message);
      throw error;
    }
  }

  app.get(
    getAccountSettingsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getAccountSettingsEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      return { data: await service.settings(user) };
    },
  );

  app.patch(
    renameAccountEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(renameAccountEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const renamed = await service.rename(user, request.body.name);
      return { data: { user: renamed }, message: 'Your name is saved.' };
    },
  );

  app.put(
    uploadAccountAvatarEndpoint.path,
    { config: perIp(PER_IP.upload), schema: schemaOf(uploadAccountAvatarEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const image = await receiveAvatar(request);
      const key = `avatars/${user.id}/${image.name}`;
      await app.storage.put(key, image.body, image.contentType);
      let saved: Awaited<ReturnType<typeof service.setAvatar>>;
      try {
        saved = await service.setAvatar(user, key);
      } catch (error) {
        await forget(key);
        throw error;
      }
      if (saved.replaced !== key) await forget(saved.replaced);
      return { data: { user: saved.user }, message: 'Your picture is saved.' };
    },
  );

  app.delete(
    deleteAccountAvatarEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(deleteAccountAvatarEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const saved = await service.setAvatar(user, null);
      await forget(saved.replaced);
      return { data: { user: saved.user }, message: 'Your picture is removed.' };
    },
  );

  app.post(
    changeAccountEmailEndpoint.path,
    { config: perIp(PER_IP.email), schema: schemaOf(changeAccountEmailEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      refuseWhileThrottled(
        reply,
        throttles.emailChange,
        user.id,
        'You asked for several address changes already.',
      );
      const { email, current_password: password } = request.body;
      const answer = await countPasswordFailures(reply, user.id, () =>
        service.requestEmailChange(user, email, password),
      );
      throttles.emailChange.record(user.id);
      return answer;
    },
  );

  app.post(
    confirmAccountEmailEndpoint.path,
    { config: perIp(PER_IP.confirm), schema: schemaOf(confirmAccountEmailEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return service.confirmEmailChange(request.body.id, request.body.token);
    },
  );

  app.get(
    listAccountSessionsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listAccountSessionsEndpoint) },
    async (request, reply) => {
      const { user, sessionId } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      return { data: { sessions: await service.sessions(user, sessionId) } };
    },
  );

  app.delete(
    revokeAccountSessionEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(revokeAccountSessionEndpoint) },
    async (request, reply) => {
      const { user, sessionId } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const ended = request.params.id;
      await service.revokeSession(user, ended);
      endStreams([ended]);
      if (ended !== sessionId) return { message: 'That device is signed out.' };
      app.clearSessionCookie(reply);
      return { message: 'You are signed out on this device.' };
    },
  );

  app.post(
    revokeOtherAccountSessionsEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(revokeOtherAccountSessionsEndpoint) },
    async (request, reply) => {
      const { user, sessionId } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const ended = await service.revokeOtherSessions(user, sessionId);
      endStreams(ended);
      return {
        message:
          ended.length === 1
            ? 'One other device is signed out.'
            : `${ended.length} other devices are signed out.`,
      };
    },
  );

  app.get(
    exportAccountDataEndpoint.path,
    { config: perIp(PER_IP.export), schema: schemaOf(exportAccountDataEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      const data = await service.exportData(user);
      const day = data.exported_at.slice(0, 10);
      const brand = app.appConfig.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      reply
        .header('cache-control', NO_STORE)
        .header('content-disposition', `attachment; filename="${brand}-my-data-${day}.json"`);
      return data;
    },
  );

  app.post(
    deleteAccountEndpoint.path,
    { config: perIp(PER_IP.delete), schema: schemaOf(deleteAccountEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', NO_STORE);
      const deleted = await countPasswordFailures(reply, user.id, () =>
        service.deleteAccount(user, request.body),
      );
      endStreams(deleted.endedSessions);
      await forget(deleted.avatarPath);
      app.clearSessionCookie(reply);
      return {
        message:
          'Your account is deleted. Reviews you published stay on the profiles, shown as by an anonymous reviewer.',
      };
    },
  );
};
