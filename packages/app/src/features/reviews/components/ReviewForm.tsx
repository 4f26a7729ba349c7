import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SlideStepper } from '@atlas/ui/SlideStepper';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import type { SubmitReviewResponse } from '@atlas/api/endpoints/submit-review';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { REVIEW_STEPS } from '../form';
import { ReviewerStep } from './ReviewerStep';
import { ProjectStep, RatingsStep, WrittenStep } from './ReviewSteps';
import { useReviewForm } from './useReviewForm';

export interface ReviewFormProps {
  form: ReviewFormData;
  /** The invitation token of the link that opened the form, when it is valid. */
  invitationToken?: string | undefined;
  onSubmitted(answer: SubmitReviewResponse): void;
}

/**
 * The four steps of a review: the project, the ratings, the written review, the reviewer and how
 * they are verified. Each step is checked before the next; the draft is kept in sessionStorage, so
 * signing in half-way or a failed submission loses nothing (useReviewForm).
 */
export const ReviewForm = observer(function ReviewForm(props: ReviewFormProps) {
  const { form } = props;
  const { draft, step, current, last, headingId, goTo, ...review } = useReviewForm(props);
  const isSubmitting = draft.isSubmitting;
  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-label={`Review ${form.company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void review.onSubmit(event);
        else void review.next();
      }}
    >
      <SlideStepper
        steps={REVIEW_STEPS}
        current={step}
        completed={review.completed}
        onStepClick={(id) => goTo(REVIEW_STEPS.findIndex((item) => item.id === id))}
        label="Review steps"
        sx={{ mb: 3 }}
      />
      <Typography
        component="h2"
        variant="h5"
        id={headingId}
        ref={review.headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
      >
        {current.label}
      </Typography>

      <FormAlert message={draft.formError} />

      <Stack spacing={2.5} role="group" aria-labelledby={headingId}>
        {current.id === 'project' ? <ProjectStep draft={draft} form={form} /> : null}
        {current.id === 'ratings' ? <RatingsStep draft={draft} headingId={headingId} /> : null}
        {current.id === 'review' ? <WrittenStep draft={draft} /> : null}
        {current.id === 'reviewer' ? (
          <ReviewerStep draft={draft} form={form} mode={review.mode} invited={review.invited} />
        ) : null}
      </Stack>

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
