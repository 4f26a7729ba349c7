import { useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { useLoaderData } from 'react-router-dom';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTACT_SUBJECT_IDS,
  CONTACT_SUBJECT_LABELS,
  SendContactMessageBodySchema,
} from '@atlas/api/endpoints/send-contact-message';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@atlas/api/validation';
import { useStores } from '../../../shared/stores/StoresContext';
import { PageShell } from '../../../shared/shell/PageShell';
import { ContentBody } from '../components/ContentBody';
import { CaptchaStatus } from '../../../shared/captcha/CaptchaStatus';
import { useServerForm } from '../../../shared/forms/useServerForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import {
  EmailField,
  NameField,
  NativeSelectField,
  TextAreaField,
} from '../../../shared/forms/fields';
import type { ContentPageData } from '../content';
import { useSubmittedForm } from '../../../shared/forms/form-action';

type ContactForm = z.input<typeof SendContactMessageBodySchema>;

// No subject until the person picks one (the select shows its placeholder); the schema says so.
const EMPTY: Partial<ContactForm> = {
  name: '',
  email: '',
  message: '',
  captcha: '',
  idempotency_key: '',
};

/** The posted form's text fields, to start the form from (the subject only when it is one). */
function submittedValues(values: Record<string, string>): Partial<ContactForm> {
  const subject = CONTACT_SUBJECT_IDS.find((id) => id === values.subject);
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    message: values.message ?? '',
    ...(subject ? { subject } : {}),
  };
}

export function ContactPage() {
  const page = useLoaderData<ContentPageData>();
  const { api, alert } = useStores();
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  // A new form after a success: MUI's fields forget their "filled" state with it.
  const [sentCount, setSentCount] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const {
    submit: submitForm,
    field,
    captcha,
    resetCaptcha,
    formError,
    setValue,
    reset,
    isSubmitting,
  } = useServerForm<ContactForm, z.output<typeof SendContactMessageBodySchema>>({
    schema: SendContactMessageBodySchema,
    defaultValues: submitted ? { ...EMPTY, ...submittedValues(submitted.values) } : EMPTY,
    serverFields: ['name', 'email', 'subject', 'message', 'captcha'],
    submitted,
    captchaField: 'captcha',
  });

  // On a failure what the person typed stays; the same key goes with the retry, so a message that
  // did arrive before the answer was lost is not stored twice.
  const onSubmit = submitForm(async (values) => {
    const answer = await api.sendContactMessage(values);
    alert.show(answer.message);
    reset();
    setSentCount((count) => count + 1);
    idempotencyKey.current = null;
    resetCaptcha();
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
          {submitted?.done && sentCount === 0 ? (
            <FormAlert severity="success" message={submitted.done} />
          ) : null}
          <FormAlert message={formError} />
          <Box
            key={sentCount}
            component="form"
            method="post"
            noValidate
            onSubmit={submit}
            aria-label="Contact the team"
          >
            <Stack spacing={2.5}>
              <NameField label="Your name" {...field('name')} />
              <EmailField label="E-mail address" {...field('email')} />
              <NativeSelectField
                label="Subject"
                required
                placeholder="Choose a subject"
                options={CONTACT_SUBJECT_IDS.map((id) => ({
                  value: id,
                  label: CONTACT_SUBJECT_LABELS[id],
                }))}
                {...field('subject')}
              />
              <TextAreaField
                label="Message"
                required
                minRows={6}
                maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                {...field('message')}
              />
              <CaptchaStatus action="contact" {...captcha} />
              <SubmitButton submitting={isSubmitting} busyLabel="Sending…">
                Send Message
              </SubmitButton>
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
