import { z } from 'zod';
import { COMPANY_SIZES, REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from '../options';

/** How a reviewer was verified (the database's `reviews.verification`). */
export const REVIEW_VERIFICATION_METHODS = [
  'email_domain',
  'linkedin',
  'google',
  'invited',
  'organic',
] as const;
export const ReviewVerificationSchema = z.enum(REVIEW_VERIFICATION_METHODS);
export type ReviewVerification = z.infer<typeof ReviewVerificationSchema>;

/** The label a visitor reads for each verification method. */
export const REVIEW_VERIFICATION_LABELS: Record<ReviewVerification, string> = {
  email_domain: 'Verified by company e-mail',
  linkedin: 'Verified via LinkedIn',
  google: 'Verified via Google',
  invited: 'Invited by the company',
  organic: 'Organic review',
};

export function reviewVerificationLabel(method: ReviewVerification): string {
  return REVIEW_VERIFICATION_LABELS[method];
}

/** A rating from 1.0 to 5.0 (overall and each aspect). */
export const ReviewRatingSchema = z.number().min(1).max(5);

export const ReviewRatingsSchema = z.object({
  overall: ReviewRatingSchema,
  quality: ReviewRatingSchema,
  schedule: ReviewRatingSchema,
  cost: ReviewRatingSchema,
  willingness_to_refer: ReviewRatingSchema,
});
export type ReviewRatings = z.infer<typeof ReviewRatingsSchema>;

export const ReviewerCompanySizeSchema = z.object({
  id: z.literal(COMPANY_SIZES.map((size) => size.id)),
  label: z.string(),
});

/**
 * A published review as a visitor sees it. The reviewer's name and company are null when the
 * reviewer chose not to show them; the reviewer's e-mail and network are never public.
 */
export const ReviewSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  title: z.string(),
  /** The project summary. */
  summary: z.string(),
  body: z.string(),
  ratings: ReviewRatingsSchema,
  /** e.g. "$10,000 to $49,999". */
  cost_range: z.string().nullable(),
  /** e.g. "Mar 2023 - Ongoing". */
  duration: z.string().nullable(),
  service: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  reviewer: z.object({
    name: z.string().nullable(),
    role: z.string().nullable(),
    company: z.string().nullable(),
    company_size: ReviewerCompanySizeSchema.nullable(),
  }),
  verification: z.object({
    method: ReviewVerificationSchema,
    label: z.string(),
  }),
  helpful_count: z.number().int().min(0),
  /** The company's public reply. */
  reply: z.object({ body: z.string(), replied_at: z.string().nullable() }).nullable(),
  published_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** How many published reviews gave each whole star (a 4.5 counts as 4), and their average. */
export const RatingBreakdownSchema = z.object({
  average: z.number().min(0).max(5).nullable(),
  total: z.number().int().min(0),
  counts: z.object({
    1: z.number().int().min(0),
    2: z.number().int().min(0),
    3: z.number().int().min(0),
    4: z.number().int().min(0),
    5: z.number().int().min(0),
  }),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;

export { REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort };
export const ReviewSortSchema = z.enum(REVIEW_SORTS);
