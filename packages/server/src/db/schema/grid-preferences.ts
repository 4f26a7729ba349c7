import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The columns a person hid in one data grid of the dashboard or the staff area (issue 19): the
 * choice follows them to every device.
 */
export const gridPreferences = pgTable(
  'grid_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The grid's name, e.g. `admin-support`. */
    grid: text('grid').notNull(),
    hiddenColumns: text('hidden_columns').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.grid] })],
);
