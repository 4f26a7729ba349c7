import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountSettings } from '@atlas/api/endpoints/account-settings';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { EmailField } from '../../../shared/forms/fields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useStores } from '../../../shared/stores/StoresContext';
import { CurrentPasswordField, SettingsSection, useSettingsAction } from './SettingsSection';

/** A new address, proved by the link sent to it; the account keeps the old one until then. */
export function EmailSection({
  settings,
  onRequested,
}: {
  settings: AccountSettings;
  onRequested(): void;
}) {
  const { api } = useStores();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, outcome, run } = useSettingsAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api.changeAccountEmail({
        email,
        ...(settings.has_password ? { current_password: password } : {}),
      });
      setPassword('');
      onRequested();
      return answer.message;
    });
  };

  return (
    <SettingsSection
      id="settings-email"
      title="E-mail address"
      intro="We send a link to the new address; your account moves there when you open it, and we tell the old address."
    >
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Your address: <strong>{settings.user.email}</strong>
        {settings.pending_email ? (
          <>
            {' '}
            (waiting for you to open the link sent to <strong>{settings.pending_email}</strong>)
          </>
        ) : null}
      </Typography>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Change e-mail address"
      >
        <FormAlert severity="success" message={outcome.success} />
        <FormAlert message={outcome.error} />
        <Stack spacing={2}>
          <EmailField
            id="settings-new-email"
            label="New e-mail address"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(outcome.fields.email)}
            helperText={outcome.fields.email}
          />
          {settings.has_password ? (
            <CurrentPasswordField
              id="settings-email-password"
              value={password}
              onChange={setPassword}
              error={outcome.fields.current_password}
            />
          ) : null}
          <Box>
            <SubmitButton submitting={busy} size="medium">
              Send the link
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
