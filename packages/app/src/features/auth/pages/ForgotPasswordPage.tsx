import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ForgotPasswordBodySchema } from '@atlas/api/endpoints/forgot-password';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard, AuthFooterLink } from '../components/AuthCard';
import { useReturnPath } from '../redirect';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField } from '../../../shared/forms/fields';
import { useSubmittedForm } from '../../../shared/forms/form-action';

export function ForgotPasswordPage() {
  const { api } = useStores();
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const [done, setDone] = useState<string | null>(submitted?.done ?? null);
  // The reset link brings the person back to where they were going, through the login.
  const back = useReturnPath();
  const { submit, field, captcha, formError, isSubmitting } = useServerForm({
    schema: ForgotPasswordBodySchema,
    defaultValues: { email: submitted?.values.email ?? '', captcha: '' },
    serverFields: ['email', 'captcha'],
    submitted,
    captchaField: 'captcha',
  });

  const onSubmit = submit(async (values) => {
    setDone((await api.forgotPassword(back ? { ...values, redirect: back } : values)).message);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {done ? (
        <FormAlert severity="success" message={done} />
      ) : (
        <>
          <FormAlert message={formError} />
          <Box
            component="form"
            method="post"
            noValidate
            onSubmit={onSubmit}
            aria-label="Reset your password"
          >
            <Stack spacing={2}>
              <EmailField label="E-mail address" {...field('email')} />
              <CaptchaStatus action="forgot" {...captcha} />
              <SubmitButton submitting={isSubmitting} busyLabel="Sending…">
                Send Reset Link
              </SubmitButton>
            </Stack>
          </Box>
        </>
      )}
      <AuthFooterLink to={paths.login(back)}>Back to log in</AuthFooterLink>
    </AuthCard>
  );
}
