import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { ChatMessageSchema } from '../entities/realtime';
import { ConversationParamsSchema } from './get-conversation';

export const MAX_MESSAGE_LENGTH = 5000;

export const MAX_MESSAGE_ATTACHMENTS = 5;

/** A file uploaded for this conversation (`uploadChatAttachment`), sent with the message. */
export const MessageAttachmentInputSchema = z.object({
  path: z.string().regex(/^chat\/[0-9a-f-]{36}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/, {
    error: 'attachments: must be a path the upload answered',
  }),
  /** The file's name as the sender sees it. */
  name: z
    .string()
    .trim()
    .min(1, { error: 'attachments: name the file' })
    .max(120, { error: 'attachments: use at most 120 characters for a name' }),
});

export const SendMessageBodySchema = z.object({
  body: z
    .string({ error: 'body: write a message' })
    .trim()
    .min(1, { error: 'body: write a message' })
    .max(MAX_MESSAGE_LENGTH, { error: `body: use at most ${MAX_MESSAGE_LENGTH} characters` }),
  attachments: z
    .array(MessageAttachmentInputSchema)
    .max(MAX_MESSAGE_ATTACHMENTS, {
      error: `attachments: at most ${MAX_MESSAGE_ATTACHMENTS} files`,
    })
    .optional(),
});
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const SendMessageResponseSchema = z.object({ data: ChatMessageSchema });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** POST /conversations/{id}/messages — sends a message; the others get it live. */
export const sendMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/conversations/:id/messages',
  api: 'main',
  operationId: 'sendMessage',
  summary: 'Send a message in a conversation',
  description:
    'Stores the message (plain text, kept as escaped HTML) and delivers it live to every participant, with a chat_new_message notification for the others. Anyone but a participant gets a 404.',
  tags: ['conversations'],
  security: 'session',
  errors: [404],
  params: ConversationParamsSchema,
  body: SendMessageBodySchema,
  response: SendMessageResponseSchema,
});

export function sendMessage(transport: HttpTransport, id: string, body: SendMessageBody) {
  return callEndpoint(transport, sendMessageEndpoint, { params: { id }, body });
}
