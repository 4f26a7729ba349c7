import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema';

export function createSavedSearchRepository(database: Database) {
  const { db } = database;
  return {
    async create(values: { userId: string; name: string; path: string; query: string }) {
      const [row] = await db.insert(savedSearches).values(values).returning();
      if (!row) throw new Error('The saved search was not stored');
      return row;
    },

    /** The search when it belongs to `userId`; null otherwise, so others' ids look like missing ones. */
    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;
