import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { CompanySizeId } from '@atlas/api/options';
import {
  ReviewFormSchema,
  ReviewProjectStepSchema,
  ReviewRatingsStepSchema,
  ReviewWrittenStepSchema,
  ReviewerStepSchema,
  type SubmitReviewBody,
} from '@atlas/api/reviews';
import { EmailSchema } from '@atlas/api/validation';

/**
 * What the review form holds while someone types: empty strings and nulls until chosen. The
 * schemas of @atlas/api/reviews (the server's own) decide what is valid.
 */
export interface ReviewDraft {
  service_id: number | null;
  summary: string;
  cost_range: string;
  duration: string;
  project_start: string;
  rating: number | null;
  quality_rating: number | null;
  schedule_rating: number | null;
  cost_rating: number | null;
  willingness_to_refer_rating: number | null;
  title: string;
  body: string;
  reviewer_name: string;
  reviewer_role: string;
  reviewer_company: string;
  reviewer_company_size: CompanySizeId | null;
  show_reviewer_name: boolean;
  show_reviewer_company: boolean;
  email: string;
  captcha: string;
}
export type ReviewDraftField = keyof ReviewDraft;

export const EMPTY_DRAFT: ReviewDraft = {
  service_id: null,
  summary: '',
  cost_range: '',
  duration: '',
  project_start: '',
  rating: null,
  quality_rating: null,
  schedule_rating: null,
  cost_rating: null,
  willingness_to_refer_rating: null,
  title: '',
  body: '',
  reviewer_name: '',
  reviewer_role: '',
  reviewer_company: '',
  reviewer_company_size: null,
  show_reviewer_name: true,
  show_reviewer_company: true,
  email: '',
  captcha: '',
};

export const REVIEW_STEPS = [
  { id: 'project', label: 'The project' },
  { id: 'ratings', label: 'Ratings' },
  { id: 'review', label: 'Your review' },
  { id: 'reviewer', label: 'About you' },
] as const;
export type ReviewStepId = (typeof REVIEW_STEPS)[number]['id'];

const keysOf = (schema: z.ZodObject): ReviewDraftField[] =>
  Object.keys(schema.shape).filter(isDraftField);

/** The fields each step asks for (the last also the e-mail and captcha of an anonymous reviewer). */
export const STEP_FIELDS: Record<ReviewStepId, ReviewDraftField[]> = {
  project: keysOf(ReviewProjectStepSchema),
  ratings: keysOf(ReviewRatingsStepSchema),
  review: keysOf(ReviewWrittenStepSchema),
  reviewer: [...keysOf(ReviewerStepSchema), 'email', 'captcha'],
};

export function isDraftField(key: PropertyKey): key is ReviewDraftField {
  return typeof key === 'string' && key in EMPTY_DRAFT;
}

/** The step that asks for a field (to show a server error where it belongs). */
export function stepOf(field: ReviewDraftField): number {
  const index = REVIEW_STEPS.findIndex((step) => STEP_FIELDS[step.id].includes(field));
  return index < 0 ? REVIEW_STEPS.length - 1 : index;
}

/** How the reviewer proves who they are; the e-mail and captcha are needed only for `email`. */
export type VerificationMode = 'account' | 'invitation' | 'email';

export function draftSchema(mode: VerificationMode) {
  return ReviewFormSchema.extend({
    email:
      mode === 'email'
        ? EmailSchema
        : z
            .string()
            .optional()
            .transform(() => undefined),
    captcha:
      mode === 'account'
        ? z
            .string()
            .optional()
            .transform(() => undefined)
        : z.string().min(1, { error: 'Wait for the human check to finish' }).max(4096),
  });
}

/** Validates the draft with the shared schemas; errors go under the fields they name. */
export function draftResolver(mode: VerificationMode): Resolver<ReviewDraft> {
  const schema = draftSchema(mode);
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values, errors: {} };
    const errors: Partial<Record<ReviewDraftField, FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field !== undefined && isDraftField(field) && !errors[field])
        errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The POST /reviews body of a valid draft. */
export function toSubmitBody(
  draft: ReviewDraft,
  context: {
    mode: VerificationMode;
    slug: string;
    idempotencyKey: string;
    invitationToken?: string | undefined;
  },
): SubmitReviewBody {
  const { email, captcha, ...review } = draftSchema(context.mode).parse(draft);
  return {
    ...review,
    company_slug: context.slug,
    idempotency_key: context.idempotencyKey,
    ...(email ? { email } : {}),
    ...(captcha ? { captcha } : {}),
    ...(context.invitationToken ? { invitation_token: context.invitationToken } : {}),
  };
}
