/**
 * The SQL the matching engine reads: the companies it scores for a brief, how fast each answers,
 * and the names of the services, focuses and places a brief names.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  cities,
  companyLocations,
  companyMembers,
  companySearch,
  companyServices,
  countries,
  focuses,
  services,
  valetMatches,
} from '../../db/schema';
import type { MatchCandidate } from './matching';

/** A PostgreSQL array literal of whole numbers, for a bound parameter. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** How many candidates the engine scores at most: the best by the listing's own ranking. */
export const CANDIDATE_LIMIT = 200;

export function createCandidatesRepository(db: AppDatabase) {
  const namesOf = async (
    table: typeof services | typeof focuses | typeof countries,
    ids: readonly number[],
  ) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  /** Each company's median minutes from a release to its first answer (answered leads only). */
  async function medianReplyMinutes(companyIds: readonly number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({
        companyId: valetMatches.companyId,
        minutes:
          sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${valetMatches.firstAnswerAt} - ${valetMatches.releasedAt}) / 60)`.mapWith(
            Number,
          ),
      })
      .from(valetMatches)
      .where(
        and(
          inArray(valetMatches.companyId, [...companyIds]),
          isNotNull(valetMatches.releasedAt),
          isNotNull(valetMatches.firstAnswerAt),
        ),
      )
      .groupBy(valetMatches.companyId);
    return new Map(rows.map((row) => [row.companyId, Math.max(0, Math.round(row.minutes))]));
  }

  return {
    medianReplyMinutes,

    /** The services among `ids` with their parents. */
    async services(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: services.id, name: services.name, parentId: services.parentId })
        .from(services)
        .where(inArray(services.id, [...ids]));
    },

    serviceNames: (ids: readonly number[]) => namesOf(services, ids),
    focusNames: (ids: readonly number[]) => namesOf(focuses, ids),
    countryNames: (ids: readonly number[]) => namesOf(countries, ids),

    async cityNames(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(inArray(cities.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * The companies the engine scores for these services: listed ones offering at least one of
     * them (the GIN index of company_search) with at least one member to answer (a lead nobody
     * can answer breaks the one-hour promise), the best CANDIDATE_LIMIT by the listing's score.
     * `ids` instead: exactly those listed companies (staff's shortlist), members or not.
     */
    async candidates(
      input:
        | {
            serviceIds: readonly number[];
            countryIds: readonly number[];
            cityIds: readonly number[];
          }
        | { ids: readonly number[] },
    ): Promise<MatchCandidate[]> {
      const where =
        'ids' in input
          ? input.ids.length === 0
            ? sql`false`
            : inArray(companySearch.companyId, [...input.ids])
          : and(
              sql`${companySearch.serviceIds} && ${intArray(input.serviceIds)}::int2[]`,
              sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companySearch.companyId})`,
            );
      // The engine scores the companies that cover most of the brief's services, then those in
      // its places, then the best ranked (docs/matching.md, "Who is a candidate").
      const briefFirst =
        'ids' in input
          ? []
          : [
              sql`cardinality(ARRAY(SELECT unnest(${companySearch.serviceIds}) INTERSECT SELECT unnest(${intArray(input.serviceIds)}::int2[]))) DESC`,
              sql`(${companySearch.cityIds} && ${intArray(input.cityIds)}::int4[] OR ${companySearch.countryIds} && ${intArray(input.countryIds)}::int2[]) DESC`,
            ];
      const rows = await db
        .select({
          companyId: companySearch.companyId,
          focusIds: companySearch.focusIds,
          projectSize: companySearch.projectSize,
          hourlyRate: companySearch.hourlyRate,
          rating: companySearch.rating,
          reviewCount: companySearch.reviewCount,
          awardCount: companySearch.awardCount,
          verified: companySearch.verified,
          profileScore: companySearch.score,
        })
        .from(companySearch)
        .where(where)
        .orderBy(...briefFirst, desc(companySearch.score), asc(companySearch.companyId))
        .limit(CANDIDATE_LIMIT);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.companyId);
      const [shares, offices, medians] = await Promise.all([
        db
          .select({
            companyId: companyServices.companyId,
            id: companyServices.serviceId,
            percentage: companyServices.percentage,
            name: services.name,
          })
          .from(companyServices)
          .innerJoin(services, eq(services.id, companyServices.serviceId))
          .where(inArray(companyServices.companyId, ids)),
        db
          .select({
            companyId: companyLocations.companyId,
            countryId: companyLocations.countryId,
            countryName: countries.name,
            cityId: companyLocations.cityId,
            cityName: cities.name,
          })
          .from(companyLocations)
          .innerJoin(countries, eq(countries.id, companyLocations.countryId))
          .innerJoin(cities, eq(cities.id, companyLocations.cityId))
          .where(inArray(companyLocations.companyId, ids)),
        medianReplyMinutes(ids),
      ]);
      return rows.map((row) => {
        const own = shares.filter((share) => share.companyId === row.companyId);
        return {
          companyId: row.companyId,
          services: own.map((share) => ({ id: share.id, percentage: share.percentage })),
          serviceNames: Object.fromEntries(own.map((share) => [share.id, share.name])),
          focusIds: row.focusIds,
          offices: offices.filter((office) => office.companyId === row.companyId),
          projectSize: row.projectSize,
          hourlyRate: row.hourlyRate,
          rating: row.rating,
          reviewCount: row.reviewCount,
          awardCount: row.awardCount,
          verified: row.verified,
          profileScore: row.profileScore,
          medianReplyMinutes: medians.get(row.companyId) ?? null,
        };
      });
    },

    /** Which of these companies are listed with people to answer a project (members). */
    async answerableCompanyIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: companySearch.companyId })
        .from(companySearch)
        .where(
          and(
            inArray(companySearch.companyId, [...ids]),
            sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companySearch.companyId})`,
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
