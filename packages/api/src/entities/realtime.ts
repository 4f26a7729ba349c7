import { z } from 'zod';
import { NotificationTypeSchema } from '../options';

/** A Firestore-style timestamp (SPEC §3 Notification). */
export const TimestampSchema = z.object({
  seconds: z.number().int(),
  nanoseconds: z.number().int().min(0).max(999_999_999),
});
export type Timestamp = z.infer<typeof TimestampSchema>;

/** A notification as the app receives it (SPEC §3); `message` is sanitized HTML. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  message: z.string(),
  resourceId: z.string().nullable(),
  timestamp: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** A person taking part in a conversation. */
export const ParticipantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** One message of a conversation; `body` is sanitized HTML. */
export const ChatMessageSchema = z.object({
  id: z.string().regex(/^\d+$/),
  conversationId: z.uuid(),
  senderId: z.uuid().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A conversation as listed: who it is with, its subject and the newest message. */
export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  participants: z.array(ParticipantSchema),
  lastMessage: ChatMessageSchema.nullable(),
  unread: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** The other side of a conversation with its presence (SPEC §3 "receiver online flag"). */
export const ReceiverSchema = ParticipantSchema.extend({ isOnline: z.boolean() });
export type Receiver = z.infer<typeof ReceiverSchema>;

/**
 * What GET /api/realtime streams (Server-Sent Events): each event's `id` is its row's id (the
 * `Last-Event-ID` a reconnect resumes from), its `event` the type below and its `data` the JSON.
 */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), notification: NotificationSchema }),
  z.object({ type: z.literal('notification.deleted'), ids: z.array(z.uuid()) }),
  z.object({ type: z.literal('message.created'), message: ChatMessageSchema }),
  z.object({
    type: z.literal('conversation.read'),
    conversationId: z.uuid(),
    userId: z.uuid(),
    lastReadMessageId: z.string().nullable(),
  }),
  z.object({ type: z.literal('presence.changed'), userId: z.uuid(), isOnline: z.boolean() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
export const REALTIME_EVENT_TYPES = [
  'notification.created',
  'notification.deleted',
  'message.created',
  'conversation.read',
  'presence.changed',
] as const satisfies readonly RealtimeEventType[];
