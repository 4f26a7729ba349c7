import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { FilterSelection } from '@atlas/api/filters';
import type { SortKey } from '@atlas/api/options';
import { companySearch } from '../../db/schema';

/**
 * Relevance on a service listing (docs/ranking.md "On a service listing"): a listing filtered by
 * services orders by rank points, the profile score weighted by the company's share of those
 * services, instead of by the score alone.
 *
 *   rank points = round(score × (100 + share) / 200) = score × (½ + ½ × share / 100)
 *
 * A company doing nothing else keeps its whole score; one doing the service on the side keeps at
 * least half of it. Rank points never exceed the score, which is what lets a page be read from
 * the score index (see `within`).
 */
export function rankPoints(score: number, share: number): number {
  return Math.floor((score * (100 + Math.min(100, Math.max(0, share))) + 100) / 200);
}

/** How many companies by score a page reads, beyond the last place it shows, to bound the rest. */
const HEAD_MARGIN = 200;

/** Reading a service listing by rank points: the SQL of the share, the points and the order. */
export interface ServiceRelevance {
  /** The company's share of the searched services, in percent (their sum, at most 100). */
  share: SQL<number>;
  /** `rankPoints(score, share)` in SQL. */
  points: SQL<number>;
  /** Rank points, then the score, then the oldest company: the listing's ORDER BY. */
  order: SQL[];
  /**
   * Narrows `where` to the companies that can place among the first `reach` of the order. The
   * reach-th best rank points among the first companies by score is a floor: the true reach-th
   * is no lower, and a company's rank points never exceed its score, so a company scored under
   * the floor cannot place. The score index finds both the first companies and those above the
   * floor, so a page reads a few hundred rows, not every company offering the service.
   */
  within(where: SQL, reach: number): SQL;
  /** The companies of `where` that come before one with these points, score and id. */
  ahead(where: SQL, own: { points: number; score: number; companyId: number }): SQL;
}

/** The relevance of a listing filtered by services; null without a services filter. */
export function serviceRelevance(filters: FilterSelection): ServiceRelevance | null {
  const serviceIds = filters.groups.services ?? [];
  if (serviceIds.length === 0) return null;
  const ids = sql.join(
    serviceIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  // company_search.services holds every service with its percentage (the card's list), so the
  // share is read from the row already fetched, without a join.
  const share = sql<number>`least(100, (SELECT coalesce(sum((item->>'percentage')::int), 0)
    FROM jsonb_array_elements(${companySearch.services}) AS item
    WHERE (item->>'id')::int IN (${ids})))::int`;
  const points = sql<number>`((${companySearch.score} * (100 + ${share}) + 100) / 200)`;
  return {
    share,
    points,
    order: [desc(points), desc(companySearch.score), asc(companySearch.companyId)],
    within(where, reach) {
      const head = reach + Math.min(3 * reach, HEAD_MARGIN);
      const floor = sql`coalesce((SELECT head.points FROM (
          SELECT ${points} AS points FROM ${companySearch} WHERE (${where})
          ORDER BY ${companySearch.score} DESC, ${companySearch.companyId} LIMIT ${head}
        ) AS head ORDER BY head.points DESC LIMIT 1 OFFSET ${reach - 1}), 0)`;
      return sql`(${where}) AND ${companySearch.score} >= ${floor}`;
    },
    ahead(where, own) {
      const { score, companyId } = companySearch;
      // Ahead means at least as many points, so at least that score: the score index narrows.
      return sql`(${where}) AND ${score} >= ${own.points} AND (${points} > ${own.points}
        OR (${points} = ${own.points} AND (${score} > ${own.score}
          OR (${score} = ${own.score} AND ${companyId} < ${own.companyId}))))`;
    },
  };
}

/** The relevance a listing is read by: a services filter in the default (score) order. */
export function listingRelevance(sort: SortKey, filters: FilterSelection) {
  return sort === 'score' ? serviceRelevance(filters) : null;
}
