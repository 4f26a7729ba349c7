import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { scoreCategory, type AwardScore, type AwardScoreInput } from '@atlas/api/awards';
import type { AwardEdition } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import {
  awardCategories,
  awardEditions,
  awardJuryScores,
  awardNominees,
  awardVotes,
  reviews,
} from '../../db/schema';

export interface CategoryCount {
  categoryId: number;
  winnerSlots: number;
  scores: AwardScore[];
  /** nominee id → company id */
  companies: Map<number, number>;
}

/**
 * Counts every category of an edition from the stored rows with the published rule
 * (`scoreCategory`): jurors' scores, counted votes (pending, held and discarded ones never count)
 * and the verified reviews published up to the edition's cutoff. Publishing stores the result;
 * a recount runs this again and must find the same numbers.
 */
export async function countEdition(
  db: AppDatabase,
  edition: AwardEdition,
): Promise<CategoryCount[]> {
  const [settings] = await db
    .select()
    .from(awardEditions)
    .where(eq(awardEditions.year, edition))
    .limit(1);
  if (!settings) return [];
  const nominees = await db
    .select({
      id: awardNominees.id,
      categoryId: awardNominees.categoryId,
      companyId: awardNominees.companyId,
      winnerSlots: awardCategories.winnerSlots,
    })
    .from(awardNominees)
    .innerJoin(awardCategories, eq(awardCategories.id, awardNominees.categoryId))
    .where(eq(awardCategories.edition, edition))
    .orderBy(asc(awardNominees.categoryId), asc(awardNominees.id));
  if (nominees.length === 0) return [];
  const ids = nominees.map((nominee) => nominee.id);

  const jury = await db
    .select({
      nomineeId: awardJuryScores.nomineeId,
      scores: sql<number[]>`json_agg(${awardJuryScores.score} ORDER BY ${awardJuryScores.juror})`,
    })
    .from(awardJuryScores)
    .where(inArray(awardJuryScores.nomineeId, ids))
    .groupBy(awardJuryScores.nomineeId);
  const votes = await db
    .select({ nomineeId: awardVotes.nomineeId, count: sql<number>`count(*)::int` })
    .from(awardVotes)
    .where(and(inArray(awardVotes.nomineeId, ids), eq(awardVotes.status, 'counted')))
    .groupBy(awardVotes.nomineeId);
  const ratings = await db
    .select({
      nomineeId: awardNominees.id,
      ratings: sql<number[]>`json_agg(${reviews.rating}::float8 ORDER BY ${reviews.id})`,
    })
    .from(awardNominees)
    .innerJoin(reviews, eq(reviews.companyId, awardNominees.companyId))
    .where(
      and(
        inArray(awardNominees.id, ids),
        eq(reviews.status, 'published'),
        ne(reviews.verification, 'organic'),
        lte(reviews.publishedAt, settings.reviewsCutoff),
      ),
    )
    .groupBy(awardNominees.id);

  const juryOf = new Map(jury.map((row) => [row.nomineeId, row.scores.map(Number)]));
  const votesOf = new Map(votes.map((row) => [row.nomineeId, row.count]));
  const ratingsOf = new Map(ratings.map((row) => [row.nomineeId, row.ratings.map(Number)]));
  const weights = {
    jury: settings.juryWeight,
    votes: settings.votesWeight,
    reviews: settings.reviewsWeight,
  };

  const byCategory = new Map<
    number,
    { slots: number; inputs: AwardScoreInput[]; companies: Map<number, number> }
  >();
  for (const nominee of nominees) {
    const entry = byCategory.get(nominee.categoryId) ?? {
      slots: nominee.winnerSlots,
      inputs: [],
      companies: new Map<number, number>(),
    };
    entry.inputs.push({
      nomineeId: nominee.id,
      juryScores: juryOf.get(nominee.id) ?? [],
      countedVotes: votesOf.get(nominee.id) ?? 0,
      reviewRatings: ratingsOf.get(nominee.id) ?? [],
    });
    entry.companies.set(nominee.id, nominee.companyId);
    byCategory.set(nominee.categoryId, entry);
  }
  return [...byCategory].map(([categoryId, entry]) => ({
    categoryId,
    winnerSlots: entry.slots,
    scores: scoreCategory(entry.inputs, weights),
    companies: entry.companies,
  }));
}

/** Stores the counted parts, final score and rank of every nominee (the published numbers). */
export async function storeScores(
  db: AppDatabase,
  counts: readonly CategoryCount[],
): Promise<void> {
  const rows = counts.flatMap((count) => count.scores);
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.nomineeId}::int, ${row.jury}::numeric, ${row.votes}::numeric, ${row.reviews}::numeric, ${row.final}::numeric, ${row.countedVotes}::int, ${row.rank}::smallint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE award_nominees AS n SET
      jury_part = v.jury, votes_part = v.votes, reviews_part = v.reviews,
      final_score = v.final, votes_counted = v.counted, rank = v.rank
    FROM (VALUES ${values}) AS v(id, jury, votes, reviews, final, counted, rank)
    WHERE n.id = v.id`);
}
