import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { PasswordField } from '../../../shared/forms/fields';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useStores } from '../../../shared/stores/StoresContext';
import { CurrentPasswordField, SettingsSection, useSettingsAction } from './SettingsSection';

/** A new password; the server signs every other device out when it changes. */
export function PasswordSection({
  hasPassword,
  onChanged,
}: {
  hasPassword: boolean;
  onChanged(): void;
}) {
  const { api } = useStores();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const { busy, outcome, run } = useSettingsAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api.changePassword({
        password,
        ...(hasPassword ? { current_password: current } : {}),
      });
      setCurrent('');
      setPassword('');
      onChanged();
      return answer.message;
    });
  };

  return (
    <SettingsSection
      id="settings-password"
      title="Password"
      intro={
        hasPassword
          ? 'Changing it signs you out on every other device.'
          : 'You sign in with Google or LinkedIn; a password lets you sign in with your e-mail address too.'
      }
    >
      <Box component="form" method="post" noValidate onSubmit={submit} aria-label="Change password">
        <FormAlert severity="success" message={outcome.success} />
        <FormAlert message={outcome.error} />
        <Stack spacing={2}>
          {hasPassword ? (
            <CurrentPasswordField
              id="settings-current-password"
              value={current}
              onChange={setCurrent}
              error={outcome.fields.current_password}
            />
          ) : null}
          <PasswordField
            id="settings-new-password"
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(outcome.fields.password)}
            helperText={outcome.fields.password ?? 'At least 8 characters.'}
          />
          <Box>
            <SubmitButton submitting={busy} size="medium">
              Change password
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
