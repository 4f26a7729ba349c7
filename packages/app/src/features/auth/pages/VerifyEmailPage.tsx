import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { useReturnPath } from '../redirect';

type Outcome = { ok: boolean; message: string } | null;

/**
 * /email/verify/{id}/{hash} — spends the link in the browser (never while rendering on the
 * server, so a link preview cannot use it up).
 */
export function VerifyEmailPage() {
  const { api } = useStores();
  const { id = '', hash = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A page the person was on when they registered: the login goes back there.
  const back = useReturnPath();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.verifyEmail({ id, hash }).then(
      (answer) => setOutcome({ ok: true, message: answer.message }),
      (error: unknown) =>
        setOutcome({
          ok: false,
          message: error instanceof Error ? error.message : 'This link does not work.',
        }),
    );
  }, [api, id, hash]);

  return (
    <AuthCard title="Verify your e-mail address">
      {outcome ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ alignSelf: 'stretch' }}>
            {outcome.message}
          </Alert>
          {outcome.ok ? (
            <Button component={RouterLink} to={paths.login(back)} variant="contained">
              Log In
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={paths.activateAccount(undefined, back)}
              variant="outlined"
            >
              Send a new link
            </Button>
          )}
        </Stack>
      ) : (
        <Typography role="status">Checking your link…</Typography>
      )}
    </AuthCard>
  );
}
