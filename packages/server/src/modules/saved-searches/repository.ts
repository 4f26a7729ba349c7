import { and, asc, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { FilterQueryInput, FilterSelection } from '@atlas/api/filters';
import type { Database } from '../../db/client';
import { companies, companySearch, savedSearches, users } from '../../db/schema';
import { whereFor } from '../companies/filter-groups';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function createSavedSearchRepository(database: Database) {
  const { db } = database;
  return {
    async create(values: {
      userId: string;
      name: string;
      path: string;
      query: string;
      filters: FilterQueryInput | null;
      alert: boolean;
      alertSince: Date | null;
    }) {
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

    async listOwned(userId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async update(
      id: string,
      userId: string,
      changes: Partial<{ name: string; alert: boolean; alertSince: Date | null }>,
    ) {
      const [row] = await db
        .update(savedSearches)
        .set(changes)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length === 1;
    },

    /** Searches whose alert is on, with the owner's address. */
    async alerting() {
      return db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          path: savedSearches.path,
          query: savedSearches.query,
          filters: savedSearches.filters,
          alertSince: savedSearches.alertSince,
          createdAt: savedSearches.createdAt,
          email: users.email,
          userName: users.name,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(and(eq(savedSearches.alert, true), isNotNull(savedSearches.filters)))
        .orderBy(asc(savedSearches.id));
    },

    /** Companies listed in (since, until] that the listing's filters find, oldest first. */
    async newMatches(selection: FilterSelection, since: Date, until: Date, limit: number) {
      return db
        .select({ id: companies.id, name: companies.name, slug: companies.slug })
        .from(companySearch)
        .innerJoin(companies, eq(companies.id, companySearch.companyId))
        .where(
          and(whereFor(selection), gt(companies.createdAt, since), lte(companies.createdAt, until)),
        )
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(limit);
    },

    async markAlerted(id: string, at: Date) {
      await db.update(savedSearches).set({ alertSince: at }).where(eq(savedSearches.id, id));
    },
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;
