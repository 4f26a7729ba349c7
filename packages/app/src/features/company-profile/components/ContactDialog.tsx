import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTACT_BUDGETS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CreateContactRequestBodySchema,
} from '@atlas/api/endpoints/create-contact-request';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../stores/StoresContext';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';

type ContactForm = z.input<typeof CreateContactRequestBodySchema>;
type FieldName = 'name' | 'email' | 'message' | 'budget' | 'captcha';
const FIELDS: readonly FieldName[] = ['name', 'email', 'message', 'budget', 'captcha'];

/** A fresh key per message: a retried submit of the same message reuses it. */
function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export interface ContactDialogProps {
  open: boolean;
  onClose(): void;
  companyName: string;
  slug: string;
}

/** The contact button's form: name, e-mail, message and an optional budget, with a captcha. */
export function ContactDialog({ open, onClose, companyName, slug }: ContactDialogProps) {
  const store = useStores();
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const signedIn = store.user.user;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm, unknown, z.output<typeof CreateContactRequestBodySchema>>({
    resolver: zodResolver(CreateContactRequestBodySchema),
    defaultValues: {
      name: signedIn?.name ?? '',
      email: signedIn?.email ?? '',
      message: '',
      budget: '',
      captcha: '',
      idempotency_key: '',
    },
  });

  const field = (name: Exclude<FieldName, 'captcha' | 'budget'>) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(message),
      helperText: typeof message === 'string' ? message : undefined,
    };
  };

  const messageField = field('message');

  const beforeSubmit = () => {
    idempotencyKey.current ??= newIdempotencyKey();
    setValue('idempotency_key', idempotencyKey.current);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await store.api.createContactRequest(slug, values);
      idempotencyKey.current = null;
      reset({ ...values, message: '', budget: '', captcha: '', idempotency_key: '' });
      setCaptchaRound((round) => round + 1);
      onClose();
      store.alert.show(answer.message);
    } catch (error) {
      let unplaced: string | null = 'Your message could not be sent. Please try again.';
      if (error instanceof ApiError) {
        const leftOver: string[] = [];
        for (const item of error.fields ?? []) {
          const name = FIELDS.find((candidate) => candidate === item.field);
          if (name) setError(name, { type: 'server', message: item.message });
          else leftOver.push(item.message);
        }
        unplaced =
          error.fields?.length && leftOver.length === 0
            ? null
            : leftOver.length > 0
              ? leftOver.join(' ')
              : error.message;
      }
      setFormError(unplaced);
      // The captcha answer was spent by this attempt; what was typed stays.
      setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    }
  });

  const budget = watch('budget') ?? '';
  const titleId = 'contact-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        Contact {companyName}
      </DialogTitle>
      <form
        noValidate
        aria-label={`Contact ${companyName}`}
        onSubmit={(event) => {
          beforeSubmit();
          void onSubmit(event);
        }}
      >
        <DialogContent sx={{ pt: 1 }}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Your name"
              autoComplete="name"
              required
              fullWidth
              {...field('name')}
            />
            <TextField
              label="Your e-mail address"
              type="email"
              autoComplete="email"
              required
              fullWidth
              {...field('email')}
            />
            <TextField
              label="Message"
              required
              fullWidth
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
              {...messageField}
              helperText={
                messageField.helperText ?? 'Tell them about your project and your timeline.'
              }
            />
            <TextField
              select
              label="Budget (optional)"
              fullWidth
              value={budget}
              onChange={(event) =>
                setValue(
                  'budget',
                  CONTACT_BUDGETS.find((option) => option === event.target.value) ?? '',
                )
              }
              error={Boolean(errors.budget)}
              helperText={errors.budget?.message}
            >
              <MenuItem value="">Not sure yet</MenuItem>
              {CONTACT_BUDGETS.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            {open ? (
              <CaptchaStatus
                action="contact_company"
                round={captchaRound}
                error={errors.captcha?.message}
                onAnswer={(answer) => setValue('captcha', answer, { shouldValidate: false })}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
