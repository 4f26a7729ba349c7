import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FilterQueryInput } from '@atlas/api/filters';
import { users } from './users';

/** A listing with its filters, saved by a signed-in person under a name (the directory-search issue). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The listing path: /companies, /companies/{seg} or /companies/{service}/{place}. */
    path: text('path').notNull(),
    /** The filter and sort query of the listing, with its leading `?`, or empty. */
    query: text('query').notNull().default(''),
    /**
     * The listing's filters as the listing call takes them (the page's place and service
     * included), so the alert job can ask which new companies match; null for searches saved
     * before alerts existed (open and save them again to get alerts).
     */
    filters: jsonb('filters').$type<FilterQueryInput>(),
    /** E-mail the person when new companies match (issue 19). */
    alert: boolean('alert').notNull().default(false),
    /** Companies listed after this are news for the next alert; set when alerts start and sent. */
    alertSince: timestamp('alert_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId, t.createdAt),
    index('saved_searches_alert_idx')
      .on(t.alert)
      .where(sql`${t.alert}`),
    check('saved_searches_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 120`),
  ],
);
