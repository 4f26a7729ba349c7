import { sql } from 'drizzle-orm';
import { DEFAULT_AWARD_WEIGHTS } from '@atlas/api/awards';
import { AWARD_EDITIONS, VOTING_EDITIONS } from '@atlas/api/options';
import type { AppDatabase } from '../db/client';
import { insertRows } from '../db/bulk';
import { awardEditions } from '../db/schema';
import { countEdition, storeScores } from '../modules/awards/scoring';

/** A deterministic number 0 … 2^28 − 1 from an SQL text expression. */
function hashOf(expression: string): string {
  return `(('x' || substr(md5(${expression}), 1, 7))::bit(28)::int)`;
}

const STORIES: Record<number, string> = {
  2021: 'The first Agency Atlas Awards: a jury of buyers and editors picked the agencies their clients praised most, one service at a time.',
  2022: 'The second edition added verified reviews to the jury’s view, so every winner had clients who said so in their own words.',
  2023: 'In 2023 the public joined the jury: one vote per verified person per category, counted with the jury and the reviews.',
  2024: 'The 2024 edition published every score with its parts, so anyone could see why a winner won.',
  2025: 'The 2025 edition: nominees from the ranking and from questionnaires, public voting that resists fraud, and the weighting published in full.',
};

/** Which seeded votes came in a burst and wait for staff (`v` is the vote's number). */
const HELD = `(v % 5 = 0 OR (n.status = 'nominee' AND v = 3 AND n.id % 4 = 0))`;

/** Editions before public voting weigh the jury and reviews only. */
function weightsOf(edition: number) {
  return (VOTING_EDITIONS as readonly number[]).includes(edition)
    ? DEFAULT_AWARD_WEIGHTS
    : { jury: 70, votes: 0, reviews: 30 };
}

/**
 * The awards of the demo set, derived from the generated `award_results`, so the directory's
 * "awarded" filter and these pages agree: one category per edition and service, a nominee per
 * result, three jurors' scores and public votes (plus a few held ones) per nominee. Winners get
 * scores that put them first; editions with winners are counted and their scores stored, so a
 * recount reproduces them. Editions in `votingEditions` stay open: nominees and votes, no winners.
 */
export async function seedAwards(
  tx: AppDatabase,
  votingEditions: readonly number[],
): Promise<void> {
  const voting = new Set(votingEditions);
  await insertRows(
    tx,
    awardEditions,
    AWARD_EDITIONS.map((year) => {
      const weights = weightsOf(year);
      return {
        year,
        story: STORIES[year] ?? `The ${year} edition.`,
        juryWeight: weights.jury,
        votesWeight: weights.votes,
        reviewsWeight: weights.reviews,
        reviewsCutoff: new Date(Date.UTC(year, 11, 1)),
        winnersPublishedAt: voting.has(year) ? null : new Date(Date.UTC(year, 11, 15)),
      };
    }),
    { onConflictDoNothing: true },
  );
  await tx.execute(sql`
    INSERT INTO award_categories (edition, slug, name, service_id, winner_slots)
    SELECT r.edition, s.slug, s.name, r.service_id, count(*) FILTER (WHERE r.result = 'winner')
    FROM award_results r JOIN services s ON s.id = r.service_id
    GROUP BY r.edition, r.service_id, s.slug, s.name
    ORDER BY r.edition, r.service_id`);
  // An open edition will have one winner per category when staff publish.
  if (voting.size > 0) {
    await tx.execute(sql`UPDATE award_categories SET winner_slots = 1
      WHERE edition = ANY(${`{${[...voting].join(',')}}`}::smallint[])`);
  }
  await tx.execute(sql`
    INSERT INTO award_nominees (category_id, company_id, source, status)
    SELECT c.id, r.company_id, CASE WHEN r.company_id % 4 = 0 THEN 'questionnaire' ELSE 'ranking' END,
      r.result
    FROM award_results r JOIN award_categories c ON c.edition = r.edition AND c.service_id = r.service_id
    ORDER BY c.id, r.company_id`);
  await tx.execute(
    sql.raw(`
    INSERT INTO award_jury_scores (nominee_id, juror, score)
    SELECT n.id, 'juror-' || j,
      CASE WHEN n.status = 'winner' THEN 90 + ${hashOf(`n.id || '-' || j`)} % 11
        ELSE ${hashOf(`n.id || '-' || j`)} % 41 END
    FROM award_nominees n CROSS JOIN generate_series(1, 3) AS j
    ORDER BY n.id, j`),
  );
  // Public votes in the voting editions: counted ones, and a few held from one busy network. A
  // handful per nominee, so the 100k and 1M benchmark sets stay quick to seed.
  await tx.execute(
    sql.raw(`
    INSERT INTO award_votes (category_id, nominee_id, voter_email, voter_identity, status, reason,
      network, created_at, confirmed_at, updated_at)
    SELECT n.category_id, n.id, 'voter' || v || '.n' || n.id || '@example.com',
      'voter' || v || '.n' || n.id || '@example.com',
      CASE WHEN ${HELD} THEN 'held' ELSE 'counted' END,
      CASE WHEN ${HELD} THEN 'burst' END,
      CASE WHEN ${HELD} THEN md5('demo-burst-network') ELSE md5('demo-network-' || (v % 37)) END,
      make_timestamptz(c.edition, 9, 1, 12, 0, 0, 'UTC') + (${hashOf(`n.id || ':' || v`)} % 60) * interval '1 day',
      make_timestamptz(c.edition, 9, 1, 12, 0, 0, 'UTC') + (${hashOf(`n.id || ':' || v`)} % 60) * interval '1 day' + interval '5 minutes',
      make_timestamptz(c.edition, 9, 1, 12, 0, 0, 'UTC') + (${hashOf(`n.id || ':' || v`)} % 60) * interval '1 day' + interval '5 minutes'
    FROM award_nominees n
    JOIN award_categories c ON c.id = n.category_id
    CROSS JOIN LATERAL generate_series(1,
      CASE WHEN n.status = 'winner' THEN 8 + ${hashOf(`'w' || n.id`)} % 4
        ELSE ${hashOf(`'n' || n.id`)} % 4 END) AS v
    WHERE c.edition IN (${VOTING_EDITIONS.join(', ')})
    ORDER BY n.id, v`),
  );
  for (const edition of AWARD_EDITIONS) {
    if (voting.has(edition)) continue;
    await storeScores(tx, await countEdition(tx, edition));
  }
}
