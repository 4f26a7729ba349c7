import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@atlas/api/options';
import { companies } from './companies';
import { inList } from './constraints';
import { contactRequests } from './messages';
import { users } from './users';

/**
 * Everything the realtime stream tells one person, as rows: written in the same transaction as
 * the change it announces, published after the commit, and replayed from here on reconnect. The
 * id is the stream's event id (`Last-Event-ID`); rows of one user are written under a per-user
 * advisory lock, so their ids commit in order and a resume never skips one.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('realtime_events_user_id_idx').on(t.userId, t.id)],
);

/** A notification of one person (SPEC §3); `message` is sanitized HTML. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** What it is about (a conversation, a submission…); the app navigates with it. */
    resourceId: text('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The person chose the e-mail digest for this type when it was created. */
    digest: boolean('digest').notNull().default(false),
    /** When the digest that carried it was queued. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_id_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.deletedAt} IS NULL`),
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.digest} AND ${t.emailedAt} IS NULL AND ${t.readAt} IS NULL`),
  ],
);

/** Where a person wants each type of notification; a missing row is the default channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS })
      .$type<NotificationChannel>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_channel_check', inList(t.channel, NOTIFICATION_CHANNELS)),
  ],
);

/** A conversation: opened by a contact request (later by the valet), between its participants. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    contactRequestId: uuid('contact_request_id')
      .unique()
      .references(() => contactRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversations_company_id_idx').on(t.companyId)],
);

/** Who takes part in a conversation, and how far each has read. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message this participant has read (messages are numbered in order). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'bigint' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /**
     * What the others see instead of the account's name: a buyer stays "the buyer" to a company
     * until it accepts the project (issue 18); null shows the name.
     */
    displayName: text('display_name'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_id_idx').on(t.userId),
  ],
);

/** A file sent with a chat message, as stored. */
export interface StoredAttachment {
  path: string;
  name: string;
  size: number;
  contentType: string;
}

/** A message of a conversation; `body` is sanitized HTML. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Files sent with the message (storage keys under `chat/{conversation id}/`). */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('conversation_messages_conversation_id_idx').on(t.conversationId, t.id)],
);

/** Whether a person is online (SPEC §3 Presence record `users/{id}` with isOnline). */
export const presence = pgTable('presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isOnline: boolean('is_online').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/**
 * The open event streams of a person per server instance, refreshed by each instance's heartbeat:
 * a person is online while some instance holds a fresh row (a crashed instance's rows go stale).
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streams: integer('streams').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.userId] }),
    index('presence_connections_user_id_idx').on(t.userId),
  ],
);
