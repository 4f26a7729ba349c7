import { describe, expect, it } from 'vitest';
import { SPONSORSHIP_REQUIREMENTS } from '@atlas/api/sponsorship';
import { sponsorshipEligibility, type EligibilityFacts } from './eligibility';
import { rotate, rotationDay } from './rotation';

const complete: EligibilityFacts = {
  verified: true,
  logoPath: '/logo.svg',
  summary: 'We build shops.',
  description: '<p>Since 2010.</p>',
  website: 'https://example.com',
  serviceCount: 2,
  headquartersAddress: '1 Main Street',
  publishedReviews: 1,
};

describe('sponsorship eligibility', () => {
  it('accepts a verified, complete profile with a published review', () => {
    expect(sponsorshipEligibility(complete)).toEqual({ eligible: true, missing: [] });
  });

  it('names everything a bare profile lacks, in the order the page lists it', () => {
    expect(
      sponsorshipEligibility({
        verified: false,
        logoPath: null,
        summary: '  ',
        description: '<p></p>',
        website: null,
        serviceCount: 0,
        headquartersAddress: null,
        publishedReviews: 0,
      }),
    ).toEqual({ eligible: false, missing: [...SPONSORSHIP_REQUIREMENTS] });
  });

  it.each([
    ['verified', { verified: false }],
    ['published_review', { publishedReviews: 0 }],
    ['description', { description: '<p> </p>' }],
  ] as const)('misses only %s', (requirement, change) => {
    expect(sponsorshipEligibility({ ...complete, ...change })).toEqual({
      eligible: false,
      missing: [requirement],
    });
  });
});

describe('the rotation of sponsored slots', () => {
  it('shows every sponsor when there are no more than the slots', () => {
    expect(rotate([1, 2], 5)).toEqual([1, 2]);
    expect(rotate([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('moves one along each day and shows each sponsor equally often', () => {
    const sponsors = [1, 2, 3, 4, 5];
    expect(rotate(sponsors, 0)).toEqual([1, 2, 3]);
    expect(rotate(sponsors, 1)).toEqual([2, 3, 4]);
    expect(rotate(sponsors, 4)).toEqual([5, 1, 2]);
    const shown = new Map<number, number>();
    for (let day = 100; day < 105; day += 1)
      for (const id of rotate(sponsors, day)) shown.set(id, (shown.get(id) ?? 0) + 1);
    expect([...shown.values()]).toEqual([3, 3, 3, 3, 3]);
  });

  it('turns at midnight UTC', () => {
    expect(rotationDay(new Date('2026-03-10T23:59:59Z')) + 1).toBe(
      rotationDay(new Date('2026-03-11T00:00:00Z')),
    );
  });
});
