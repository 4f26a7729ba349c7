import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ForgotPasswordBodySchema } from '@atlas/api/endpoints/forgot-password';
import { useStores } from '../../../stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { applyServerError, textField } from '../components/fields';

type ForgotForm = z.input<typeof ForgotPasswordBodySchema>;

export function ForgotPasswordPage() {
  const { api } = useStores();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm, unknown, z.output<typeof ForgotPasswordBodySchema>>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDone((await api.forgotPassword(values)).message);
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email', 'captcha']));
      setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      ) : (
        <>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
            <Stack spacing={2}>
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                required
                fullWidth
                {...textField(register, errors, 'email')}
              />
              <CaptchaStatus
                action="forgot"
                round={captchaRound}
                error={errors.captcha?.message}
                onAnswer={(answer) => setValue('captcha', answer)}
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send Reset Link'}
              </Button>
            </Stack>
          </Box>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login()}>
          Back to log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
