import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLoaderData, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  EMAIL_KINDS,
  EmailPreferencesSchema,
  type EmailPreferences,
  type GetEmailPreferencesResponse,
} from '@atlas/api/endpoints/get-email-preferences';
import { useStores } from '../../../shared/stores/StoresContext';
import { AuthCard } from '../components/AuthCard';
import { NotificationPreferencesForm } from '../../../shared/notifications/NotificationPreferencesForm';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';

const LABELS: Record<keyof EmailPreferences, string> = {
  newsletter: 'News and insights from the directory',
  reviews: 'New reviews of my company',
  awards: 'Awards: nominations, voting and winners',
  inbox: 'Messages and project requests in my inbox',
};

/** /email/preferences/manage/{id} — which e-mails the owner of the link receives. */
export function EmailPreferencesPage() {
  const { api } = useStores();
  const { id = '' } = useParams();
  const loaded = useLoaderData<GetEmailPreferencesResponse>();
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<EmailPreferences>({
    resolver: zodResolver(EmailPreferencesSchema),
    defaultValues: loaded.data.preferences,
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailed(null);
    try {
      await api.updateEmailPreferences(id, values);
      setSaved('Your e-mail preferences are saved.');
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Saving failed. Please try again.');
    }
  });

  return (
    <AuthCard
      title="E-mail preferences"
      intro={`Choose which e-mails we send to ${loaded.data.email}. Account e-mails (verification, password reset) always arrive.`}
    >
      <FormAlert severity="success" message={saved} />
      <FormAlert message={failed} />
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="E-mail preferences"
      >
        <FormGroup sx={{ mb: 2 }}>
          {EMAIL_KINDS.map((kind) => {
            const { ref, ...field } = register(kind);
            return (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox
                    slotProps={{ input: { ref } }}
                    {...field}
                    defaultChecked={loaded.data.preferences[kind]}
                  />
                }
                label={LABELS[kind]}
              />
            );
          })}
        </FormGroup>
        <SubmitButton submitting={isSubmitting} size="medium">
          Save Preferences
        </SubmitButton>
      </Box>
      <NotificationPreferencesForm manageId={id} />
    </AuthCard>
  );
}
