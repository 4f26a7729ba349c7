import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NotificationPreferencesForm } from '../../../shared/notifications/NotificationPreferencesForm';
import { useStores } from '../../../shared/stores/StoresContext';
import { DataSection } from '../settings/DataSection';
import { EmailSection } from '../settings/EmailSection';
import { PasswordSection } from '../settings/PasswordSection';
import { ProfileSection } from '../settings/ProfileSection';
import { SessionsSection } from '../settings/SessionsSection';

/**
 * The link sent to a new address comes back here as `?email_change={id}.{token}`: spent once,
 * then taken out of the address bar.
 */
function useEmailChangeLink(onConfirmed: () => void) {
  const { api } = useStores();
  const [params, setParams] = useSearchParams();
  const link = params.get('email_change');
  const [result, setResult] = useState<{ success: string | null; error: string | null }>({
    success: null,
    error: null,
  });
  const spent = useRef<string | null>(null);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    if (!link || spent.current === link) return;
    spent.current = link;
    const [id = '', token = ''] = link.split('.');
    setParams({}, { replace: true });
    api.confirmAccountEmail({ id, token }).then(
      (answer) => {
        setResult({ success: answer.message, error: null });
        confirmed.current();
      },
      (error: unknown) =>
        setResult({
          success: null,
          error: error instanceof Error ? error.message : 'This link did not work.',
        }),
    );
  }, [api, link, setParams]);
  return result;
}

/** /dashboard/settings (issue 19): the signed-in person's own account, section by section. */
export const SettingsPage = observer(function SettingsPage() {
  const { api, user, alert } = useStores();
  const navigate = useNavigate();
  const settings = useLoad(
    async (signal) => (await api.getAccountSettings(signal)).data,
    'account',
  );
  const [sessionsRound, setSessionsRound] = useState(0);

  // The header's name and picture follow what the server answers.
  const account = settings.data?.user;
  useEffect(() => {
    if (account)
      user.setUser({
        id: account.id,
        name: account.name,
        avatar: account.avatar,
        email: account.email,
      });
  }, [account, user]);
  const reload = () => settings.reload();
  const emailLink = useEmailChangeLink(reload);

  const data = settings.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, mb: 1 }}
      >
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your name and picture, e-mail address, password, devices, notifications and data.
      </Typography>
      <FormAlert severity="success" message={emailLink.success} />
      <FormAlert message={emailLink.error ?? settings.error} />
      {data ? (
        <Stack spacing={3}>
          <ProfileSection user={data.user} onSaved={reload} />
          <EmailSection settings={data} onRequested={reload} />
          <PasswordSection
            hasPassword={data.has_password}
            onChanged={() => {
              settings.reload();
              setSessionsRound((round) => round + 1);
            }}
          />
          <SessionsSection key={sessionsRound} />
          {/* The shared form brings its own section and heading. */}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, '& > section': { mt: 0 } }}>
            <NotificationPreferencesForm manageId={data.preferences_id} />
          </Paper>
          <DataSection
            hasPassword={data.has_password}
            onDeleted={(message) => {
              user.setUser(null);
              alert.show(message);
              void navigate(paths.home(), { replace: true });
            }}
          />
        </Stack>
      ) : settings.loading ? (
        <Typography role="status">Loading your settings…</Typography>
      ) : null}
    </Container>
  );
});
