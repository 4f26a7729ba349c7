import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  uploadChatAttachmentEndpoint,
} from '@atlas/api/endpoints/upload-chat-attachment';
import { listConversationsEndpoint } from '@atlas/api/endpoints/list-conversations';
import { getConversationEndpoint } from '@atlas/api/endpoints/get-conversation';
import { sendMessageEndpoint } from '@atlas/api/endpoints/send-message';
import { markConversationReadEndpoint } from '@atlas/api/endpoints/mark-conversation-read';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { fieldError, HttpError, uploadReadError } from '../../plugins/errors';
import { detectDocument, displayName } from '../../storage/documents';
import { isStorageKey } from '../../storage/storage';
import { CHAT_FILES_PATH, NO_SUCH_CONVERSATION } from './service';

/** Files one address may upload to conversations per minute. */
const UPLOADS_PER_MINUTE = 20;

/** Messages per minute one address may send. */
export const MESSAGES_PER_MINUTE = 60;

/** Conversations: only their participants reach them; anyone else gets the same 404. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.conversations;
  await registerRateLimit(app, { reason: 'Too many messages.' });

  app.get(
    listConversationsEndpoint.path,
    { schema: schemaOf(listConversationsEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await service.list(auth.user.id) };
    },
  );

  app.get(
    getConversationEndpoint.path,
    { schema: schemaOf(getConversationEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        data: await service.get(auth.user.id, request.params.id, {
          before: request.query.before,
          limit: request.query.limit,
        }),
      };
    },
  );

  await app.register(fastifyMultipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    uploadChatAttachmentEndpoint.path,
    { config: perIp(UPLOADS_PER_MINUTE), schema: schemaOf(uploadChatAttachmentEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = app.requireUser(request);
      const conversationId = request.params.id;
      if (!(await service.isParticipant(conversationId, auth.user.id)))
        throw new HttpError(404, NO_SUCH_CONVERSATION);
      if (!request.isMultipart())
        throw fieldError('file', 'send the file as multipart/form-data in the field "file"', 415);
      let upload: { bytes: Buffer; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field' || part.fieldname !== 'file') {
            if (part.type === 'file') part.file.resume();
            throw fieldError('file', 'send the file in the field "file"');
          }
          upload = { bytes: await part.toBuffer(), filename: part.filename };
        }
      } catch (error) {
        throw uploadReadError(error, {
          field: 'file',
          what: 'file',
          maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
          tooLarge: app.multipartErrors.RequestFileTooLargeError,
        });
      }
      if (!upload || upload.bytes.length === 0) throw fieldError('file', 'choose a file to send');
      const detected = detectDocument(upload.bytes);
      if (!detected)
        throw fieldError(
          'file',
          'send a PDF, Word or text document, or a PNG, JPEG or WebP image',
          415,
        );
      const path = `chat/${conversationId}/${randomBytes(16).toString('hex')}.${detected.extension}`;
      // Counted against the account's and the network's byte quotas (issue 34), then stored.
      await app.uploads.store({
        purpose: 'chat',
        path,
        bytes: upload.bytes,
        contentType: detected.contentType,
        userId: auth.user.id,
        ip: request.ip,
      });
      return {
        data: {
          path,
          name: displayName(upload.filename, `file.${detected.extension}`),
          size: upload.bytes.length,
          content_type: detected.contentType,
        },
      };
    },
  );

  // A conversation's files are private: read here by its participants, with the session.
  app.get(
    `${CHAT_FILES_PATH}/*`,
    { config: perIp(240), schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const conversationId = /^chat\/([0-9a-f-]{36})\//.exec(key)?.[1];
      const user = request.auth?.user;
      const allowed =
        user !== undefined &&
        conversationId !== undefined &&
        isStorageKey(key) &&
        (await service.isParticipant(conversationId, user.id));
      const file = allowed ? await app.storage.get(key) : null;
      if (!file) throw new HttpError(404, 'There is no such file.');
      const inline = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'")
        .header('content-disposition', inline ? 'inline' : 'attachment')
        .send(file.body);
    },
  );

  app.post(
    sendMessageEndpoint.path,
    { config: perIp(MESSAGES_PER_MINUTE), schema: schemaOf(sendMessageEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      const conversationId = request.params.id;
      const wanted = request.body.attachments ?? [];
      // Nobody but a participant learns anything of its files (the same 404 as for no conversation).
      if (wanted.length > 0 && !(await service.isParticipant(conversationId, auth.user.id)))
        throw new HttpError(404, NO_SUCH_CONVERSATION);
      const attachments = [];
      for (const item of wanted) {
        // Only files uploaded to this conversation, and still there.
        const file = item.path.startsWith(`chat/${conversationId}/`)
          ? await app.storage.get(item.path)
          : null;
        if (!file) throw fieldError('attachments', 'send files uploaded to this conversation');
        file.body.destroy();
        attachments.push({
          path: item.path,
          name: displayName(item.name, 'file'),
          size: file.size,
          contentType: file.contentType,
        });
      }
      const data = await service.send(
        { id: auth.user.id, name: auth.user.name },
        conversationId,
        request.body.body,
        attachments,
      );
      // Sent: the cap on unsent uploads no longer sweeps these files.
      await app.uploads.claim(attachments.map((item) => item.path));
      return { data };
    },
  );

  app.post(
    markConversationReadEndpoint.path,
    { schema: schemaOf(markConversationReadEndpoint) },
    async (request) => {
      const auth = app.requireUser(request);
      return {
        data: { lastReadMessageId: await service.markRead(auth.user.id, request.params.id) },
      };
    },
  );
};
