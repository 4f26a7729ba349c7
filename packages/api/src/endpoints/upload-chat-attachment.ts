import { z } from 'zod';
import { ApiError, defineEndpoint, fillPath, type HttpTransport } from '../http';
import { ConversationParamsSchema } from './get-conversation';

/** The most a file sent in a conversation may weigh. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const UploadChatAttachmentResponseSchema = z.object({
  data: z.object({
    /** Send it with the message (`attachments[].path`). */
    path: z.string(),
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  }),
});
export type UploadChatAttachmentResponse = z.infer<typeof UploadChatAttachmentResponseSchema>;

/**
 * POST /conversations/{id}/attachments — `multipart/form-data` with one file field, `file`: a PDF,
 * Word or text document, or a PNG, JPEG or WebP image, checked by its content. Participants only;
 * the file is private to them and is deleted after a day unless a message names it (sooner when
 * unsent uploads pass their cap). Uploads count against the account's and network's byte quotas.
 */
export const uploadChatAttachmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/attachments',
  api: 'main',
  operationId: 'uploadChatAttachment',
  summary: 'Upload a file to send in a conversation',
  description:
    'Takes multipart/form-data with one file field, `file`: a document or an image of at most 10 MB, checked by its content. Answers its path, to send with a message. Anything else is a 415; anyone but a participant gets a 404. Past the bytes an account or a network may upload per hour or per day, a 429 names the limit and Retry-After says when to try again.',
  tags: ['conversations'],
  security: 'session',
  upload: { field: 'file' },
  errors: [404, 413, 415, 429],
  params: ConversationParamsSchema,
  response: UploadChatAttachmentResponseSchema,
});

/** Sends the file as the `file` field of a multipart form. */
export async function uploadChatAttachment(
  transport: HttpTransport,
  id: string,
  file: Blob,
  name?: string,
): Promise<UploadChatAttachmentResponse> {
  const form = new FormData();
  if (name) form.append('file', file, name);
  else form.append('file', file);
  const answer = await transport({
    api: uploadChatAttachmentEndpoint.api,
    method: uploadChatAttachmentEndpoint.method,
    path: fillPath(uploadChatAttachmentEndpoint.path, { id }),
    body: form,
  });
  const parsed = UploadChatAttachmentResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      502,
      `Unexpected answer from POST /conversations/:id/attachments: ${parsed.error.message}`,
    );
  return parsed.data;
}
