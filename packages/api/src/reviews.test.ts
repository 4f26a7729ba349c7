import { describe, expect, it } from 'vitest';
import {
  ProjectStartSchema,
  ReviewRatingValueSchema,
  ReviewerStepSchema,
  SubmitReviewBodySchema,
} from './reviews';

describe('the review form schemas', () => {
  it('takes ratings from 1 to 5 in half steps', () => {
    for (const value of [1, 1.5, 3, 4.5, 5])
      expect(ReviewRatingValueSchema.parse(value)).toBe(value);
    for (const value of [0, 0.5, 5.5, 3.3, Number.NaN])
      expect(ReviewRatingValueSchema.safeParse(value).success).toBe(false);
    expect(ReviewRatingValueSchema.safeParse(null).error?.issues[0]?.message).toBe(
      'Choose a rating from 1 to 5 stars',
    );
  });

  it('takes a start month that is not in the future', () => {
    expect(ProjectStartSchema.safeParse('2024-03').success).toBe(true);
    expect(ProjectStartSchema.safeParse('2024-13').success).toBe(false);
    expect(ProjectStartSchema.safeParse('2999-01').error?.issues[0]?.message).toBe(
      'The start month cannot be in the future',
    );
  });

  it('keeps an empty reviewer company as null and shows the reviewer by default', () => {
    expect(
      ReviewerStepSchema.parse({
        reviewer_name: 'Rita',
        reviewer_role: 'CTO',
        reviewer_company: '  ',
      }),
    ).toEqual({
      reviewer_name: 'Rita',
      reviewer_role: 'CTO',
      reviewer_company: null,
      reviewer_company_size: null,
      show_reviewer_name: true,
      show_reviewer_company: true,
    });
  });

  it('names every field at fault in a submission', () => {
    const result = SubmitReviewBodySchema.safeParse({
      company_slug: 'acme',
      service_id: 3,
      summary: 'short',
      cost_range: 'a lot',
      duration: '3 to 6 months',
      project_start: '2024-03',
      rating: 5,
      quality_rating: 5,
      schedule_rating: 5,
      cost_rating: 5,
      willingness_to_refer_rating: 5,
      title: 'Fine',
      body: 'Too short',
      reviewer_name: 'Rita',
      reviewer_role: 'CTO',
      idempotency_key: 'short',
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'body',
      'cost_range',
      'idempotency_key',
      'summary',
      'title',
    ]);
  });
});
