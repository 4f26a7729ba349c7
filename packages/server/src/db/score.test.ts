import { PROFILE_SCORE_LEVELS } from '@atlas/api/options';
import { describe, expect, it } from 'vitest';
import {
  computeCompanyScore,
  profileCompleteness,
  SCORE_LEVEL_THRESHOLDS,
  SCORE_WEIGHTS,
  scoreLevel,
  scoreLevelRank,
  type CompanyScoreInput,
  type ProfileCompletenessInput,
} from './score';

const empty: CompanyScoreInput = {
  reviewCount: 0,
  averageRating: null,
  completeness: 0,
  awardWins: 0,
  awardNominations: 0,
  verified: false,
};

const full: CompanyScoreInput = {
  reviewCount: 30,
  averageRating: 5,
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
    expect(computeCompanyScore(empty)).toEqual({ score: 0, level: 'very-poor' });
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
      reviewCount: 10_000,
      awardWins: 100,
      awardNominations: 100,
      completeness: 7,
    });
    expect(extreme.score).toBe(1000);
    const negative = computeCompanyScore({
      ...empty,
      reviewCount: -5,
      averageRating: -3,
      completeness: -1,
      awardWins: -2,
    });
    expect(negative.score).toBe(0);
    for (let reviews = 0; reviews <= 40; reviews += 3) {
      const { score } = computeCompanyScore({ ...full, reviewCount: reviews, averageRating: 3.37 });
      expect(Number.isInteger(score)).toBe(true);
    }
  });

  it('is deterministic', () => {
    const input = {
      ...full,
      reviewCount: 7,
      averageRating: 4.31,
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
      (reviewCount) => computeCompanyScore({ ...empty, reviewCount, averageRating: 3 }).score,
    );
    for (let i = 1; i < scores.length - 1; i++)
      expect(scores[i]).toBeGreaterThan(scores[i - 1] ?? 0);
    expect(scores[5]).toBe(scores[4]);
    const gain = (from: number, to: number) => (scores[to] ?? 0) - (scores[from] ?? 0);
    expect(gain(0, 1)).toBeGreaterThan(gain(3, 4) / 5);
  });

  it('does not let one 5-star review beat many 4.8-star reviews', () => {
    const single = computeCompanyScore({ ...empty, reviewCount: 1, averageRating: 5 });
    const many = computeCompanyScore({ ...empty, reviewCount: 20, averageRating: 4.8 });
    expect(many.score).toBeGreaterThan(single.score);
  });

  it('ranks a better average higher at the same volume', () => {
    const good = computeCompanyScore({ ...empty, reviewCount: 10, averageRating: 4.9 });
    const poor = computeCompanyScore({ ...empty, reviewCount: 10, averageRating: 2.1 });
    expect(good.score).toBeGreaterThan(poor.score);
  });

  it('ignores an average without reviews', () => {
    expect(computeCompanyScore({ ...empty, reviewCount: 0, averageRating: 5 }).score).toBe(0);
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
