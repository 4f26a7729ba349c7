import { PROFILE_SCORE_LEVELS } from '@atlas/api/options';
import { describe, expect, it } from 'vitest';
import {
  bestScoreSteps,
  computeCompanyScore,
  profileCompleteness,
  REVIEW_HALF_LIFE_DAYS,
  reviewAgeDays,
  reviewWeight,
  SCORE_LEVEL_THRESHOLDS,
  SCORE_WEIGHTS,
  scoreLevel,
  scoreLevelRank,
  type CompanyScoreInput,
  type ProfileCompletenessInput,
  type ScoredReview,
} from './score';

/** `count` reviews of `rating` stars, all `ageDays` old. */
const reviewsOf = (count: number, rating: number, ageDays = 0): ScoredReview[] =>
  Array.from({ length: count }, () => ({ rating, ageDays }));

const empty: CompanyScoreInput = {
  reviews: [],
  completeness: 0,
  awardWins: 0,
  awardNominations: 0,
  verified: false,
};

const full: CompanyScoreInput = {
  reviews: reviewsOf(30, 5),
  completeness: 1,
  awardWins: 4,
  awardNominations: 0,
  verified: true,
};

const completeProfile: ProfileCompletenessInput = {
  hasLogo: true,
  hasSummary: true,
  hasDescription: true,
  hasWebsite: true,
  hasEmail: true,
  hasFoundedYear: true,
  hasHourlyRate: true,
  hasProjectSize: true,
  serviceCount: 2,
  focusCount: 1,
  industryCount: 1,
  clientTypeCount: 1,
  portfolioCount: 3,
  hasFaqs: true,
  hasAddress: true,
  hasPhone: true,
};

describe('computeCompanyScore', () => {
  it('gives 0 and very-poor to an empty profile', () => {
    expect(computeCompanyScore(empty)).toEqual({
      score: 0,
      level: 'very-poor',
      parts: { reviewVolume: 0, rating: 0, completeness: 0, awards: 0, verification: 0 },
    });
  });

  it('gives nearly 1000 and excellent to a complete, verified, awarded, well-reviewed profile', () => {
    const { score, level } = computeCompanyScore(full);
    // 30 five-star reviews are pulled towards 3.0 by the prior, so not quite the full 250.
    expect(score).toBeGreaterThan(960);
    expect(score).toBeLessThanOrEqual(1000);
    expect(level).toBe('excellent');
  });

  it('never leaves 0..1000 and always returns an integer', () => {
    const extreme = computeCompanyScore({
      ...full,
      reviews: reviewsOf(10_000, 5),
      awardWins: 100,
      awardNominations: 100,
      completeness: 7,
    });
    expect(extreme.score).toBe(1000);
    const negative = computeCompanyScore({
      ...empty,
      completeness: -1,
      awardWins: -2,
    });
    expect(negative.score).toBe(0);
    // A rating out of range counts as its nearest bound.
    expect(computeCompanyScore({ ...empty, reviews: [{ rating: -3, ageDays: 0 }] })).toEqual(
      computeCompanyScore({ ...empty, reviews: [{ rating: 1, ageDays: 0 }] }),
    );
    for (let count = 0; count <= 40; count += 3) {
      const { score } = computeCompanyScore({
        ...full,
        reviews: reviewsOf(count, 3.37, count * 41),
      });
      expect(Number.isInteger(score)).toBe(true);
    }
  });

  it('is deterministic', () => {
    const input = {
      ...full,
      reviews: [...reviewsOf(4, 4.5, 100), ...reviewsOf(3, 4, 900)],
      completeness: 0.62,
      awardWins: 1,
      awardNominations: 2,
    };
    expect(computeCompanyScore(input)).toEqual(computeCompanyScore({ ...input }));
  });

  it('adds the verification and completeness weights exactly', () => {
    expect(computeCompanyScore({ ...empty, verified: true }).score).toBe(SCORE_WEIGHTS.verified);
    expect(computeCompanyScore({ ...empty, completeness: 1 }).score).toBe(
      SCORE_WEIGHTS.completeness,
    );
    expect(computeCompanyScore({ ...empty, completeness: 0.5 }).score).toBe(
      SCORE_WEIGHTS.completeness / 2,
    );
  });

  it('counts 60 per award won and 20 per nomination, capped at 200', () => {
    expect(computeCompanyScore({ ...empty, awardWins: 1 }).score).toBe(60);
    expect(computeCompanyScore({ ...empty, awardNominations: 2 }).score).toBe(40);
    expect(computeCompanyScore({ ...empty, awardWins: 3, awardNominations: 3 }).score).toBe(
      SCORE_WEIGHTS.awards,
    );
  });

  it('rewards more reviews with diminishing returns, full at 30', () => {
    // At the prior's 3.0 the rating part stays the same, so only the volume part moves.
    const scores = [1, 2, 5, 10, 30, 60].map(
      (count) => computeCompanyScore({ ...empty, reviews: reviewsOf(count, 3) }).score,
    );
    for (let i = 1; i < scores.length - 1; i++)
      expect(scores[i]).toBeGreaterThan(scores[i - 1] ?? 0);
    expect(scores[5]).toBe(scores[4]);
    const gain = (from: number, to: number) => (scores[to] ?? 0) - (scores[from] ?? 0);
    expect(gain(0, 1)).toBeGreaterThan(gain(3, 4) / 5);
  });

  it('does not let one 5-star review beat many 4.8-star reviews', () => {
    const single = computeCompanyScore({ ...empty, reviews: reviewsOf(1, 5) });
    const many = computeCompanyScore({ ...empty, reviews: reviewsOf(20, 4.8) });
    expect(many.score).toBeGreaterThan(single.score);
  });

  it('ranks a better average higher at the same volume', () => {
    const good = computeCompanyScore({ ...empty, reviews: reviewsOf(10, 4.9) });
    const poor = computeCompanyScore({ ...empty, reviews: reviewsOf(10, 2.1) });
    expect(good.score).toBeGreaterThan(poor.score);
  });

  it('returns parts that add up to the score', () => {
    const input = {
      reviews: [...reviewsOf(6, 4.5, 30), ...reviewsOf(2, 2, 1500)],
      completeness: 11 / 16,
      awardWins: 1,
      awardNominations: 1,
      verified: true,
    };
    const { score, parts } = computeCompanyScore(input);
    const { reviewVolume, rating, completeness, awards, verification } = parts;
    expect(reviewVolume + rating + completeness + awards + verification).toBe(score);
    expect(parts).toMatchObject({ completeness: 172, awards: 80, verification: 150 });
    for (const value of Object.values(parts)) expect(Number.isInteger(value)).toBe(true);
    expect(reviewVolume).toBeGreaterThan(0);
    expect(rating).toBeGreaterThan(0);
  });
});

describe('review recency', () => {
  it('weighs a review 1 when new, 1/2 after the half-life, 1/4 after two', () => {
    expect(REVIEW_HALF_LIFE_DAYS).toBe(730);
    expect(reviewWeight(0)).toBe(1);
    expect(reviewWeight(-10)).toBe(1);
    expect(reviewWeight(730)).toBeCloseTo(0.5, 10);
    expect(reviewWeight(1460)).toBeCloseTo(0.25, 10);
    expect(reviewWeight(365)).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it('measures ages in days, never negative', () => {
    const now = Date.UTC(2026, 0, 31);
    expect(reviewAgeDays(Date.UTC(2026, 0, 1), now)).toBe(30);
    expect(reviewAgeDays(new Date(Date.UTC(2026, 1, 5)), new Date(now))).toBe(0);
  });

  it('gives fewer volume points to the same reviews when they are older', () => {
    const fresh = computeCompanyScore({ ...empty, reviews: reviewsOf(10, 3) });
    const old = computeCompanyScore({ ...empty, reviews: reviewsOf(10, 3, 730) });
    // Ten two-year-old reviews count like five new ones.
    expect(old.parts.reviewVolume).toBe(
      computeCompanyScore({ ...empty, reviews: reviewsOf(5, 3) }).parts.reviewVolume,
    );
    expect(old.parts.reviewVolume).toBeLessThan(fresh.parts.reviewVolume);
    expect(old.parts.rating).toBe(fresh.parts.rating);
  });

  it('lets recent reviews move the rating more than old ones', () => {
    const recentPraise = computeCompanyScore({
      ...empty,
      reviews: [...reviewsOf(5, 5, 10), ...reviewsOf(5, 2, 2000)],
    });
    const oldPraise = computeCompanyScore({
      ...empty,
      reviews: [...reviewsOf(5, 5, 2000), ...reviewsOf(5, 2, 10)],
    });
    expect(recentPraise.parts.rating).toBeGreaterThan(oldPraise.parts.rating);
    // Both have the same review volume: the same weights, only the ratings swapped.
    expect(recentPraise.parts.reviewVolume).toBe(oldPraise.parts.reviewVolume);
  });

  it('brings a very old 5-star record close to the 3.0 prior', () => {
    const ancient = computeCompanyScore({ ...empty, reviews: reviewsOf(20, 5, 730 * 8) });
    const prior = (SCORE_WEIGHTS.rating * (3 - 1)) / 4;
    expect(ancient.parts.rating).toBeLessThan(prior + 30);
    expect(ancient.parts.rating).toBeGreaterThanOrEqual(prior);
  });

  it('is the same as unweighted scoring for reviews published today', () => {
    const { parts } = computeCompanyScore({ ...empty, reviews: reviewsOf(8, 4.5) });
    const adjusted = (4.5 * 8 + 3 * 2) / (8 + 2);
    expect(parts.rating).toBe(Math.round((SCORE_WEIGHTS.rating * (adjusted - 1)) / 4));
    expect(parts.reviewVolume).toBe(
      Math.round((SCORE_WEIGHTS.reviewVolume * Math.log1p(8)) / Math.log1p(30)),
    );
  });
});

describe('scoreLevel', () => {
  it.each(PROFILE_SCORE_LEVELS)('starts %s at its threshold', (level) => {
    const threshold = SCORE_LEVEL_THRESHOLDS[level];
    expect(scoreLevel(threshold)).toBe(level);
    if (threshold > 0) expect(scoreLevel(threshold - 1)).not.toBe(level);
  });

  it('has thresholds that fall with the levels, from excellent to very-poor', () => {
    const thresholds = PROFILE_SCORE_LEVELS.map((level) => SCORE_LEVEL_THRESHOLDS[level]);
    expect([...thresholds].sort((a, b) => b - a)).toEqual(thresholds);
    expect(thresholds.at(-1)).toBe(0);
  });
});

describe('scoreLevelRank', () => {
  it('ranks very-poor 1 up to excellent 8', () => {
    expect(scoreLevelRank('very-poor')).toBe(1);
    expect(scoreLevelRank('excellent')).toBe(8);
    expect(PROFILE_SCORE_LEVELS.map(scoreLevelRank)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });
});

describe('profileCompleteness', () => {
  it('is 1 for a complete profile and 0 for an empty one', () => {
    expect(profileCompleteness(completeProfile)).toBe(1);
    const emptyProfile: ProfileCompletenessInput = {
      ...completeProfile,
      hasLogo: false,
      hasSummary: false,
      hasDescription: false,
      hasWebsite: false,
      hasEmail: false,
      hasFoundedYear: false,
      hasHourlyRate: false,
      hasProjectSize: false,
      serviceCount: 0,
      focusCount: 0,
      industryCount: 0,
      clientTypeCount: 0,
      portfolioCount: 0,
      hasFaqs: false,
      hasAddress: false,
      hasPhone: false,
    };
    expect(profileCompleteness(emptyProfile)).toBe(0);
  });

  it('counts each of the 16 parts the same', () => {
    expect(profileCompleteness({ ...completeProfile, hasLogo: false })).toBe(15 / 16);
    expect(profileCompleteness({ ...completeProfile, portfolioCount: 0, hasPhone: false })).toBe(
      14 / 16,
    );
  });
});

describe('bestScoreSteps', () => {
  const profile: ProfileCompletenessInput = {
    hasLogo: true,
    hasSummary: true,
    hasDescription: true,
    hasWebsite: true,
    hasEmail: true,
    hasFoundedYear: true,
    hasHourlyRate: true,
    hasProjectSize: true,
    serviceCount: 1,
    focusCount: 1,
    industryCount: 1,
    clientTypeCount: 1,
    portfolioCount: 0,
    hasFaqs: false,
    hasAddress: true,
    hasPhone: true,
  };
  const input: CompanyScoreInput = {
    reviews: [{ rating: 4, ageDays: 100 }],
    completeness: profileCompleteness(profile),
    awardWins: 0,
    awardNominations: 0,
    verified: false,
  };

  it('puts verification first for an unverified company, each gain as the formula computes it', () => {
    const steps = bestScoreSteps(input, profile);
    expect(steps[0]).toEqual({ step: { kind: 'verify' }, gain: SCORE_WEIGHTS.verified });
    const before = computeCompanyScore(input).score;
    const portfolio = steps.find(
      (item) => item.step.kind === 'profile' && item.step.part === 'portfolioCount',
    );
    expect(portfolio?.gain).toBe(
      computeCompanyScore({
        ...input,
        completeness: profileCompleteness({ ...profile, portfolioCount: 1 }),
      }).score - before,
    );
    // Only what is missing is offered, best first.
    expect(steps.filter((item) => item.step.kind === 'profile')).toHaveLength(2);
    expect(steps.map((item) => item.gain)).toEqual(
      [...steps.map((item) => item.gain)].sort((a, b) => b - a),
    );
  });

  it('offers nothing that gains no points: a verified, complete profile is told to get reviews', () => {
    const full = { ...profile, portfolioCount: 1, hasFaqs: true };
    const steps = bestScoreSteps(
      { ...input, verified: true, completeness: profileCompleteness(full) },
      full,
    );
    expect(steps.map((item) => item.step.kind)).toEqual(['review']);
    expect(steps[0]?.gain).toBeGreaterThan(0);
  });
});
