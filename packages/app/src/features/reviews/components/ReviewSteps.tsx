import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RatingStars } from '@atlas/ui/RatingStars';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import {
  REVIEW_BODY_MIN,
  REVIEW_COST_RANGES,
  REVIEW_DURATIONS,
  REVIEW_SUMMARY_MIN,
} from '@atlas/api/reviews';
import { NativeSelectField, TextAreaField } from '../../../shared/forms/fields';
import type { ReviewDraftField } from '../form';
import type { ReviewDraftForm } from './useReviewForm';

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

export function nullableNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Step 1: the service, what the project was, its cost, length and start. */
export function ProjectStep({
  draft: { field },
  form,
}: {
  draft: ReviewDraftForm;
  form: ReviewFormData;
}) {
  return (
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
    </>
  );
}

/** Step 2: five ratings, each out of five stars. */
export function RatingsStep({
  draft: { control },
  headingId,
}: {
  draft: ReviewDraftForm;
  /** The step's heading, whose id names each rating's message. */
  headingId: string;
}) {
  return (
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
    </>
  );
}

/** Step 3: the written review. */
export function WrittenStep({ draft: { field, watch } }: { draft: ReviewDraftForm }) {
  const bodyLength = watch('body').trim().length;
  return (
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
    </>
  );
}
