import { useRef } from 'react';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
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
  CreateContactRequestBodySchema,
} from '@atlas/api/endpoints/create-contact-request';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@atlas/api/validation';
import { useStores } from '../../../shared/stores/StoresContext';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailField, NameField, TextAreaField } from '../../../shared/forms/fields';

export interface ContactDialogProps {
  open: boolean;
  onClose(): void;
  companyName: string;
  slug: string;
}

/** The contact button's form: name, e-mail, message and an optional budget, with a captcha. */
export function ContactDialog({ open, onClose, companyName, slug }: ContactDialogProps) {
  const store = useStores();
  const idempotencyKey = useRef<string | null>(null);
  const signedIn = store.user.user;
  const {
    submit,
    field,
    captcha,
    resetCaptcha,
    formError,
    setValue,
    reset,
    watch,
    isSubmitting,
    formState: { errors },
  } = useServerForm({
    schema: CreateContactRequestBodySchema,
    defaultValues: {
      name: signedIn?.name ?? '',
      email: signedIn?.email ?? '',
      message: '',
      budget: '',
      captcha: '',
      idempotency_key: '',
    },
    serverFields: ['name', 'email', 'message', 'budget', 'captcha'],
    captchaField: 'captcha',
    // A failure without the server's answer (the network, say).
    unexpected: 'Your message could not be sent. Please try again.',
  });

  const beforeSubmit = () => {
    idempotencyKey.current ??= newIdempotencyKey();
    setValue('idempotency_key', idempotencyKey.current);
  };

  const onSubmit = submit(async (values) => {
    const answer = await store.api.createContactRequest(slug, values);
    idempotencyKey.current = null;
    reset({ ...values, message: '', budget: '', captcha: '', idempotency_key: '' });
    resetCaptcha();
    onClose();
    store.alert.show(answer.message);
  });

  const budget = watch('budget') ?? '';
  const titleId = 'contact-dialog-title';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        Contact {companyName}
      </DialogTitle>
      <form
        method="post"
        noValidate
        aria-label={`Contact ${companyName}`}
        onSubmit={(event) => {
          beforeSubmit();
          void onSubmit(event);
        }}
      >
        <DialogContent sx={{ pt: 1 }}>
          <FormAlert message={formError} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <NameField label="Your name" {...field('name')} />
            <EmailField label="Your e-mail address" {...field('email')} />
            <TextAreaField
              label="Message"
              required
              minRows={4}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              {...field('message', { hint: 'Tell them about your project and your timeline.' })}
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
            {open ? <CaptchaStatus action="contact_company" {...captcha} /> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton submitting={isSubmitting} busyLabel="Sending…" size="medium">
            Send message
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
