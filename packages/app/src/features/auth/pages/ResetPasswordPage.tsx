import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ResetPasswordBodySchema } from '@atlas/api/endpoints/reset-password';
import { useStores } from '../../../stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { applyServerError, textField } from '../components/fields';

type ResetForm = z.input<typeof ResetPasswordBodySchema>;

/** /password/reset?id=…&token=… — the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { api } = useStores();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm, unknown, z.output<typeof ResetPasswordBodySchema>>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: {
      id: searchParams.get('id') ?? '',
      token: searchParams.get('token') ?? '',
      password: '',
    },
  });
  const linkProblem = errors.id?.message ?? errors.token?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDone((await api.resetPassword(values)).message);
    } catch (error) {
      setFormError(applyServerError(error, setError, ['password']));
    }
  });

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
        <Button component={RouterLink} to={paths.login()} variant="contained">
          Log In
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      {formError || linkProblem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError ?? linkProblem}{' '}
          <Link component={RouterLink} to={paths.forgot()}>
            Ask for a new link
          </Link>
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <Stack spacing={2}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            {...textField(register, errors, 'password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save New Password'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login()}>
          Back to log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
