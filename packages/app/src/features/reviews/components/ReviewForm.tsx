import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RatingStars } from '@atlas/ui/RatingStars';
import { SlideStepper } from '@atlas/ui/SlideStepper';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import type { SubmitReviewResponse } from '@atlas/api/endpoints/submit-review';
import { COMPANY_SIZES } from '@atlas/api/options';
import {
  REVIEW_BODY_MIN,
  REVIEW_COST_RANGES,
  REVIEW_DURATIONS,
  REVIEW_SUMMARY_MIN,
} from '@atlas/api/reviews';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
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
  type ReviewDraftField,
  type VerificationMode,
} from '../form';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { postedText, useSubmittedForm } from '../../../shared/forms/form-action';
import { REVIEW_TEXT } from '../posted-fields';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import {
  CheckboxField,
  EmailField,
  NameField,
  NativeSelectField,
  TextAreaField,
} from '../../../shared/forms/fields';

export interface ReviewFormProps {
  form: ReviewFormData;
  /** The invitation token of the link that opened the form, when it is valid. */
  invitationToken?: string | undefined;
  onSubmitted(answer: SubmitReviewResponse): void;
}

const RATINGS: { name: ReviewDraftField; label: string; hint: string }[] = [
  { name: 'rating', label: 'Overall rating', hint: 'How did the project go, all in all?' },
  { name: 'quality_rating', label: 'Quality', hint: 'Service and deliverables' },
  { name: 'schedule_rating', label: 'Schedule', hint: 'On time, as planned' },
  { name: 'cost_rating', label: 'Cost', hint: 'Value for money' },
  {
    name: 'willingness_to_refer_rating',
    label: 'Willingness to refer',
    hint: 'Would you recommend them?',
  },
];

function nullableNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The four steps of a review: the project, the ratings, the written review, the reviewer and how
 * they are verified. Each step is checked before the next; the draft is kept in sessionStorage, so
 * signing in half-way or a failed submission loses nothing.
 */
export const ReviewForm = observer(function ReviewForm({
  form,
  invitationToken,
  onSubmitted,
}: ReviewFormProps) {
  const { api, user, config } = useStores();
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

  const {
    control,
    submit,
    field,
    captcha,
    formError,
    trigger,
    reset,
    getValues,
    watch,
    isSubmitting,
  } = useServerForm<ReviewDraft>({
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
  const last = step === REVIEW_STEPS.length - 1;
  const redirect = paths.reviewSubmit(slug);
  const providers = config.authProviders ?? [];
  const bodyLength = watch('body').trim().length;

  const section = (content: ReactNode) => (
    <Stack spacing={2.5} role="group" aria-labelledby={headingId}>
      {content}
    </Stack>
  );

  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-label={`Review ${form.company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void onSubmit(event);
        else void next();
      }}
    >
      <SlideStepper
        steps={REVIEW_STEPS}
        current={step}
        completed={completed}
        onStepClick={(id) => goTo(REVIEW_STEPS.findIndex((item) => item.id === id))}
        label="Review steps"
        sx={{ mb: 3 }}
      />
      <Typography
        component="h2"
        variant="h5"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
      >
        {current.label}
      </Typography>

      <FormAlert message={formError} />

      {current.id === 'project'
        ? section(
            <>
              <NativeSelectField
                label="Service provided"
                required
                placeholder="Choose a service"
                options={form.services.map((service) => ({
                  value: service.id,
                  label: service.name,
                }))}
                {...field('service_id', { rules: { setValueAs: nullableNumber } })}
              />
              <TextAreaField
                label="Project summary"
                required
                minRows={3}
                {...field('summary', {
                  hint: `What was the project about? At least ${REVIEW_SUMMARY_MIN} characters.`,
                })}
              />
              <NativeSelectField
                label="Project cost"
                required
                placeholder="Choose a range"
                options={REVIEW_COST_RANGES}
                {...field('cost_range')}
              />
              <NativeSelectField
                label="Project length"
                required
                placeholder="Choose a length"
                options={REVIEW_DURATIONS}
                {...field('duration')}
              />
              <TextField
                label="Project start (month)"
                type="month"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } }}
                {...field('project_start', { hint: 'For example 2024-03' })}
              />
            </>,
          )
        : null}

      {current.id === 'ratings'
        ? section(
            <>
              {RATINGS.map((item) => (
                <Controller
                  key={item.name}
                  name={item.name}
                  control={control}
                  render={({ field, fieldState }) => {
                    const value = typeof field.value === 'number' ? field.value : null;
                    const errorId = `${headingId}-${item.name}-error`;
                    return (
                      <Box>
                        <Typography component="p" sx={{ fontWeight: 600 }}>
                          {item.label}
                        </Typography>
                        <Typography component="p" variant="body2" color="text.secondary">
                          {item.hint}
                        </Typography>
                        <RatingStars
                          value={value}
                          onChange={(stars) => {
                            field.onChange(stars);
                            field.onBlur();
                          }}
                          label={item.label}
                          name={item.name}
                          size="large"
                          aria-describedby={fieldState.error ? errorId : undefined}
                          aria-invalid={fieldState.error ? true : undefined}
                        />
                        {fieldState.error?.message ? (
                          <FormHelperText error id={errorId}>
                            {fieldState.error.message}
                          </FormHelperText>
                        ) : null}
                      </Box>
                    );
                  }}
                />
              ))}
            </>,
          )
        : null}

      {current.id === 'review'
        ? section(
            <>
              <TextField label="Review title" required fullWidth {...field('title')} />
              <TextAreaField
                label="Review text"
                required
                minRows={8}
                {...field('body', {
                  hint: `What went well, what could be better? At least ${REVIEW_BODY_MIN} characters (${bodyLength} so far).`,
                })}
              />
            </>,
          )
        : null}

      {current.id === 'reviewer'
        ? section(
            <>
              <NameField label="Your name" {...field('reviewer_name')} />
              <TextField
                label="Your role"
                autoComplete="organization-title"
                required
                fullWidth
                {...field('reviewer_role')}
              />
              <TextField
                label="Your company"
                autoComplete="organization"
                fullWidth
                {...field('reviewer_company')}
              />
              <NativeSelectField
                label="Your company's size"
                placeholder="Prefer not to say"
                options={COMPANY_SIZES.map((size) => ({
                  value: size.id,
                  label: `${size.label} employees`,
                }))}
                {...field('reviewer_company_size', { rules: { setValueAs: nullableNumber } })}
              />
              <Box>
                <CheckboxField
                  control={control}
                  name="show_reviewer_name"
                  label="Show my name with the review"
                />
                <CheckboxField
                  control={control}
                  name="show_reviewer_company"
                  label="Show my company's name with the review"
                />
              </Box>

              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                Verification
              </Typography>
              {mode === 'account' && user.user ? (
                <Alert severity="info">
                  You are signed in as {user.user.name}. The review is sent from your account: no
                  confirmation e-mail is needed.
                </Alert>
              ) : null}
              {mode === 'invitation' && invited ? (
                <Alert severity="info">
                  {form.company.name} invited {invited.email} to write this review. It will be
                  labelled as invited.
                </Alert>
              ) : null}
              {mode === 'email' ? (
                <>
                  <Typography>
                    Confirm by e-mail: we send you a link, and the review waits until you open it.
                  </Typography>
                  <EmailField
                    label="Your e-mail address"
                    {...field('email', {
                      hint: 'Never shown publicly. A work address verifies best.',
                    })}
                  />
                  <Box>
                    <Typography>
                      Or sign in instead (what you typed is kept):{' '}
                      <Link href={paths.login(redirect)}>Log in</Link>
                      {providers.map((provider) => (
                        <span key={provider}>
                          {' · '}
                          <Link href={paths.loginWith(provider, redirect)}>
                            {provider === 'google'
                              ? 'Continue with Google'
                              : 'Continue with LinkedIn'}
                          </Link>
                        </span>
                      ))}
                    </Typography>
                  </Box>
                </>
              ) : null}
              {mode !== 'account' ? <CaptchaStatus action="review" {...captcha} /> : null}
              <Typography variant="body2" color="text.secondary">
                Every review is read by our moderators before it appears on the profile.
              </Typography>
            </>,
          )
        : null}

      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          disabled={step === 0 || isSubmitting}
          onClick={() => goTo(step - 1)}
        >
          Back
        </Button>
        {last ? (
          <SubmitButton submitting={isSubmitting} busyLabel="Sending your review…">
            Submit Review
          </SubmitButton>
        ) : (
          <Button type="submit" variant="contained" size="large">
            Next
          </Button>
        )}
      </Stack>
    </Box>
  );
});
