import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BlogContributionKind } from '@atlas/api/blog';
import {
  CONTRIBUTION_TEXT_MAX_LENGTH,
  type BlogContributionBody,
} from '@atlas/api/endpoints/blog-contributions';
import { CaptchaStatus } from '../captcha/CaptchaStatus';
import { EmailField, NameField, TextAreaField } from '../forms/fields';
import { FormAlert } from '../forms/FormAlert';
import { newIdempotencyKey } from '../forms/idempotency';
import { SubmitButton } from '../forms/SubmitButton';
import { useServerForm } from '../forms/useServerForm';
import { postedText, useSubmittedForm } from '../forms/form-action';
import { CONTRIBUTION_TEXT } from './fields';
import { useStores } from '../stores/StoresContext';

type ContributionInput = BlogContributionBody;
type ContributionForm = Omit<ContributionInput, 'links'> & { links: string };
/**
 * An outside writer's draft for the blog (issue 21): /write-for-us and the Tech Nations
 * contribution page send it to the staff queue; the writer hears back by e-mail.
 */
export function ContributionForm({ kind }: { kind: BlogContributionKind }) {
  const { api } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  // The answer of the form the browser posted before the page's script ran.
  const submitted = useSubmittedForm();
  const form = useServerForm<ContributionForm>({
    submitted,
    defaultValues: {
      kind,
      name: '',
      email: '',
      title: '',
      text: '',
      bio: '',
      links: '',
      captcha: '',
      idempotency_key: '',
      ...postedText(submitted, CONTRIBUTION_TEXT),
    },
    serverFields: ['name', 'email', 'title', 'text', 'bio', 'links', 'captcha'],
    captchaField: 'captcha',
  });

  const onSubmit = form.submit(async (values) => {
    const body: ContributionInput = {
      ...values,
      links: values.links
        .split(/\s+/)
        .map((link) => link.trim())
        .filter(Boolean),
    };
    const answer = await api.submitBlogContribution(body);
    setSent(answer.message);
    idempotencyKey.current = null;
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    idempotencyKey.current ??= newIdempotencyKey();
    form.setValue('idempotency_key', idempotencyKey.current);
    return onSubmit(event);
  };

  if (sent)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} role="status">
        <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
          Draft received
        </Typography>
        <Typography sx={{ mt: 1 }}>{sent}</Typography>
      </Paper>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>
        Send your draft
      </Typography>
      <FormAlert message={form.formError} />
      <Box component="form" method="post" noValidate onSubmit={submit} aria-label="Send your draft">
        <Stack spacing={2.5}>
          <NameField label="Your name" {...form.field('name')} />
          <EmailField
            label="E-mail address"
            {...form.field('email', {
              hint: 'An editor writes to this address once they have decided.',
            })}
          />
          <TextField label="Title" required fullWidth {...form.field('title')} />
          <TextAreaField
            label="Your draft"
            required
            minRows={10}
            maxLength={CONTRIBUTION_TEXT_MAX_LENGTH}
            {...form.field('text', { hint: 'Paste the whole article; plain text or Markdown.' })}
          />
          <TextAreaField
            label="About you"
            required
            minRows={3}
            maxLength={1000}
            {...form.field('bio', { hint: 'Two or three sentences for the author box.' })}
          />
          <TextAreaField
            label="Links"
            minRows={2}
            {...form.field('links', {
              hint: 'Up to five addresses (your site, articles you wrote), one per line.',
            })}
          />
          <CaptchaStatus action="blog_contribution" {...form.captcha} />
          <SubmitButton submitting={form.isSubmitting} busyLabel="Sending…">
            Send the draft
          </SubmitButton>
        </Stack>
      </Box>
    </Paper>
  );
}
