import { useEffect, useId, useRef, useState } from 'react';
import { useStores } from '../../../shared/stores/StoresContext';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { postedText, useSubmittedForm } from '../../../shared/forms/form-action';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { clearDraft, loadDraft, saveDraft } from '../draft';
import {
  EMPTY_DRAFT,
  REVIEW_STEPS,
  STEP_FIELDS,
  draftResolver,
  isDraftField,
  stepOf,
  toSubmitBody,
  type ReviewDraft,
  type VerificationMode,
} from '../form';
import { REVIEW_TEXT } from '../posted-fields';
import type { ReviewFormProps } from './ReviewForm';

/** The review's react-hook-form form (what the steps' fields are drawn from). */
export type ReviewDraftForm = ReturnType<typeof useServerForm<ReviewDraft>>;

/**
 * The review form's state across its steps: the draft (kept in sessionStorage per company, so
 * signing in half-way or a failed submission loses nothing), the step shown and the steps done,
 * the idempotency key, and the submission.
 */
export function useReviewForm({ form, invitationToken, onSubmitted }: ReviewFormProps) {
  const { api, user } = useStores();
  const slug = form.company.slug;
  const invited = form.invitation?.status === 'valid' ? form.invitation : null;
  const mode: VerificationMode = user.user ? 'account' : invited ? 'invitation' : 'email';
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState<string[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  const draft: ReviewDraftForm = useServerForm<ReviewDraft>({
    resolver: draftResolver(mode),
    defaultValues: {
      ...EMPTY_DRAFT,
      ...(invited?.name ? { reviewer_name: invited.name } : {}),
      ...postedText(submitted, REVIEW_TEXT),
    },
    submitted,
    mode: 'onTouched',
    serverFields: isDraftField,
    captchaField: 'captcha',
    unexpected: 'Something went wrong. Please try again: nothing you typed is lost.',
    allPlaced: 'Please check the fields marked in red.',
  });

  const { submit, trigger, reset, getValues, watch } = draft;

  // After hydration: bring back the draft of this company, or start one.
  useEffect(() => {
    const stored = loadDraft(slug);
    if (stored) {
      // What was just posted (before the script ran) wins over the tab's older draft.
      reset({ ...stored.values, ...postedText(submitted, REVIEW_TEXT) });
      setStep(stored.step);
      setCompleted(REVIEW_STEPS.slice(0, stored.step).map((item) => item.id));
      setIdempotencyKey(stored.idempotencyKey);
    } else {
      setIdempotencyKey(newIdempotencyKey());
    }
    // The posted answer is read once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, reset]);

  // Keep the draft while typing.
  useEffect(() => {
    if (!idempotencyKey) return;
    saveDraft(slug, { values: getValues(), step, idempotencyKey });
    const subscription = watch(() => {
      saveDraft(slug, { values: getValues(), step, idempotencyKey });
    });
    return () => subscription.unsubscribe();
  }, [slug, step, idempotencyKey, watch, getValues]);

  // A new step: its heading takes the focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function goTo(index: number) {
    moved.current = true;
    setStep(index);
  }

  function goToFirstStepOf(fields: string[]) {
    const first = Math.min(...fields.filter(isDraftField).map(stepOf));
    if (Number.isFinite(first) && first !== step) goTo(first);
  }

  async function next() {
    const current = REVIEW_STEPS[step];
    if (!current) return;
    if (!(await trigger(STEP_FIELDS[current.id], { shouldFocus: true }))) return;
    setCompleted((done) => (done.includes(current.id) ? done : [...done, current.id]));
    goTo(step + 1);
  }

  const onSubmit = submit(
    async (values) => {
      const key = idempotencyKey ?? newIdempotencyKey();
      if (!idempotencyKey) setIdempotencyKey(key);
      const answer = await api.submitReview(
        toSubmitBody(values, {
          mode,
          slug,
          idempotencyKey: key,
          invitationToken: invited ? invitationToken : undefined,
        }),
      );
      clearDraft(slug);
      onSubmitted(answer);
    },
    {
      onInvalid: (invalid) => goToFirstStepOf(Object.keys(invalid)),
      // Nothing typed is lost; the step of the first field the server named opens.
      onFailure: ({ placed }) => goToFirstStepOf(placed),
    },
  );

  const current = REVIEW_STEPS[step] ?? REVIEW_STEPS[0];
  return {
    draft,
    mode,
    invited,
    step,
    current,
    last: step === REVIEW_STEPS.length - 1,
    completed,
    headingRef,
    headingId,
    goTo,
    next,
    onSubmit,
  };
}
