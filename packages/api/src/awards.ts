import { AWARDS_PAGE_EDITIONS, VOTING_EDITIONS, type AwardEdition } from './options';

/**
 * The awards' domain lists and the score rule (issue 20, docs/awards.md). The rule lives here once:
 * the server publishes with it, a recount runs it again, and the pages explain the same numbers.
 */

/** Where a nominee came from: the directory's ranking, or its company's questionnaire. */
export const AWARD_NOMINEE_SOURCES = ['ranking', 'questionnaire'] as const;
export type AwardNomineeSource = (typeof AWARD_NOMINEE_SOURCES)[number];

export const AWARD_NOMINEE_STATUSES = ['nominee', 'winner'] as const;
export type AwardNomineeStatus = (typeof AWARD_NOMINEE_STATUSES)[number];

/**
 * A vote's life: `pending` until its e-mailed link is followed, `counted` once confirmed, `held`
 * when it came in a burst from one network (staff count or discard it), `discarded` for good.
 */
export const AWARD_VOTE_STATUSES = ['pending', 'counted', 'held', 'discarded'] as const;
export type AwardVoteStatus = (typeof AWARD_VOTE_STATUSES)[number];

export const AWARD_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AwardApplicationStatus = (typeof AWARD_APPLICATION_STATUSES)[number];

/**
 * Where an edition stands: 'voting' while its public vote runs, 'counting' between the voting end
 * and the published winners, 'winners' once published, 'nominees' for an edition without voting
 * whose winners are not out.
 */
export const AWARD_EDITION_PHASES = ['voting', 'counting', 'winners', 'nominees'] as const;
export type AwardEditionPhase = (typeof AWARD_EDITION_PHASES)[number];

/** The weights of an edition, in percent of the final score (they add up to 100). */
export interface AwardWeights {
  jury: number;
  votes: number;
  reviews: number;
}

/** Every edition since 2023 weighs its parts like this (docs/awards.md). */
export const DEFAULT_AWARD_WEIGHTS: AwardWeights = { jury: 50, votes: 30, reviews: 20 };

/** Reviews needed for the reviews part to count in full; fewer scale it down. */
export const FULL_REVIEW_COUNT = 5;

/** What one nominee brings to the count. */
export interface AwardScoreInput {
  nomineeId: number;
  /** Each juror's score, 0–100. */
  juryScores: readonly number[];
  /** Confirmed public votes, held and discarded ones left out. */
  countedVotes: number;
  /** Ratings (1–5) of the company's verified reviews published up to the edition's cutoff. */
  reviewRatings: readonly number[];
}

export interface AwardScore {
  nomineeId: number;
  jury: number;
  votes: number;
  reviews: number;
  final: number;
  countedVotes: number;
  /** 1 is the best of the category. */
  rank: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The published score of every nominee of one category, best first. Each part is 0–100 and
 * rounded to two decimals before weighing, so anyone can recompute the final score from the
 * published parts: jury is the mean of the jurors' scores; votes is the nominee's counted votes
 * against the category's most-voted nominee; reviews is the mean rating on a 100 scale, times
 * min(1, reviews / FULL_REVIEW_COUNT). Ties go to more votes, then to the earlier nomination.
 */
export function scoreCategory(
  nominees: readonly AwardScoreInput[],
  weights: AwardWeights,
): AwardScore[] {
  const mostVotes = Math.max(0, ...nominees.map((nominee) => nominee.countedVotes));
  const scored = nominees.map((nominee) => {
    const jury =
      nominee.juryScores.length === 0
        ? 0
        : round2(
            nominee.juryScores.reduce((sum, score) => sum + score, 0) / nominee.juryScores.length,
          );
    const votes = mostVotes === 0 ? 0 : round2((100 * nominee.countedVotes) / mostVotes);
    const ratings = nominee.reviewRatings;
    const reviews =
      ratings.length === 0
        ? 0
        : round2(
            (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length / 5) *
              100 *
              Math.min(1, ratings.length / FULL_REVIEW_COUNT),
          );
    const final = round2(
      (weights.jury * jury + weights.votes * votes + weights.reviews * reviews) / 100,
    );
    return {
      nomineeId: nominee.nomineeId,
      jury,
      votes,
      reviews,
      final,
      countedVotes: nominee.countedVotes,
    };
  });
  scored.sort(
    (a, b) => b.final - a.final || b.countedVotes - a.countedVotes || a.nomineeId - b.nomineeId,
  );
  return scored.map((score, index) => ({ ...score, rank: index + 1 }));
}

/** The editions whose voting pages exist (SPEC §4: 2023 to 2025, default 2023). */
export const DEFAULT_VOTING_EDITION = VOTING_EDITIONS[0];

/** The voting edition a request names, or the default one (SPEC §4). */
export function votingEditionOf(value: string | number | null | undefined): number {
  const year = typeof value === 'number' ? value : Number(value);
  return (VOTING_EDITIONS as readonly number[]).includes(year) ? year : DEFAULT_VOTING_EDITION;
}

/** SPEC §9: the parallax ratio of an edition's page (2 for 2023–2025, 1.5 for 2022). */
export function parallaxRatio(edition: AwardEdition): number {
  return edition === 2022 ? 1.5 : 2;
}

export function isAwardsPageEdition(value: number): boolean {
  return (AWARDS_PAGE_EDITIONS as readonly number[]).includes(value);
}
