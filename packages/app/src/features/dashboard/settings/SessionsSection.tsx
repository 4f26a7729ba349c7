import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '@atlas/api/endpoints/account-sessions';
import { useLoad } from '../../../shared/async/useLoad';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useStores } from '../../../shared/stores/StoresContext';
import { SettingsSection, useSettingsAction } from './SettingsSection';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut(): void;
}) {
  const seen = session.last_seen_at ?? session.created_at;
  return (
    <Box
      component="li"
      aria-label={session.current ? `${session.device} (this device)` : session.device}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {session.device}{' '}
          {session.current ? <Chip size="small" color="success" label="This device" /> : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Signed in ${when.format(new Date(session.created_at))} · last active ${when.format(new Date(seen))}`}
          {session.network ? ` · network ${session.network}` : ''}
        </Typography>
      </Box>
      {session.current ? null : (
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={busy}
          onClick={onSignOut}
          aria-label={`Sign out ${session.device}, signed in ${when.format(new Date(session.created_at))}`}
          sx={{ minHeight: 40 }}
        >
          Sign out
        </Button>
      )}
    </Box>
  );
}

/** Where the person is signed in; any other device can be signed out from here. */
export function SessionsSection() {
  const { api } = useStores();
  const loaded = useLoad(
    async (signal) => (await api.listAccountSessions(signal)).data.sessions,
    'account-sessions',
  );
  const { busy, outcome, run } = useSettingsAction();
  const others = (loaded.data ?? []).filter((session) => !session.current).length;

  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      const answer = await action();
      loaded.reload();
      return answer.message;
    });

  return (
    <SettingsSection
      id="settings-sessions"
      title="Where you are signed in"
      intro="Devices and browsers with an open session. Sign out any you do not recognise."
    >
      <FormAlert severity="success" message={outcome.success} />
      <FormAlert message={outcome.error ?? loaded.error} />
      {loaded.data ? (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {loaded.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy}
                onSignOut={() => act(() => api.revokeAccountSession(session.id))}
              />
            ))}
          </Box>
          <Stack direction="row" sx={{ mt: 2 }}>
            <Button
              variant="contained"
              color="error"
              disabled={busy || others === 0}
              onClick={() => act(() => api.revokeOtherAccountSessions())}
              sx={{ minHeight: 44 }}
            >
              Sign out everywhere else
            </Button>
          </Stack>
        </>
      ) : loaded.loading ? (
        <Typography role="status">Loading your sessions…</Typography>
      ) : null}
    </SettingsSection>
  );
}
