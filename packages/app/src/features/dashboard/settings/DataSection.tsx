import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELETE_CONFIRMATION, exportAccountDataEndpoint } from '@atlas/api/endpoints/account-data';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useStores } from '../../../shared/stores/StoresContext';
import { CurrentPasswordField, SettingsSection, useSettingsAction } from './SettingsSection';

/** The person's data as a JSON file, and deleting the account (after offering the file). */
export function DataSection({
  hasPassword,
  onDeleted,
}: {
  hasPassword: boolean;
  onDeleted(message: string): void;
}) {
  const { api, config } = useStores();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [asking, setAsking] = useState(false);
  const { busy, outcome, run } = useSettingsAction();
  // A plain link: the browser downloads the server's attachment with the session cookie.
  const exportUrl = `${config.apiBaseUrl.replace(/\/+$/, '')}${exportAccountDataEndpoint.path}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api.deleteAccount(
        hasPassword ? { current_password: password } : { confirmation },
      );
      onDeleted(answer.message);
      return answer.message;
    });
  };

  return (
    <SettingsSection
      id="settings-data"
      title="Your data"
      intro="Everything tied to your account: profile, sessions, saved searches, reviews, conversations, notifications, memberships and votes."
    >
      <Button variant="outlined" component="a" href={exportUrl} download sx={{ minHeight: 44 }}>
        Download my data (JSON)
      </Button>
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1, fontSize: '1.05rem' }}>
        Delete my account
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        This cannot be undone. Download your data first if you want to keep it. Reviews you
        published stay on the profiles, shown as by an anonymous reviewer. If you are the only owner
        of a company, make someone else an owner first.
      </Typography>
      {asking ? (
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={submit}
          aria-label="Delete my account"
        >
          <FormAlert message={outcome.error} />
          <Stack spacing={2}>
            {hasPassword ? (
              <CurrentPasswordField
                id="settings-delete-password"
                value={password}
                onChange={setPassword}
                error={outcome.fields.current_password}
              />
            ) : (
              <TextField
                id="settings-delete-confirmation"
                label={`Type ${DELETE_CONFIRMATION} to confirm`}
                required
                fullWidth
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                error={Boolean(outcome.fields.confirmation)}
                helperText={outcome.fields.confirmation}
              />
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SubmitButton submitting={busy} size="medium" color="error">
                Delete my account for good
              </SubmitButton>
              <Button onClick={() => setAsking(false)} sx={{ minHeight: 40 }}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking(true)}
          sx={{ minHeight: 44 }}
        >
          Delete my account…
        </Button>
      )}
    </SettingsSection>
  );
}
