import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { conversations } from './realtime';
import { users } from './users';

/**
 * A support request to staff (issue 19, /dashboard/overview/support): a conversation whose first
 * participant is the person asking; staff join it when they answer from /admin/support. Whether
 * it waits for staff is read from who wrote last; `closedAt` ends it until the person writes again.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the request is about, when the person chose one of theirs. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The client's key: a retried request answers the same request, never a second one. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('support_requests_user_id_idx').on(t.userId, t.createdAt)],
);
