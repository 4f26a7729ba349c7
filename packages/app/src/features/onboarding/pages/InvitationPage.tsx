import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_MEMBER_ROLE_LABELS } from '@atlas/api/company-memberships';
import { paths } from '../../../config/paths';
import { PageShell } from '../../../shared/shell/PageShell';
import { useStores } from '../../../shared/stores/StoresContext';
import { useLoad } from '../../../shared/async/useLoad';
import { withCompany } from '../../../shared/companies/managed-company';

const STATE_TEXT = {
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
  used: 'This invitation was accepted already.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
} as const;

/**
 * /company/join/invitation/{token} — an owner's e-mailed invitation. Anyone with the link sees
 * what it offers; only the invited address's account can accept it, once.
 */
export const InvitationPage = observer(function InvitationPage() {
  const { api, user } = useStores();
  const { id: token = '' } = useParams();
  const location = useLocation();
  const preview = useLoad(
    (_signal) => api.lookupCompanyInvitation({ token }).then((answer) => answer.data),
    token,
  );
  const [accepting, setAccepting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string; slug?: string } | null>(
    null,
  );

  const accept = async () => {
    setAccepting(true);
    try {
      const answer = await api.acceptCompanyInvitation({ token });
      setResult({ ok: true, message: answer.message, slug: answer.data.company_slug });
      // The switcher offers the company joined now, and it becomes the current one.
      void user.loadCompany(answer.data.company_slug);
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : 'It failed.' });
    } finally {
      setAccepting(false);
    }
  };

  const invitation = preview.data;
  const signedIn = user.user;
  let body: React.ReactNode;
  if (preview.loading) body = <Typography role="status">Checking your invitation…</Typography>;
  else if (preview.error || !invitation)
    body = (
      <Alert severity="error">
        {preview.error ?? 'This invitation link is not valid.'} Copy the whole link from the e-mail.
      </Alert>
    );
  else if (result?.ok)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ alignSelf: 'stretch' }} role="status">
          {result.message}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to={withCompany(paths.editCompany(), result.slug)}
            variant="contained"
          >
            Edit the profile
          </Button>
          <Button
            component={RouterLink}
            to={withCompany(paths.dashboardMembers(), result.slug)}
            variant="outlined"
          >
            See the team
          </Button>
        </Stack>
      </Stack>
    );
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
            {invitation.company.name}
          </Typography>
          <Typography>
            You are invited as {COMPANY_MEMBER_ROLE_LABELS[invitation.role].toLowerCase()}, with the
            address <strong>{invitation.email}</strong>.
          </Typography>
          {invitation.state !== 'open' ? (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {STATE_TEXT[invitation.state]}
            </Alert>
          ) : !signedIn ? (
            <>
              <Typography>Log in or register with {invitation.email} to accept it.</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  component={RouterLink}
                  to={paths.login(location.pathname)}
                  variant="contained"
                >
                  Log in to accept
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.register(location.pathname)}
                  variant="outlined"
                >
                  Register
                </Button>
              </Stack>
            </>
          ) : (signedIn.email ?? '').toLowerCase() !== invitation.email.toLowerCase() ? (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              You are logged in as {signedIn.email}, but this invitation is for {invitation.email}.
              Log out and log in with that address to accept it.
            </Alert>
          ) : (
            <Button variant="contained" size="large" onClick={accept} disabled={accepting}>
              {accepting ? 'Joining…' : `Join ${invitation.company.name}`}
            </Button>
          )}
          {result && !result.ok ? (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {result.message}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    );

  return (
    <PageShell heading="Join your team" lead="Help run your company's profile, leads and reviews.">
      {body}
    </PageShell>
  );
});
