import { PROFILE_SCORE_LEVELS, type ProfileScoreLevel } from '@atlas/api/options';

/**
 * The profile score (0..1000) that orders the directory by default, and its level.
 *
 * It adds five parts, each capped and rounded to whole points (so the parts a card shows add up
 * to the score):
 * - review volume, up to 150: grows with the logarithm of the recency-weighted number of published
 *   reviews and is full at 30, so the first reviews count most;
 * - rating, up to 250: the recency-weighted average of published reviews pulled towards 3.0 as if
 *   there were two more fresh 3-star reviews (one 5-star review is not yet a 5-star company),
 *   mapped from 1..5 to 0..250; nothing without reviews;
 * - profile completeness, up to 250: the share of filled-in profile parts (profileCompleteness);
 * - awards, up to 200: 60 per award won and 20 per nomination;
 * - verification, 150.
 *
 * Recency: each published review weighs `reviewWeight(ageDays)`, 1 when new and half as much every
 * REVIEW_HALF_LIFE_DAYS (two years), in both the volume and the rating. Scores therefore change
 * with time alone; the daily re-score (modules/companies/rescore.ts) keeps them current.
 *
 * Pure and deterministic: the seed generator and refreshCompanyStats both call it, so the stored
 * `companies.score` always comes from this one formula.
 */
export interface ScoredReview {
  /** 1..5. */
  rating: number;
  /** Days since it was published, at the moment of scoring (fractions allowed). */
  ageDays: number;
}

export interface CompanyScoreInput {
  /** The published reviews (pending and rejected ones never count). */
  reviews: readonly ScoredReview[];
  /** 0..1, see profileCompleteness. */
  completeness: number;
  awardWins: number;
  awardNominations: number;
  verified: boolean;
}

/** The points each part contributed, whole numbers that add up to the score. */
export interface ScoreParts {
  reviewVolume: number;
  rating: number;
  completeness: number;
  awards: number;
  verification: number;
}

export interface CompanyScore {
  /** Integer 0..1000, the sum of the parts. */
  score: number;
  level: ProfileScoreLevel;
  parts: ScoreParts;
}

export const SCORE_WEIGHTS = {
  reviewVolume: 150,
  rating: 250,
  completeness: 250,
  awards: 200,
  verified: 150,
} as const;

/** A review's weight halves every this many days (about two years). */
export const REVIEW_HALF_LIFE_DAYS = 730;
/** Reviews (recency-weighted) at which the volume part is full. */
const FULL_REVIEW_VOLUME = 30;
/** The rating prior: two phantom reviews of 3 stars. */
const PRIOR_RATING = 3;
const PRIOR_WEIGHT = 2;
const POINTS_PER_AWARD_WIN = 60;
const POINTS_PER_AWARD_NOMINATION = 20;
const DAY_MS = 86_400_000;

/** The lowest score of each level, best first (the order of PROFILE_SCORE_LEVELS). */
export const SCORE_LEVEL_THRESHOLDS: Readonly<Record<ProfileScoreLevel, number>> = {
  excellent: 800,
  strong: 680,
  'above-average': 560,
  good: 450,
  average: 350,
  'below-average': 250,
  poor: 150,
  'very-poor': 0,
};

/** How much a review counts: 1 when published today, ½ after two years, ¼ after four. */
export function reviewWeight(ageDays: number): number {
  return 0.5 ** (Math.max(0, ageDays) / REVIEW_HALF_LIFE_DAYS);
}

/** A review's age in days at `now`; a date in the future counts as today. */
export function reviewAgeDays(publishedAt: Date | number, now: Date | number): number {
  return Math.max(0, (Number(now) - Number(publishedAt)) / DAY_MS);
}

export function computeCompanyScore(input: CompanyScoreInput): CompanyScore {
  let weight = 0;
  let weightedRatings = 0;
  for (const review of input.reviews) {
    const w = reviewWeight(review.ageDays);
    weight += w;
    weightedRatings += w * clamp(review.rating, 1, 5);
  }
  const reviewVolume = Math.round(
    SCORE_WEIGHTS.reviewVolume * Math.min(1, Math.log1p(weight) / Math.log1p(FULL_REVIEW_VOLUME)),
  );

  let rating = 0;
  if (input.reviews.length > 0) {
    const adjusted = (weightedRatings + PRIOR_RATING * PRIOR_WEIGHT) / (weight + PRIOR_WEIGHT);
    rating = Math.round((SCORE_WEIGHTS.rating * (adjusted - 1)) / 4);
  }

  const completeness = Math.round(SCORE_WEIGHTS.completeness * clamp(input.completeness, 0, 1));
  const awards = Math.min(
    SCORE_WEIGHTS.awards,
    POINTS_PER_AWARD_WIN * Math.max(0, Math.floor(input.awardWins)) +
      POINTS_PER_AWARD_NOMINATION * Math.max(0, Math.floor(input.awardNominations)),
  );
  const verification = input.verified ? SCORE_WEIGHTS.verified : 0;

  const parts: ScoreParts = { reviewVolume, rating, completeness, awards, verification };
  // Every part is capped, so the sum stays within 0..1000.
  const score = reviewVolume + rating + completeness + awards + verification;
  return { score, level: scoreLevel(score), parts };
}

export function scoreLevel(score: number): ProfileScoreLevel {
  for (const level of PROFILE_SCORE_LEVELS) {
    if (score >= SCORE_LEVEL_THRESHOLDS[level]) return level;
  }
  return 'very-poor';
}

/** company_search.score_level_rank: very-poor 1 … excellent 8, so "at least good" is `>=`. */
export function scoreLevelRank(level: ProfileScoreLevel): number {
  return PROFILE_SCORE_LEVELS.length - PROFILE_SCORE_LEVELS.indexOf(level);
}

/** What profileCompleteness looks at: the parts of SPEC §3's company profile. */
export interface ProfileCompletenessInput {
  hasLogo: boolean;
  hasSummary: boolean;
  hasDescription: boolean;
  hasWebsite: boolean;
  hasEmail: boolean;
  hasFoundedYear: boolean;
  hasHourlyRate: boolean;
  hasProjectSize: boolean;
  serviceCount: number;
  focusCount: number;
  industryCount: number;
  clientTypeCount: number;
  portfolioCount: number;
  hasFaqs: boolean;
  /** The headquarters has a street address. */
  hasAddress: boolean;
  /** The headquarters has a phone number. */
  hasPhone: boolean;
}

/** The share (0..1) of the 16 profile parts that are filled in, each counting the same. */
export function profileCompleteness(profile: ProfileCompletenessInput): number {
  const parts = [
    profile.hasLogo,
    profile.hasSummary,
    profile.hasDescription,
    profile.hasWebsite,
    profile.hasEmail,
    profile.hasFoundedYear,
    profile.hasHourlyRate,
    profile.hasProjectSize,
    profile.serviceCount > 0,
    profile.focusCount > 0,
    profile.industryCount > 0,
    profile.clientTypeCount > 0,
    profile.portfolioCount > 0,
    profile.hasFaqs,
    profile.hasAddress,
    profile.hasPhone,
  ];
  return parts.filter(Boolean).length / parts.length;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Something a company can do to raise its score; `part` is the profile part it fills in. */
export type ScoreStep =
  | { kind: 'verify' }
  | { kind: 'review' }
  | { kind: 'profile'; part: keyof ProfileCompletenessInput };

/** The profile parts a company fills in itself, in the editor. */
const PROFILE_PARTS: readonly (keyof ProfileCompletenessInput)[] = [
  'hasLogo',
  'hasSummary',
  'hasDescription',
  'hasWebsite',
  'hasEmail',
  'hasFoundedYear',
  'hasHourlyRate',
  'hasProjectSize',
  'serviceCount',
  'focusCount',
  'industryCount',
  'clientTypeCount',
  'portfolioCount',
  'hasFaqs',
  'hasAddress',
  'hasPhone',
];

/**
 * The steps that would raise the score most, by computing the score again with each one taken
 * (computeCompanyScore itself, so what it promises is true): getting verified, one more
 * five-star review published today, and each missing profile part filled in. Best first, ties
 * in that order; only steps that gain points.
 */
export function bestScoreSteps(
  input: CompanyScoreInput,
  profile: ProfileCompletenessInput,
): { step: ScoreStep; gain: number }[] {
  const now = computeCompanyScore(input).score;
  const candidates: { step: ScoreStep; input: CompanyScoreInput }[] = [
    { step: { kind: 'verify' }, input: { ...input, verified: true } },
    {
      step: { kind: 'review' },
      input: { ...input, reviews: [...input.reviews, { rating: 5, ageDays: 0 }] },
    },
    ...PROFILE_PARTS.filter((part) => !profile[part]).map((part) => ({
      step: { kind: 'profile' as const, part },
      input: {
        ...input,
        completeness: profileCompleteness({
          ...profile,
          [part]: typeof profile[part] === 'number' ? 1 : true,
        }),
      },
    })),
  ];
  return candidates
    .map(({ step, input: taken }) => ({ step, gain: computeCompanyScore(taken).score - now }))
    .filter((item) => item.gain > 0)
    .sort((a, b) => b.gain - a.gain);
}
