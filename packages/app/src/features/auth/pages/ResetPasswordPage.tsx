import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ResetPasswordBodySchema } from '@atlas/api/endpoints/reset-password';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard, AuthFooterLink } from '../components/AuthCard';
import { useReturnPath } from '../redirect';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { PasswordField } from '../../../shared/forms/fields';
import { useSubmittedForm } from '../../../shared/forms/form-action';

/** /password/reset?id=…&token=… — the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { api } = useStores();
  const [searchParams] = useSearchParams();
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const [done, setDone] = useState<string | null>(submitted?.done ?? null);
  const back = useReturnPath();
  const {
    submit,
    field,
    formError,
    isSubmitting,
    formState: { errors },
  } = useServerForm({
    schema: ResetPasswordBodySchema,
    defaultValues: {
      id: searchParams.get('id') ?? '',
      token: searchParams.get('token') ?? '',
      password: '',
    },
    serverFields: ['password'],
    submitted,
  });
  const linkProblem = errors.id?.message ?? errors.token?.message;

  const onSubmit = submit(async (values) => {
    setDone((await api.resetPassword(values)).message);
  });

  if (done) {
    return (
      <AuthCard title="Password changed">
        <FormAlert severity="success" message={done} />
        <Button component={RouterLink} to={paths.login(back)} variant="contained">
          Log In
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <FormAlert message={formError || linkProblem}>
        {' '}
        <Link component={RouterLink} to={paths.forgot(back)}>
          Ask for a new link
        </Link>
      </FormAlert>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Choose a new password"
      >
        <Stack spacing={2}>
          <PasswordField label="New password" autoComplete="new-password" {...field('password')} />
          <SubmitButton submitting={isSubmitting} busyLabel="Saving…">
            Save New Password
          </SubmitButton>
        </Stack>
      </Box>
      <AuthFooterLink to={paths.login(back)}>Back to log in</AuthFooterLink>
    </AuthCard>
  );
}
