import { z } from 'zod';
import { SMALLINT_MAX } from './bounds';
import { CompanySizeIdSchema } from './options';
import { EmailSchema, IdempotencyKeySchema } from './validation';

/**
 * The review form of /company/review/submit/{slug}: one schema per step, shared by the browser
 * (react-hook-form) and the server (the POST /reviews body), so every rule is written once.
 */

/** What the project cost, as the reviewer picks it (stored as the label). */
export const REVIEW_COST_RANGES = [
  'Less than $10,000',
  '$10,000 to $49,999',
  '$50,000 to $199,999',
  '$200,000 to $999,999',
  '$1,000,000 and more',
  'Confidential',
] as const;
export const ReviewCostRangeSchema = z.enum(REVIEW_COST_RANGES, {
  error: 'Choose what the project cost',
});

/** How long the project ran (stored as the label). */
export const REVIEW_DURATIONS = [
  'Less than 1 month',
  '1 to 3 months',
  '3 to 6 months',
  '6 to 12 months',
  'More than a year',
  'Ongoing',
] as const;
export const ReviewDurationSchema = z.enum(REVIEW_DURATIONS, {
  error: 'Choose how long the project ran',
});

export const REVIEW_SUMMARY_MIN = 20;
export const REVIEW_SUMMARY_MAX = 1000;
export const REVIEW_TITLE_MIN = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 100;
export const REVIEW_BODY_MAX = 5000;

/** `YYYY-MM`, not in the future (compared with the current month in UTC). */
export const ProjectStartSchema = z
  .string({ error: 'Enter the month the project started' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter the month the project started' })
  .refine((value) => value >= '1990-01', { error: 'Enter a month from 1990 on' })
  .refine((value) => value <= new Date().toISOString().slice(0, 7), {
    error: 'The start month cannot be in the future',
  });

/** A rating from 1 to 5 in steps of 0.5. */
export const ReviewRatingValueSchema = z
  .number({ error: 'Choose a rating from 1 to 5 stars' })
  .min(1, { error: 'Choose a rating from 1 to 5 stars' })
  .max(5, { error: 'Choose a rating from 1 to 5 stars' })
  .multipleOf(0.5, { error: 'Use whole or half stars' });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(min, { error: min > 1 ? `Write at least ${min} characters` : `Enter ${label}` })
    .max(max, { error: `Use at most ${max} characters` });

/** Step 1: the project. */
export const ReviewProjectStepSchema = z.object({
  service_id: z
    .number({ error: 'Choose the service the company provided' })
    .int({ error: 'Choose the service the company provided' })
    .positive({ error: 'Choose the service the company provided' })
    .max(SMALLINT_MAX, { error: 'Choose the service the company provided' }),
  summary: text('a project summary', REVIEW_SUMMARY_MIN, REVIEW_SUMMARY_MAX),
  cost_range: ReviewCostRangeSchema,
  duration: ReviewDurationSchema,
  project_start: ProjectStartSchema,
});

/** Step 2: the ratings. */
export const ReviewRatingsStepSchema = z.object({
  rating: ReviewRatingValueSchema,
  quality_rating: ReviewRatingValueSchema,
  schedule_rating: ReviewRatingValueSchema,
  cost_rating: ReviewRatingValueSchema,
  willingness_to_refer_rating: ReviewRatingValueSchema,
});

/** Step 3: the written review. */
export const ReviewWrittenStepSchema = z.object({
  title: text('a title', REVIEW_TITLE_MIN, REVIEW_TITLE_MAX),
  body: text('your review', REVIEW_BODY_MIN, REVIEW_BODY_MAX),
});

/** Step 4: the reviewer, and what of them may be shown. */
export const ReviewerStepSchema = z.object({
  reviewer_name: text('your name', 2, 100),
  reviewer_role: text('your role', 2, 100),
  reviewer_company: z
    .string()
    .trim()
    .max(120, { error: 'Use at most 120 characters' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  reviewer_company_size: CompanySizeIdSchema.nullable().default(null),
  show_reviewer_name: z.boolean().default(true),
  show_reviewer_company: z.boolean().default(true),
});

/** The whole review, as the four steps give it. */
export const ReviewFormSchema = ReviewProjectStepSchema.extend(ReviewRatingsStepSchema.shape)
  .extend(ReviewWrittenStepSchema.shape)
  .extend(ReviewerStepSchema.shape);
export type ReviewFormValues = z.output<typeof ReviewFormSchema>;

/** A signed review-invitation link's token: `{invitation id}.{signature}`. */
export const InvitationTokenSchema = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,100}$/, {
  error: 'This invitation link is not valid',
});

/**
 * The body of POST /reviews. A signed-in reviewer sends neither e-mail nor captcha; anyone else
 * sends both (the server says which is missing).
 */
export const SubmitReviewBodySchema = ReviewFormSchema.extend({
  company_slug: z.string().min(1).max(200),
  email: EmailSchema.optional(),
  captcha: z.string().max(4096).optional(),
  invitation_token: InvitationTokenSchema.optional(),
  idempotency_key: IdempotencyKeySchema,
});
export type SubmitReviewBody = z.input<typeof SubmitReviewBodySchema>;

export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export const ModerationDecisionSchema = z.enum(MODERATION_DECISIONS);
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

/** The header that carries the moderators' token (never the URL). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
