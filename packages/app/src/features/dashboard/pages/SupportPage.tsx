import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_MESSAGE_LENGTH } from '@atlas/api/endpoints/send-message';
import { SUPPORT_STATUS_LABELS } from '@atlas/api/endpoints/support';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { useStores } from '../../../shared/stores/StoresContext';
import { DashboardCard, DashboardHeading } from '../components/DashboardCard';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function RequestForm({ onSent }: { onSent: (id: string) => void }) {
  const { api, user } = useStores();
  const company = user.company;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [aboutCompany, setAboutCompany] = useState(true);
  // One key per request written: a retry after a lost answer opens nothing new.
  const [key, setKey] = useState(newIdempotencyKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await api.createSupportRequest({
        subject,
        message,
        ...(company && aboutCompany ? { company_slug: company.slug } : {}),
        idempotency_key: key,
      });
      setSubject('');
      setMessage('');
      setKey(newIdempotencyKey());
      onSent(answer.data.id);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Your request could not be sent.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" method="post" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          id="support-subject"
          label="Subject"
          required
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          id="support-message"
          label="How can we help?"
          required
          multiline
          minRows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          helperText="Tell us what you tried and what happened. Our team answers in your inbox, usually within one working day."
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
        />
        {company ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={aboutCompany}
                onChange={(event) => setAboutCompany(event.target.checked)}
              />
            }
            label={`It is about ${company.name}`}
          />
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={sending || subject.trim().length < 3 || message.trim().length < 10}
            sx={{ minHeight: 44 }}
          >
            Send to our team
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * /dashboard/overview/support (issue 19): ask staff for help. Each request is a conversation in
 * the inbox, where staff's answer arrives live; the list shows where each one stands.
 */
export const SupportPage = observer(function SupportPage() {
  const { api } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const loaded = useLoad((signal) => api.listSupportRequests(signal), `support:${sent ?? ''}`);
  const requests = loaded.data?.data ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeading
        title="Get Support"
        intro="Ask our team about your listing, reviews, payments or account."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DashboardCard title="New request">
          <RequestForm onSent={setSent} />
          <Box role="status" sx={{ mt: sent ? 2 : 0 }}>
            {sent ? (
              <Alert severity="success">
                {'Sent. '}
                <Link component={RouterLink} to={paths.dashboardConversation(sent)}>
                  Follow it in your inbox
                </Link>
              </Alert>
            ) : null}
          </Box>
        </DashboardCard>
        <DashboardCard title="Your requests">
          {loaded.loading && !loaded.data ? (
            <Typography role="status">Loading your requests…</Typography>
          ) : loaded.error ? (
            <Alert severity="error">{loaded.error}</Alert>
          ) : requests.length === 0 ? (
            <Typography>You have not asked us anything yet.</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {requests.map((request) => (
                <Box component="li" key={request.id} sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboardConversation(request.id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {request.subject}
                  </Link>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
                  >
                    <Chip
                      size="small"
                      label={SUPPORT_STATUS_LABELS[request.status]}
                      color={request.status === 'answered' ? 'success' : 'default'}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {`${request.company ? `${request.company.name} · ` : ''}last change ${day.format(new Date(request.updated_at))}`}
                    </Typography>
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </DashboardCard>
      </Box>
    </Container>
  );
});
