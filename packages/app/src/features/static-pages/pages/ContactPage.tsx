import { useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_IDS,
  CONTACT_SUBJECT_LABELS,
  SendContactMessageBodySchema,
} from '@atlas/api/endpoints/send-contact-message';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../stores/StoresContext';
import { PageShell } from '../components/PageShell';
import { ContentBody } from '../components/ContentBody';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import type { ContentPageData } from '../content';

type ContactForm = z.input<typeof SendContactMessageBodySchema>;
type FieldName = 'name' | 'email' | 'subject' | 'message' | 'captcha';
const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'subject', 'message', 'captcha'];

// No subject until the person picks one (the select shows its placeholder); the schema says so.
const EMPTY: Partial<ContactForm> = {
  name: '',
  email: '',
  message: '',
  captcha: '',
  idempotency_key: '',
};

/** A key per message: random, and the same for every retry of that message. */
function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function field(
  register: UseFormRegister<ContactForm>,
  errors: FieldErrors<ContactForm>,
  name: FieldName,
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
  };
}

export function ContactPage() {
  const page = useLoaderData<ContentPageData>();
  const { api, alert } = useStores();
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // A new form after a success: MUI's fields forget their "filled" state with it.
  const [sentCount, setSentCount] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm, unknown, z.output<typeof SendContactMessageBodySchema>>({
    resolver: zodResolver(SendContactMessageBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await api.sendContactMessage(values);
      alert.show(answer.message);
      reset();
      setSentCount((count) => count + 1);
      idempotencyKey.current = null;
      setCaptchaRound((round) => round + 1);
    } catch (error) {
      // What the person typed stays; the same key goes with the retry, so a message that did
      // arrive before the answer was lost is not stored twice.
      if (error instanceof ApiError) {
        const unplaced: string[] = [];
        for (const item of error.fields ?? []) {
          const name = FIELD_NAMES.find((candidate) => candidate === item.field);
          if (name) setError(name, { type: 'server', message: item.message });
          else unplaced.push(item.message);
        }
        setFormError(
          error.fields?.length && unplaced.length === 0
            ? null
            : unplaced.length
              ? unplaced.join(' ')
              : error.message,
        );
      } else {
        setFormError('Something went wrong. Please try again.');
      }
      setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    idempotencyKey.current ??= newIdempotencyKey();
    setValue('idempotency_key', idempotencyKey.current);
    return onSubmit(event);
  };

  return (
    <PageShell heading={page.meta.heading ?? 'Contact us'} lead={page.meta.lead}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '3fr 2fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>
            Send us a message
          </Typography>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Box
            key={sentCount}
            component="form"
            noValidate
            onSubmit={submit}
            aria-label="Contact the team"
          >
            <Stack spacing={2.5}>
              <TextField
                label="Your name"
                autoComplete="name"
                required
                fullWidth
                {...field(register, errors, 'name')}
              />
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                required
                fullWidth
                {...field(register, errors, 'email')}
              />
              <TextField
                select
                label="Subject"
                required
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...field(register, errors, 'subject')}
              >
                <option value="">Choose a subject</option>
                {CONTACT_SUBJECT_IDS.map((id) => (
                  <option key={id} value={id}>
                    {CONTACT_SUBJECT_LABELS[id]}
                  </option>
                ))}
              </TextField>
              <TextField
                label="Message"
                required
                fullWidth
                multiline
                minRows={6}
                slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
                {...field(register, errors, 'message')}
              />
              <CaptchaStatus
                action="contact"
                round={captchaRound}
                error={errors.captcha?.message}
                onAnswer={(answer) => setValue('captcha', answer)}
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send Message'}
              </Button>
            </Stack>
          </Box>
        </Paper>
        <Box>
          <ContentBody body={page.body} />
        </Box>
      </Box>
    </PageShell>
  );
}
