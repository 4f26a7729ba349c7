import { z } from 'zod';
import { COMPANY_SIZES } from '@atlas/api/options';
import { EMPTY_DRAFT, REVIEW_STEPS, type ReviewDraft } from './form';

/**
 * The review being written, kept in sessionStorage per company, so leaving to sign in (or a
 * reload) loses nothing. The captcha answer is never kept: it is single-use.
 */
const StoredDraftSchema = z.object({
  values: z.object({
    service_id: z.number().nullable().catch(null),
    summary: z.string().catch(''),
    cost_range: z.string().catch(''),
    duration: z.string().catch(''),
    project_start: z.string().catch(''),
    rating: z.number().nullable().catch(null),
    quality_rating: z.number().nullable().catch(null),
    schedule_rating: z.number().nullable().catch(null),
    cost_rating: z.number().nullable().catch(null),
    willingness_to_refer_rating: z.number().nullable().catch(null),
    title: z.string().catch(''),
    body: z.string().catch(''),
    reviewer_name: z.string().catch(''),
    reviewer_role: z.string().catch(''),
    reviewer_company: z.string().catch(''),
    reviewer_company_size: z
      .literal(COMPANY_SIZES.map((size) => size.id))
      .nullable()
      .catch(null),
    show_reviewer_name: z.boolean().catch(true),
    show_reviewer_company: z.boolean().catch(true),
    email: z.string().catch(''),
  }),
  step: z
    .number()
    .int()
    .min(0)
    .max(REVIEW_STEPS.length - 1)
    .catch(0),
  idempotencyKey: z.string().min(16).max(100),
});

export interface StoredDraft {
  values: ReviewDraft;
  step: number;
  idempotencyKey: string;
}

const keyOf = (slug: string) => `atlas:review-draft:${slug}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(slug: string): StoredDraft | null {
  const text = storage()?.getItem(keyOf(slug));
  if (!text) return null;
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    return { ...parsed.data, values: { ...EMPTY_DRAFT, ...parsed.data.values, captcha: '' } };
  } catch {
    return null;
  }
}

export function saveDraft(slug: string, draft: StoredDraft): void {
  const { captcha: _spent, ...values } = draft.values;
  try {
    storage()?.setItem(keyOf(slug), JSON.stringify({ ...draft, values }));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(slug: string): void {
  storage()?.removeItem(keyOf(slug));
}
