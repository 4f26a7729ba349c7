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

/** A file sent with a message: read at `url`, signed in, by the conversation's participants. */
export const ChatAttachmentSchema = z.object({
  name: z.string(),
  size: z.number().int().min(0),
  content_type: z.string(),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** One message of a conversation; `body` is sanitized HTML. */
export const ChatMessageSchema = z.object({
  id: z.string().regex(/^\d+$/),
  conversationId: z.uuid(),
  senderId: z.uuid().nullable(),
  body: z.string(),
  /** Files sent with it (none when left out). */
  attachments: z.array(ChatAttachmentSchema).optional(),
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

/** One person of the other side, with presence and when they last wrote in the conversation. */
export const CounterpartPersonSchema = ReceiverSchema.extend({
  lastMessageAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * True when the viewer is not shown this person's presence (a valet buyer to the company's
   * people, issue 34): `isOnline` is then always false and says nothing.
   */
  presenceHidden: z.boolean().optional(),
});
export type CounterpartPerson = z.infer<typeof CounterpartPersonSchema>;

/**
 * The other side of a conversation as one party (issue 33): the company the signed-in person
 * writes to, answered by whichever of its members is there, or the people on the other side.
 */
export const CounterpartSchema = z.object({
  /**
   * The company on the other side, online when any of its members in the conversation is; null
   * when the other side is not a company (a company's members talking to a buyer, say).
   */
  company: z.object({ name: z.string() }).nullable(),
  /** The other side's people in the conversation: who wrote last first, then as they joined. */
  people: z.array(CounterpartPersonSchema),
});
export type Counterpart = z.infer<typeof CounterpartSchema>;

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
  /**
   * A project submission changed (issue 18): a company answered or quoted (to the buyer), or the
   * buyer released or completed it (to the companies' people). Read the project again.
   */
  z.object({ type: z.literal('valet.updated'), projectId: z.uuid() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
export const REALTIME_EVENT_TYPES = [
  'notification.created',
  'notification.deleted',
  'message.created',
  'conversation.read',
  'presence.changed',
  'valet.updated',
] as const satisfies readonly RealtimeEventType[];
