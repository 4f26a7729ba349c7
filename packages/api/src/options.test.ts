import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  CompanySizeIdSchema,
  HourlyRateIdSchema,
  PROJECT_SIZES,
  ProjectSizeSchema,
  SortKeySchema,
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
