/**
 * The SQL of a project's matches, which the shortlist, the release, the answers and the quotes
 * all change: read with their companies, locked and updated one at a time, replaced by staff's
 * shortlist, and the members and conversations of the companies they name.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import {
  cities,
  companies,
  companyMembers,
  companySearch,
  conversationParticipants,
  countries,
  users,
  valetMatches,
} from '../../db/schema';

export type ValetMatchRow = typeof valetMatches.$inferSelect;
export type ValetMatchInsert = typeof valetMatches.$inferInsert;

/** A match with what the buyer sees of its company. */
export type MatchWithCompany = ValetMatchRow & {
  company: {
    slug: string;
    name: string;
    logoPath: string | null;
    rating: number | null;
    reviewCount: number;
    verified: boolean;
    /** Its headquarters, "City, Country"; null when it has none listed. */
    location: string | null;
    /** The services it offers. */
    serviceIds: number[];
  };
};

const hqCity = alias(cities, 'hq_city');
const hqCountry = alias(countries, 'hq_country');

/** A match with its company, as `matches` and `matchesOf` read them. */
const matchColumns = {
  match: valetMatches,
  company: {
    slug: companies.slug,
    name: companies.name,
    logoPath: companies.logoPath,
    rating: companies.rating,
    reviewCount: companies.reviewCount,
    verified: companies.verified,
  },
  serviceIds: companySearch.serviceIds,
  cityName: hqCity.name,
  countryName: hqCountry.name,
};

function toMatchWithCompany(row: {
  match: ValetMatchRow;
  company: Omit<MatchWithCompany['company'], 'location' | 'serviceIds'>;
  serviceIds: number[] | null;
  cityName: string | null;
  countryName: string | null;
}): MatchWithCompany {
  const place = [row.cityName, row.countryName].filter((part) => part !== null).join(', ');
  return {
    ...row.match,
    company: { ...row.company, location: place || null, serviceIds: row.serviceIds ?? [] },
  };
}

export function createMatchesRepository(db: AppDatabase) {
  return {
    /** The project's matches with their companies, best first. */
    async matches(projectId: string, tx: AppDatabase = db): Promise<MatchWithCompany[]> {
      const rows = await tx
        .select(matchColumns)
        .from(valetMatches)
        .innerJoin(companies, eq(companies.id, valetMatches.companyId))
        .leftJoin(companySearch, eq(companySearch.companyId, valetMatches.companyId))
        .leftJoin(hqCity, eq(hqCity.id, companySearch.hqCityId))
        .leftJoin(hqCountry, eq(hqCountry.id, companySearch.hqCountryId))
        .where(eq(valetMatches.projectId, projectId))
        .orderBy(asc(valetMatches.rank), asc(valetMatches.companyId));
      return rows.map(toMatchWithCompany);
    },

    async matchesOf(projectIds: readonly string[]): Promise<MatchWithCompany[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .select(matchColumns)
        .from(valetMatches)
        .innerJoin(companies, eq(companies.id, valetMatches.companyId))
        .leftJoin(companySearch, eq(companySearch.companyId, valetMatches.companyId))
        .leftJoin(hqCity, eq(hqCity.id, companySearch.hqCityId))
        .leftJoin(hqCountry, eq(hqCountry.id, companySearch.hqCountryId))
        .where(inArray(valetMatches.projectId, [...projectIds]))
        .orderBy(asc(valetMatches.rank), asc(valetMatches.companyId));
      return rows.map(toMatchWithCompany);
    },

    /** One company's match of a project, locked until the transaction ends. */
    async lockMatch(
      tx: AppDatabase,
      projectId: string,
      companyId: number,
    ): Promise<ValetMatchRow | null> {
      const [row] = await tx
        .select()
        .from(valetMatches)
        .where(and(eq(valetMatches.projectId, projectId), eq(valetMatches.companyId, companyId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async updateMatch(
      tx: AppDatabase,
      projectId: string,
      companyId: number,
      values: Partial<ValetMatchInsert>,
    ): Promise<void> {
      await tx
        .update(valetMatches)
        .set(values)
        .where(and(eq(valetMatches.projectId, projectId), eq(valetMatches.companyId, companyId)));
    },

    /** Staff's shortlist replaces the engine's: the others stay as the next best. */
    async replaceShortlist(
      tx: AppDatabase,
      projectId: string,
      rows: readonly ValetMatchInsert[],
    ): Promise<void> {
      await tx
        .update(valetMatches)
        .set({ shortlisted: false, rank: sql`${valetMatches.rank} + 100` })
        .where(eq(valetMatches.projectId, projectId));
      for (const row of rows)
        await tx
          .insert(valetMatches)
          .values(row)
          .onConflictDoUpdate({
            target: [valetMatches.projectId, valetMatches.companyId],
            set: {
              rank: row.rank,
              score: row.score,
              reasons: row.reasons,
              shortlisted: true,
              source: row.source,
            },
          });
    },

    /** The members of a company, with the address their e-mail goes to. */
    async members(tx: AppDatabase, companyId: number) {
      return tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId));
    },

    async memberIdsOf(tx: AppDatabase, companyIds: readonly number[]) {
      if (companyIds.length === 0) return [];
      return tx
        .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
        .from(companyMembers)
        .where(inArray(companyMembers.companyId, [...companyIds]));
    },

    async addParticipant(
      tx: AppDatabase,
      conversationId: string,
      userId: string,
      at: Date,
    ): Promise<void> {
      await tx
        .insert(conversationParticipants)
        .values({ conversationId, userId, joinedAt: at })
        .onConflictDoNothing();
    },

    async companyNameOf(tx: AppDatabase, companyId: number): Promise<string> {
      const [row] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.name ?? 'A company';
    },
  };
}
