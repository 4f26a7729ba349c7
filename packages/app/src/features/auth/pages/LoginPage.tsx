import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoginBodySchema } from '@atlas/api/endpoints/login';
import {
  OAUTH_ERRORS,
  oauthStartUrl,
  type OAuthErrorCode,
} from '@atlas/api/endpoints/oauth-sign-in';
import { ApiError } from '@atlas/api/http';
import { safeRedirectPath } from '@atlas/api/validation';
import { useStores } from '../../../stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { applyServerError, textField } from '../components/fields';

type LoginForm = z.input<typeof LoginBodySchema>;

const PROVIDER_LABELS = { google: 'Continue with Google', linkedin: 'Continue with LinkedIn' };

function isOAuthError(code: string | null): code is OAuthErrorCode {
  return code !== null && code in OAUTH_ERRORS;
}

export function LoginPage() {
  const { api, user, config } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawRedirect = searchParams.get('redirect');
  const redirect = safeRedirectPath(rawRedirect, '/');
  const oauthError = searchParams.get('oauth_error');
  const [formError, setFormError] = useState<string | null>(
    isOAuthError(oauthError) ? OAUTH_ERRORS[oauthError] : null,
  );
  const [unverified, setUnverified] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, z.output<typeof LoginBodySchema>>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setUnverified(null);
    try {
      const answer = await api.login(values);
      user.setUser(answer.data.user);
      void user.loadCompany();
      navigate(redirect, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setUnverified(values.email);
      setFormError(applyServerError(error, setError, ['email', 'password']));
    }
  });

  const providers = config.authProviders ?? [];
  return (
    <AuthCard title="Log In" intro="Welcome back! Log in to manage your company and projects.">
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
          {unverified ? (
            <>
              {' '}
              <Link component={RouterLink} to={paths.activateAccount(unverified)}>
                Send me a new link
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in">
        <Stack spacing={2}>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...textField(register, errors, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            {...textField(register, errors, 'password')}
          />
          <Link component={RouterLink} to={paths.forgot()} sx={{ alignSelf: 'flex-end' }}>
            Forgot your password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Logging in…' : 'Log In'}
          </Button>
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
                href={oauthStartUrl(
                  config.apiBaseUrl,
                  provider,
                  rawRedirect ? redirect : undefined,
                )}
              >
                {PROVIDER_LABELS[provider]}
              </Button>
            ))}
          </Stack>
        </>
      ) : null}
      <Typography sx={{ mt: 3 }}>
        New here?{' '}
        <Link component={RouterLink} to={paths.register()}>
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
