import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OAUTH_ERRORS, oauthStartUrl, type OAuthErrorCode } from '@atlas/api/oauth';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard, AuthFooterLink } from '../components/AuthCard';
import { useReturnPath } from '../redirect';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, PasswordField } from '../../../shared/forms/fields';
import { useSubmittedForm } from '../../../shared/forms/form-action';

const PROVIDER_LABELS = { google: 'Continue with Google', linkedin: 'Continue with LinkedIn' };

function isOAuthError(code: string | null): code is OAuthErrorCode {
  return code !== null && code in OAUTH_ERRORS;
}

export function LoginPage() {
  const { api, user, config } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where the person was going: every link of this page to another way in keeps it.
  const back = useReturnPath();
  const oauthError = searchParams.get('oauth_error');
  const [unverified, setUnverified] = useState<string | null>(null);
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const { submit, field, formError, isSubmitting } = useServerForm({
    // Loaded with the first check of the form, not with the page.
    schema: async () => (await import('@atlas/api/endpoints/login')).LoginBodySchema,
    defaultValues: { email: submitted?.values.email ?? '', password: '' },
    serverFields: ['email', 'password'],
    submitted,
    initialFormError: isOAuthError(oauthError) ? OAUTH_ERRORS[oauthError] : null,
  });

  const onSubmit = submit(
    async (values) => {
      setUnverified(null);
      const answer = await api.login(values);
      user.setUser(answer.data.user);
      void user.loadCompany();
      navigate(back ?? '/', { replace: true });
    },
    {
      onFailure: ({ error, values }) => {
        if (error instanceof ApiError && error.status === 403) setUnverified(values.email);
      },
    },
  );

  const providers = config.authProviders ?? [];
  return (
    <AuthCard title="Log In" intro="Welcome back! Log in to manage your company and projects.">
      <FormAlert message={formError}>
        {unverified ? (
          <>
            {' '}
            <Link component={RouterLink} to={paths.activateAccount(unverified, back)}>
              Send me a new link
            </Link>
          </>
        ) : null}
      </FormAlert>
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Log in">
        <Stack spacing={2}>
          <EmailField label="E-mail address" {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <Link component={RouterLink} to={paths.forgot(back)} sx={{ alignSelf: 'flex-end' }}>
            Forgot your password?
          </Link>
          <SubmitButton submitting={isSubmitting} busyLabel="Logging in…">
            Log In
          </SubmitButton>
        </Stack>
      </Box>
      {providers.length ? (
        <>
          <Divider sx={{ my: 3 }}>or</Divider>
          <Stack spacing={1.5}>
            {providers.map((provider) => (
              <Button
                key={provider}
                variant="outlined"
                size="large"
                href={oauthStartUrl(config.apiBaseUrl, provider, back)}
              >
                {PROVIDER_LABELS[provider]}
              </Button>
            ))}
          </Stack>
        </>
      ) : null}
      <AuthFooterLink lead="New here?" to={paths.register(back)}>
        Create an account
      </AuthFooterLink>
    </AuthCard>
  );
}
