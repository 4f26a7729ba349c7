import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId, t.createdAt),
    check('saved_searches_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 120`),
  ],
);
