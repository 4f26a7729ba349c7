import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ResendVerificationBodySchema } from '@atlas/api/endpoints/resend-verification';
import { useStores } from '../../../shared/stores/StoresContext';
import { AuthCard } from '../components/AuthCard';
import { useReturnPath } from '../redirect';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { useSubmittedForm } from '../../../shared/forms/form-action';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField } from '../../../shared/forms/fields';

/** /email/account/activate — explains the verification e-mail and sends it again. */
export function ActivateAccountPage() {
  const { api } = useStores();
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  // The new link, like the first, brings the person back to where they were going.
  const back = useReturnPath();
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const { submit, field, captcha, resetCaptcha, formError, isSubmitting } = useServerForm({
    schema: ResendVerificationBodySchema,
    defaultValues: {
      email: submitted?.values.email ?? searchParams.get('email') ?? '',
      captcha: '',
    },
    serverFields: ['email', 'captcha'],
    captchaField: 'captcha',
    submitted,
  });

  const onSubmit = submit(async (values) => {
    setDone((await api.resendVerification(back ? { ...values, redirect: back } : values)).message);
    // The form stays for another try: the answer was spent by this one.
    resetCaptcha();
  });

  return (
    <AuthCard
      title="Activate your account"
      intro="We sent a verification link to your e-mail address when you registered. Open it to activate your account. No e-mail? Ask for a new link below."
    >
      <FormAlert severity="success" message={done} />
      <FormAlert message={formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Send the link again"
      >
        <Stack spacing={2}>
          <EmailField label="E-mail address" {...field('email')} />
          <CaptchaStatus action="resend_verification" {...captcha} />
          <SubmitButton submitting={isSubmitting} size="medium">
            Send the Link Again
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
