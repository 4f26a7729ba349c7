import { useEffect, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';

export interface StepFormProps {
  title: string;
  intro: string;
  formError: string | null;
  submitting: boolean;
  /** A draft from an earlier visit was put back into the form. */
  restored: boolean;
  onDiscardDraft(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Which button sent the form: stay on the step, or go on to the next one. */
  onIntent(intent: 'save' | 'next'): void;
  last: boolean;
  children: ReactNode;
}

/** One step of the editor: its heading, its fields, and Save / Save and continue. */
export function StepForm(props: StepFormProps) {
  useEffect(() => {
    // The step's heading takes focus when the step opens, so a screen reader says where it is.
    document.getElementById('editor-step-heading')?.focus();
  }, [props.title]);
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={props.onSubmit}
      aria-labelledby="editor-step-heading"
    >
      <Typography
        id="editor-step-heading"
        variant="h2"
        tabIndex={-1}
        sx={{ fontSize: '1.35rem', fontWeight: 700, outline: 'none' }}
      >
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.intro}
      </Typography>
      {props.restored ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onDiscardDraft}>
              Discard
            </Button>
          }
        >
          Your unsaved changes from last time are back.
        </Alert>
      ) : null}
      <FormAlert message={props.formError} />
      <Stack spacing={2.5}>
        {props.children}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'flex-end' }}
        >
          <SubmitButton
            submitting={props.submitting}
            variant={props.last ? 'contained' : 'outlined'}
            onClick={() => props.onIntent('save')}
          >
            Save
          </SubmitButton>
          {props.last ? null : (
            <SubmitButton submitting={props.submitting} onClick={() => props.onIntent('next')}>
              Save and continue
            </SubmitButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
