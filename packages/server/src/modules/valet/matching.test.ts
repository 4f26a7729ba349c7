import { describe, expect, it } from 'vitest';
import {
  MATCH_WEIGHTS,
  rankMatches,
  replyTimeText,
  scoreMatch,
  type MatchBrief,
  type MatchCandidate,
} from './matching';

// The worked example of docs/matching.md: change one and change the other.
const GERMANY = 5;
const BERLIN = 501;
const MUNICH = 502;

const brief: MatchBrief = {
  serviceIds: [1, 2, 3],
  focusIds: [],
  countryIds: [GERMANY],
  cityIds: [],
  budget: { min: 15_000, max: 35_000 },
};

const northwind: MatchCandidate = {
  companyId: 7,
  services: [
    { id: 1, percentage: 50 },
    { id: 2, percentage: 30 },
    { id: 3, percentage: 20 },
  ],
  serviceNames: { 1: 'Web Development', 2: 'UX Design', 3: 'SEO' },
  focusIds: [],
  offices: [
    { countryId: GERMANY, countryName: 'Germany', cityId: BERLIN, cityName: 'Berlin' },
    { countryId: GERMANY, countryName: 'Germany', cityId: MUNICH, cityName: 'Munich' },
  ],
  projectSize: 10_000,
  hourlyRate: 70,
  rating: 4.8,
  reviewCount: 23,
  awardCount: 1,
  verified: true,
  profileScore: 85,
  medianReplyMinutes: 20,
};

const fitOf = (result: ReturnType<typeof scoreMatch>, factor: keyof typeof MATCH_WEIGHTS) =>
  result.factors.find((item) => item.factor === factor)?.fit;

describe('the matching engine', () => {
  it('weighs nine factors that add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('scores the worked example of docs/matching.md as 87.6, with its reasons', () => {
    const result = scoreMatch(brief, northwind);
    expect(fitOf(result, 'services')).toBeCloseTo(0.875, 6);
    expect(fitOf(result, 'location')).toBe(0.8);
    expect(fitOf(result, 'focuses')).toBeNull();
    expect(fitOf(result, 'budget')).toBe(1);
    expect(fitOf(result, 'reputation')).toBeCloseTo(0.96, 6);
    expect(fitOf(result, 'replyTime')).toBe(1);
    expect(fitOf(result, 'awards')).toBeCloseTo(1 / 3, 6);
    expect(fitOf(result, 'profile')).toBe(0.85);
    expect(result.score).toBe(87.6);
    expect(result.reasons).toEqual([
      'covers 3 of 3 services',
      '2 offices in Germany',
      'rated 4.8 from 23 reviews',
      'projects from $10,000 fit your budget',
      'answers in about 20 min',
      'verified company',
      'complete profile',
      'won an award',
    ]);
  });

  it('leaves an ignored location out instead of counting it against anyone', () => {
    const result = scoreMatch({ ...brief, countryIds: [], cityIds: [] }, northwind);
    expect(fitOf(result, 'location')).toBeNull();
    expect(result.score).toBe(89.2);
    expect(result.reasons.some((reason) => reason.includes('office'))).toBe(false);
  });

  it('is neutral about an ignored budget and an unknown reply time', () => {
    const open = scoreMatch({ ...brief, budget: null }, { ...northwind, medianReplyMinutes: null });
    expect(fitOf(open, 'budget')).toBeNull();
    expect(fitOf(open, 'replyTime')).toBeNull();
    // 100 × (30.625 + 12 + 11.52 + 1.333… + 4 + 3.4) / (100 − 10 − 10 − 6)
    expect(open.score).toBe(85);
  });

  it('prefers an office in a chosen city to one in a chosen country', () => {
    const inCity = scoreMatch({ ...brief, cityIds: [MUNICH] }, northwind);
    expect(fitOf(inCity, 'location')).toBe(1);
    expect(inCity.reasons).toContain('an office in Munich');
    const elsewhere = scoreMatch({ ...brief, countryIds: [99], cityIds: [] }, northwind);
    expect(fitOf(elsewhere, 'location')).toBe(0);
    expect(elsewhere.score).toBeLessThan(inCity.score);
  });

  it('scores services by coverage and by how much of the company’s work they are', () => {
    const partial = scoreMatch(brief, {
      ...northwind,
      services: [{ id: 1, percentage: 10 }],
    });
    // One of three, at 10%: (0.5 + 0.5 × 10/40) / 3.
    expect(fitOf(partial, 'services')).toBeCloseTo(0.625 / 3, 6);
    expect(partial.reasons).toContain('covers 1 of 3 services');
    const single = scoreMatch({ ...brief, serviceIds: [2] }, northwind);
    expect(single.reasons).toContain('offers UX Design (30% of its work)');
  });

  it('counts a budget below the company’s minimum project size against it', () => {
    const small = scoreMatch(
      { ...brief, budget: { min: 1_000, max: 5_000 } },
      { ...northwind, projectSize: 25_000, hourlyRate: 150 },
    );
    // Size: 0.5 × (1 − 20000/5000) < 0 → 0; rate: 5000 / 200 = 25 h of 80 → 0.3125.
    expect(fitOf(small, 'budget')).toBeCloseTo(0.3125 / 2, 6);
    expect(small.reasons.some((reason) => reason.includes('budget'))).toBe(false);
  });

  it('rewards quick answers and says how quick', () => {
    const slow = scoreMatch(brief, { ...northwind, medianReplyMinutes: 600 });
    expect(fitOf(slow, 'replyTime')).toBe(0.2);
    expect(slow.reasons.some((reason) => reason.startsWith('answers in'))).toBe(false);
    expect(replyTimeText(3)).toBe('about 3 min');
    expect(replyTimeText(42)).toBe('about 40 min');
    expect(replyTimeText(150)).toBe('about 3 h');
    expect(replyTimeText(4000)).toBe('about 3 days');
  });

  it('gives no reputation to a company without reviews', () => {
    const unknown = scoreMatch(brief, { ...northwind, rating: null, reviewCount: 0 });
    expect(fitOf(unknown, 'reputation')).toBe(0);
    expect(unknown.score).toBeLessThan(scoreMatch(brief, northwind).score);
  });

  it('ranks best first and leaves out companies offering none of the services', () => {
    const weaker: MatchCandidate = { ...northwind, companyId: 3, verified: false, awardCount: 0 };
    const offTopic: MatchCandidate = {
      ...northwind,
      companyId: 4,
      services: [{ id: 9, percentage: 100 }],
    };
    const twin: MatchCandidate = { ...northwind, companyId: 2 };
    const ranked = rankMatches(brief, [weaker, offTopic, northwind, twin]);
    // Equal scores and reviews: the lower id first.
    expect(ranked.map((result) => result.companyId)).toEqual([2, 7, 3]);
  });

  it('puts a company covering all of the brief before one covering one of it, the rest equal', () => {
    const allThree: MatchCandidate = { ...northwind, companyId: 11 };
    const oneOfThree: MatchCandidate = {
      ...northwind,
      companyId: 10,
      services: [{ id: 1, percentage: 100 }],
    };
    expect(rankMatches(brief, [oneOfThree, allThree]).map((item) => item.companyId)).toEqual([
      11, 10,
    ]);
  });

  it('puts coverage before score: a famous one-of-three company comes after a plain three-of-three', () => {
    const famousOne: MatchCandidate = {
      ...northwind,
      companyId: 20,
      services: [{ id: 1, percentage: 100 }],
      rating: 5,
      reviewCount: 400,
      awardCount: 3,
      offices: [{ countryId: GERMANY, countryName: 'Germany', cityId: BERLIN, cityName: 'Berlin' }],
      profileScore: 100,
    };
    const plainThree: MatchCandidate = {
      ...northwind,
      companyId: 21,
      services: [
        { id: 1, percentage: 10 },
        { id: 2, percentage: 10 },
        { id: 3, percentage: 10 },
      ],
      rating: null,
      reviewCount: 0,
      awardCount: 0,
      verified: false,
      offices: [],
      profileScore: 40,
      medianReplyMinutes: null,
    };
    const twoOfThree: MatchCandidate = {
      ...plainThree,
      companyId: 22,
      services: [
        { id: 1, percentage: 50 },
        { id: 2, percentage: 50 },
      ],
    };
    // The famous one scores higher on its own; coverage still decides first.
    expect(scoreMatch(brief, famousOne).score).toBeGreaterThan(scoreMatch(brief, plainThree).score);
    expect(
      rankMatches(brief, [famousOne, twoOfThree, plainThree]).map((item) => item.companyId),
    ).toEqual([21, 22, 20]);
  });
});
