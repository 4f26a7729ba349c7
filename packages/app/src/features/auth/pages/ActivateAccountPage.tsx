import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ResendVerificationBodySchema } from '@atlas/api/endpoints/resend-verification';
import { useStores } from '../../../stores/StoresContext';
import { AuthCard } from '../components/AuthCard';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { applyServerError, textField } from '../components/fields';

type ResendForm = z.input<typeof ResendVerificationBodySchema>;

/** /email/account/activate — explains the verification e-mail and sends it again. */
export function ActivateAccountPage() {
  const { api } = useStores();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResendForm, unknown, z.output<typeof ResendVerificationBodySchema>>({
    resolver: zodResolver(ResendVerificationBodySchema),
    defaultValues: { email: searchParams.get('email') ?? '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDone((await api.resendVerification(values)).message);
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email', 'captcha']));
    } finally {
      setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  return (
    <AuthCard
      title="Activate your account"
      intro="We sent a verification link to your e-mail address when you registered. Open it to activate your account. No e-mail? Ask for a new link below."
    >
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Send the link again">
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
            action="resend_verification"
            round={captchaRound}
            error={errors.captcha?.message}
            onAnswer={(answer) => setValue('captcha', answer)}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send the Link Again
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
