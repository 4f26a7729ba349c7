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
import { RegisterBodySchema } from '@atlas/api/endpoints/register';
import { PASSWORD_MIN_LENGTH } from '@atlas/api/validation';
import { useStores } from '../../../stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { applyServerError, textField } from '../components/fields';

type RegisterForm = z.input<typeof RegisterBodySchema>;

export function RegisterPage() {
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
  } = useForm<RegisterForm, unknown, z.output<typeof RegisterBodySchema>>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: { name: '', email: '', password: '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await api.register(values);
      setDone(answer.message);
    } catch (error) {
      setFormError(applyServerError(error, setError, ['name', 'email', 'password', 'captcha']));
      // The answer was spent by this attempt.
      setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  if (done) {
    return (
      <AuthCard title="Check your inbox">
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
        <Typography>
          No e-mail?{' '}
          <Link component={RouterLink} to={paths.activateAccount()}>
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
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create your account">
        <Stack spacing={2}>
          <TextField
            label="Full name"
            autoComplete="name"
            required
            fullWidth
            {...textField(register, errors, 'name')}
          />
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...textField(register, errors, 'email')}
          />
          {(() => {
            const props = textField(register, errors, 'password');
            return (
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
                {...props}
                helperText={props.helperText ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
              />
            );
          })()}
          <CaptchaStatus
            action="register"
            round={captchaRound}
            error={errors.captcha?.message}
            onAnswer={(answer) => setValue('captcha', answer, { shouldValidate: false })}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Creating your account…' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login()}>
          Log in
        </Link>
      </Typography>
    </AuthCard>
  );
}
