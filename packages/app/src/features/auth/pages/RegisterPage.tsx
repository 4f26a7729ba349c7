import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RegisterBodySchema } from '@atlas/api/endpoints/register';
import { PASSWORD_MIN_LENGTH } from '@atlas/api/validation';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard, AuthFooterLink } from '../components/AuthCard';
import { useReturnPath } from '../redirect';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, NameField, PasswordField } from '../../../shared/forms/fields';
import { useSubmittedForm } from '../../../shared/forms/form-action';

export function RegisterPage() {
  const { api } = useStores();
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const [done, setDone] = useState<string | null>(submitted?.done ?? null);
  // Where the person was going: the verification link brings them back through the login.
  const back = useReturnPath();
  const { submit, field, captcha, formError, isSubmitting } = useServerForm({
    schema: RegisterBodySchema,
    defaultValues: {
      name: submitted?.values.name ?? '',
      email: submitted?.values.email ?? '',
      password: '',
      captcha: '',
    },
    serverFields: ['name', 'email', 'password', 'captcha'],
    submitted,
    captchaField: 'captcha',
  });

  const onSubmit = submit(async (values) => {
    const answer = await api.register(back ? { ...values, redirect: back } : values);
    setDone(answer.message);
  });

  if (done) {
    return (
      <AuthCard title="Check your inbox">
        <FormAlert severity="success" message={done} />
        <Typography>
          No e-mail?{' '}
          <Link component={RouterLink} to={paths.activateAccount(undefined, back)}>
            Send the verification link again
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Get listed, manage your company profile and answer project requests."
    >
      <FormAlert message={formError} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Create your account"
      >
        <Stack spacing={2}>
          <NameField label="Full name" {...field('name')} />
          <EmailField label="E-mail address" {...field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...field('password', { hint: `At least ${PASSWORD_MIN_LENGTH} characters` })}
          />
          <CaptchaStatus action="register" {...captcha} />
          <SubmitButton submitting={isSubmitting} busyLabel="Creating your account…">
            Create Account
          </SubmitButton>
        </Stack>
      </Box>
      <AuthFooterLink lead="Already have an account?" to={paths.login(back)}>
        Log in
      </AuthFooterLink>
    </AuthCard>
  );
}
