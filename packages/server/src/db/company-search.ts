import { PROFILE_SCORE_LEVELS } from '@atlas/api/options';
import { sql, type SQL } from 'drizzle-orm';
import { intArrayLiteral } from './bulk';
import type { AppDatabase } from './client';
import { companies } from './schema';
import {
  computeCompanyScore,
  profileCompleteness,
  reviewAgeDays,
  scoreLevelRank,
  type CompanyScoreInput,
  type ProfileCompletenessInput,
  type ScoreParts,
} from './score';

/*
 * Derived company data, recomputed set-based from the normalised tables:
 * - refreshCompanyStats: companies.rating / review_count (published reviews) and score / score_level
 *   (computeCompanyScore);
 * - refreshCompanySearch: the company_search rows the listings read.
 * Call refreshCompanies (both, in that order) in the same transaction as any change to a company,
 * its services, focuses, industries, client types, locations, portfolio, FAQs, reviews or awards,
 * and, in the server, tell the search plugin once it commits (`app.companySearch.markChanged()`),
 * so cached listing answers lapse. Each takes the ids of the changed companies, or nothing for all
 * companies.
 */

export async function refreshCompanies(
  db: AppDatabase,
  companyIds?: readonly number[],
): Promise<void> {
  await refreshCompanyStats(db, companyIds);
  await refreshCompanySearch(db, companyIds);
}

export interface RefreshCompanyStatsOptions {
  /** The moment reviews' ages are measured from (default: now). */
  now?: Date;
}

/** `AND <column> = ANY(ids)`, or nothing when every company is refreshed. */
function onlyCompanies(column: SQL, companyIds: readonly number[] | undefined): SQL {
  return companyIds ? sql` AND ${column} = ANY(${intArrayLiteral(companyIds)}::int[])` : sql``;
}

const SCORE_LEVEL_RANK = sql.raw(
  `CASE c.score_level ${PROFILE_SCORE_LEVELS.map((level) => `WHEN '${level}' THEN ${scoreLevelRank(level)}`).join(' ')} END`,
);

/**
 * Rebuilds the company_search rows of the given companies (all when omitted) with one
 * INSERT … SELECT … ON CONFLICT DO UPDATE. Rows of deleted companies go with them (ON DELETE
 * CASCADE). Every company must have its headquarters by now, or the statement fails on
 * hq_country_id.
 */
export async function refreshCompanySearch(
  db: AppDatabase,
  companyIds?: readonly number[],
): Promise<void> {
  if (companyIds && companyIds.length === 0) return;
  const only = (column: string) => onlyCompanies(sql.raw(column), companyIds);
  await db.execute(sql`
    INSERT INTO company_search (
      company_id, name, name_sort, slug, hq_country_id, hq_city_id,
      country_ids, city_ids, service_ids, focus_ids, industry_ids, client_type_ids,
      company_size, hourly_rate, project_size, founded_year,
      review_count, rating, score, score_level_rank, verified, awarded, award_count,
      services
    )
    SELECT
      c.id, c.name, lower(c.name), c.slug, hq.country_id, hq.city_id,
      coalesce(loc.country_ids, '{}'), coalesce(loc.city_ids, '{}'),
      coalesce(srv.ids, '{}'), coalesce(foc.ids, '{}'), coalesce(ind.ids, '{}'), coalesce(cli.ids, '{}'),
      c.company_size, c.hourly_rate, c.project_size, c.founded_year,
      c.review_count, c.rating::real, c.score, ${SCORE_LEVEL_RANK}, c.verified,
      coalesce(aw.wins, 0) > 0, coalesce(aw.wins, 0),
      coalesce(srv.shares, '[]'::jsonb)
    FROM companies c
    LEFT JOIN company_locations hq ON hq.company_id = c.id AND hq.is_headquarter
    LEFT JOIN (
      SELECT company_id,
             array_agg(DISTINCT country_id ORDER BY country_id) AS country_ids,
             array_agg(DISTINCT city_id ORDER BY city_id) AS city_ids
      FROM company_locations WHERE true${only('company_id')} GROUP BY company_id
    ) loc ON loc.company_id = c.id
    LEFT JOIN (
      SELECT cs.company_id, array_agg(cs.service_id ORDER BY cs.service_id) AS ids,
             jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'percentage', cs.percentage)
               ORDER BY cs.percentage DESC, s.name) AS shares
      FROM company_services cs JOIN services s ON s.id = cs.service_id
      WHERE true${only('cs.company_id')} GROUP BY cs.company_id
    ) srv ON srv.company_id = c.id
    LEFT JOIN (
      SELECT company_id, array_agg(focus_id ORDER BY focus_id) AS ids
      FROM company_focuses WHERE true${only('company_id')} GROUP BY company_id
    ) foc ON foc.company_id = c.id
    LEFT JOIN (
      SELECT company_id, array_agg(industry_id ORDER BY industry_id) AS ids
      FROM company_industries WHERE true${only('company_id')} GROUP BY company_id
    ) ind ON ind.company_id = c.id
    LEFT JOIN (
      SELECT company_id, array_agg(client_type_id ORDER BY client_type_id) AS ids
      FROM company_client_types WHERE true${only('company_id')} GROUP BY company_id
    ) cli ON cli.company_id = c.id
    LEFT JOIN (
      SELECT company_id, count(*) FILTER (WHERE result = 'winner')::int AS wins
      FROM award_results WHERE true${only('company_id')} GROUP BY company_id
    ) aw ON aw.company_id = c.id
    WHERE true${only('c.id')}
    ON CONFLICT (company_id) DO UPDATE SET
      name = excluded.name, name_sort = excluded.name_sort, slug = excluded.slug,
      hq_country_id = excluded.hq_country_id, hq_city_id = excluded.hq_city_id,
      country_ids = excluded.country_ids, city_ids = excluded.city_ids,
      service_ids = excluded.service_ids, focus_ids = excluded.focus_ids,
      industry_ids = excluded.industry_ids, client_type_ids = excluded.client_type_ids,
      company_size = excluded.company_size, hourly_rate = excluded.hourly_rate,
      project_size = excluded.project_size, founded_year = excluded.founded_year,
      review_count = excluded.review_count, rating = excluded.rating, score = excluded.score,
      score_level_rank = excluded.score_level_rank, verified = excluded.verified,
      awarded = excluded.awarded, award_count = excluded.award_count,
      services = excluded.services`);
}

const filled = (column: SQL) => sql<boolean>`coalesce(btrim(${column}), '') <> ''`;

/** What the score of each company is computed from, as read from its tables. */
export interface CompanyScoreRow {
  id: number;
  rating: number | null;
  reviewCount: number;
  score: number;
  scoreLevel: string;
  scoreParts: ScoreParts | null;
  publishedReviews: number;
  averageRating: number | null;
  /** The inputs of computeCompanyScore, reviews aged at `now`. */
  input: CompanyScoreInput;
  /** The parts of the profile profileCompleteness counts. */
  profile: ProfileCompletenessInput;
}

/**
 * The inputs of computeCompanyScore for `companyIds` (all companies when left out), read with one
 * SELECT; reviews are aged at `now`.
 */
export async function readCompanyScoreInputs(
  db: AppDatabase,
  companyIds: readonly number[] | undefined,
  now: Date,
): Promise<CompanyScoreRow[]> {
  // Spelled out: drizzle leaves a column unqualified in a select list, where a subquery over
  // another table would resolve "id" to its own column.
  const id = sql.raw('"companies"."id"');
  const hq = (column: string) =>
    sql`(SELECT ${sql.raw(column)} FROM company_locations l WHERE l.company_id = ${id} AND l.is_headquarter)`;
  const exists = (from: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.raw(from)} x WHERE x.company_id = ${id})`;
  const rows = await db
    .select({
      id: companies.id,
      verified: companies.verified,
      rating: companies.rating,
      reviewCount: companies.reviewCount,
      score: companies.score,
      scoreLevel: companies.scoreLevel,
      scoreParts: companies.scoreParts,
      /** [rating, published at in epoch milliseconds] of each published review. */
      reviewTimeline: sql<
        [number, number][] | null
      >`(SELECT json_agg(json_build_array(r.rating, extract(epoch FROM r.published_at) * 1000)) FROM reviews r WHERE r.company_id = ${id} AND r.status = 'published')`,
      publishedReviews:
        sql<number>`(SELECT count(*) FROM reviews r WHERE r.company_id = ${id} AND r.status = 'published')`.mapWith(
          Number,
        ),
      averageRating: sql<
        number | null
      >`(SELECT round(avg(r.rating), 2)::float8 FROM reviews r WHERE r.company_id = ${id} AND r.status = 'published')`.mapWith(
        Number,
      ),
      awardWins:
        sql<number>`(SELECT count(*) FROM award_results a WHERE a.company_id = ${id} AND a.result = 'winner')`.mapWith(
          Number,
        ),
      awardNominations:
        sql<number>`(SELECT count(*) FROM award_results a WHERE a.company_id = ${id} AND a.result = 'nominee')`.mapWith(
          Number,
        ),
      hasLogo: filled(sql`${companies.logoPath}`),
      hasSummary: filled(sql`${companies.summary}`),
      hasDescription: filled(sql`${companies.description}`),
      hasWebsite: filled(sql`${companies.website}`),
      hasEmail: filled(sql`${companies.email}`),
      hasFoundedYear: sql<boolean>`${companies.foundedYear} IS NOT NULL`,
      hasHourlyRate: sql<boolean>`${companies.hourlyRate} IS NOT NULL`,
      hasProjectSize: sql<boolean>`${companies.projectSize} IS NOT NULL`,
      hasServices: exists('company_services'),
      hasFocuses: exists('company_focuses'),
      hasIndustries: exists('company_industries'),
      hasClientTypes: exists('company_client_types'),
      hasPortfolio: exists('portfolio_items'),
      hasFaqs: sql<boolean>`EXISTS (SELECT 1 FROM company_faqs f WHERE f.company_id = ${id}
        AND coalesce(btrim(f.founder), btrim(f.projects_year), btrim(f.project_cost), btrim(f.values), '') <> '')`,
      hasAddress: filled(hq('address')),
      hasPhone: filled(hq('phone')),
    })
    .from(companies)
    .where(companyIds ? sql`${id} = ANY(${intArrayLiteral(companyIds)}::int[])` : undefined);

  return rows.map((row) => {
    const profile: ProfileCompletenessInput = {
      hasLogo: row.hasLogo,
      hasSummary: row.hasSummary,
      hasDescription: row.hasDescription,
      hasWebsite: row.hasWebsite,
      hasEmail: row.hasEmail,
      hasFoundedYear: row.hasFoundedYear,
      hasHourlyRate: row.hasHourlyRate,
      hasProjectSize: row.hasProjectSize,
      serviceCount: Number(row.hasServices),
      focusCount: Number(row.hasFocuses),
      industryCount: Number(row.hasIndustries),
      clientTypeCount: Number(row.hasClientTypes),
      portfolioCount: Number(row.hasPortfolio),
      hasFaqs: row.hasFaqs,
      hasAddress: row.hasAddress,
      hasPhone: row.hasPhone,
    };
    return {
      id: row.id,
      rating: row.rating,
      reviewCount: row.reviewCount,
      score: row.score,
      scoreLevel: row.scoreLevel,
      scoreParts: row.scoreParts,
      publishedReviews: row.publishedReviews,
      averageRating: row.averageRating,
      profile,
      input: {
        reviews: (row.reviewTimeline ?? []).map(([rating, publishedAt]) => ({
          rating: Number(rating),
          ageDays: reviewAgeDays(Number(publishedAt), now),
        })),
        completeness: profileCompleteness(profile),
        awardWins: row.awardWins,
        awardNominations: row.awardNominations,
        verified: row.verified,
      },
    };
  });
}

/**
 * Recomputes companies.rating and review_count from published reviews, and score / score_level /
 * score_parts with computeCompanyScore (reviews weighted by their age at `options.now`): one
 * SELECT of the inputs, the formula in TypeScript, one UPDATE per 5000 changed companies. Rows
 * whose values did not change are left alone. Returns the ids of the companies that changed.
 */
export async function refreshCompanyStats(
  db: AppDatabase,
  companyIds?: readonly number[],
  options: RefreshCompanyStatsOptions = {},
): Promise<number[]> {
  if (companyIds && companyIds.length === 0) return [];
  const now = options.now ?? new Date();
  const inputs = await readCompanyScoreInputs(db, companyIds, now);

  const changes: {
    id: number;
    rating: number | null;
    review_count: number;
    score: number;
    score_level: string;
    score_parts: ScoreParts;
  }[] = [];
  for (const row of inputs) {
    const { score, level, parts } = computeCompanyScore(row.input);
    if (
      row.rating !== row.averageRating ||
      row.reviewCount !== row.publishedReviews ||
      row.score !== score ||
      row.scoreLevel !== level ||
      !sameParts(row.scoreParts, parts)
    ) {
      changes.push({
        id: row.id,
        rating: row.averageRating,
        review_count: row.publishedReviews,
        score,
        score_level: level,
        score_parts: parts,
      });
    }
  }

  for (let start = 0; start < changes.length; start += 5000) {
    const chunk = changes.slice(start, start + 5000);
    await db.execute(sql`
      UPDATE companies AS c
      SET rating = x.rating, review_count = x.review_count, score = x.score,
        score_level = x.score_level, score_parts = x.score_parts
      FROM json_to_recordset(${JSON.stringify(chunk)}::json)
        AS x(id int, rating numeric, review_count int, score int, score_level text, score_parts jsonb)
      WHERE c.id = x.id`);
  }
  return changes.map((change) => change.id);
}

function sameParts(stored: ScoreParts | null, computed: ScoreParts): boolean {
  return (
    stored !== null &&
    stored.reviewVolume === computed.reviewVolume &&
    stored.rating === computed.rating &&
    stored.completeness === computed.completeness &&
    stored.awards === computed.awards &&
    stored.verification === computed.verification
  );
}
