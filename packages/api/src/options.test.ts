import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  CompanySizeIdSchema,
  HourlyRateIdSchema,
  PROJECT_SIZES,
  ProjectSizeSchema,
  SORT_ORDERS,
  SortKeySchema,
  VOTING_EDITIONS,
  AWARD_EDITIONS,
  AWARDS_PAGE_EDITIONS,
  isAwardEdition,
  LATEST_AWARD_EDITION,
  companySizeLabel,
  hourlyRateLabel,
  projectSizeLabel,
  ratingFilterLabel,
  reviewCountFilterLabel,
} from './options';

describe('option lists of SPEC §3', () => {
  it('labels every company size exactly', () => {
    expect(COMPANY_SIZES.map((size) => [size.id, companySizeLabel(size.id)])).toEqual([
      [1, 'Freelancer'],
      [2, '2-9'],
      [10, '10-49'],
      [50, '50-249'],
      [250, '250-999'],
      [1000, '1,000-9,999'],
      [10000, '10,000+'],
    ]);
  });

  it.each([
    [29, '< $30'],
    [30, '$30 - $70'],
    [70, '$70 - $150'],
    [150, '$150 - $250'],
    [250, '$250+'],
    [null, 'Undisclosed'],
  ])('labels hourly rate %s as %s', (id, label) => {
    expect(hourlyRateLabel(id)).toBe(label);
  });

  it('shows project sizes as $N+ and null as undisclosed', () => {
    expect(PROJECT_SIZES.map(projectSizeLabel)).toEqual([
      '$1,000+',
      '$5,000+',
      '$10,000+',
      '$25,000+',
      '$50,000+',
      '$75,000+',
      '$100,000+',
      '$250,000+',
    ]);
    expect(projectSizeLabel(null)).toBe('Undisclosed');
  });

  it('labels the review and rating filters', () => {
    expect(reviewCountFilterLabel(10)).toBe('10+ reviews');
    expect(ratingFilterLabel(5)).toBe('5 stars only');
    expect(ratingFilterLabel(3)).toBe('3 stars and up');
    expect(ratingFilterLabel(1)).toBe('1 star and up');
    expect(ratingFilterLabel('all')).toBe('All');
  });

  it('offers each fixed sort key once and each orderable key both ways, labelled', () => {
    expect(SORT_ORDERS.map((order) => order.label)).toEqual([
      'Verified',
      'Awards',
      'Profile Score',
      'Rating',
      'Company Name (A to Z)',
      'Company Name (Z to A)',
      'Team Size (smallest first)',
      'Team Size (largest first)',
      'Hourly Rate (lowest first)',
      'Hourly Rate (highest first)',
    ]);
    expect(SORT_ORDERS.filter((order) => order.direction === 'asc').map((o) => o.key)).toEqual([
      'name',
      'employees',
      'price',
    ]);
  });

  it('nests the award edition lists: voting within pages within badges', () => {
    expect(VOTING_EDITIONS.every((edition) => AWARDS_PAGE_EDITIONS.includes(edition))).toBe(true);
    expect(AWARDS_PAGE_EDITIONS.every((edition) => isAwardEdition(edition))).toBe(true);
    expect(isAwardEdition(2020)).toBe(false);
    expect(LATEST_AWARD_EDITION).toBe(Math.max(...AWARD_EDITIONS));
    expect(VOTING_EDITIONS).toContain(LATEST_AWARD_EDITION);
  });

  it('accepts only listed ids', () => {
    expect(CompanySizeIdSchema.safeParse(10).success).toBe(true);
    expect(CompanySizeIdSchema.safeParse(11).success).toBe(false);
    expect(HourlyRateIdSchema.safeParse(70).success).toBe(true);
    expect(HourlyRateIdSchema.safeParse(71).success).toBe(false);
    expect(ProjectSizeSchema.safeParse(75000).success).toBe(true);
    expect(ProjectSizeSchema.safeParse(2000).success).toBe(false);
    expect(SortKeySchema.options).toEqual([
      'verified',
      'awards',
      'score',
      'rating',
      'name',
      'employees',
      'price',
    ]);
  });
});
