import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  cidr,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './constraints';
import { users } from './users';

/** Where a ledgered upload came in: the valet wizard (and quotes), or a conversation. */
export const UPLOAD_PURPOSES = ['valet', 'chat'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Every valet file and chat attachment stored in the last day (issue 34): what the byte quotas
 * per network and per account count, and which uploads nobody has sent yet (`claimed_at` null),
 * the ones the global cap sweeps oldest first. The periodic sweep forgets rows older than a day.
 */
export const uploadLedger = pgTable(
  'upload_ledger',
  {
    /** The storage key (`valet/…`, `chat/…`). */
    path: text('path').primaryKey(),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).$type<UploadPurpose>().notNull(),
    size: integer('size').notNull(),
    /** The uploader's account; null when nobody was signed in (or the account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Nobody was signed in: the stricter per-network quota of anonymous uploads counts it. */
    anonymous: boolean('anonymous').notNull(),
    /** The uploader's network (lib/network.ts `networkOf`): an IPv4 /24 or an IPv6 /48. */
    network: cidr('network').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a submitted project, a sent quote or a sent message first named it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_ledger_network_idx').on(t.network, t.createdAt),
    index('upload_ledger_user_idx').on(t.userId, t.createdAt),
    index('upload_ledger_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} IS NULL`),
    check('upload_ledger_purpose_check', inList(t.purpose, UPLOAD_PURPOSES)),
    check('upload_ledger_size_check', sql`${t.size} >= 0`),
  ],
);
