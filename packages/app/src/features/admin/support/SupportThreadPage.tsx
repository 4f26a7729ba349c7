import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_MESSAGE_LENGTH } from '@atlas/api/endpoints/send-message';
import { SUPPORT_STATUS_LABELS, type SupportThread } from '@atlas/api/endpoints/support';
import { ApiError } from '@atlas/api/http';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { MessageParagraphs } from '../../../shared/realtime/MessageParagraphs';
import { useStores } from '../../../shared/stores/StoresContext';
import { adminSupportPaths } from './paths';

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** /admin/support/{id}: the request's messages, and the answer form (optionally closing it). */
export function SupportThreadPage() {
  const thread = useLoaderData<SupportThread>();
  const revalidator = useRevalidator();
  const { api } = useStores();
  const [text, setText] = useState('');
  const [close, setClose] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const request = thread.request;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      await api.answerSupport(request.id, { body: text, close });
      setText('');
      setClose(false);
      setOutcome({
        ok: true,
        text: close ? 'Answer sent; the request is closed.' : 'Answer sent.',
      });
      revalidator.revalidate();
    } catch (caught) {
      setOutcome({
        ok: false,
        text: caught instanceof ApiError ? caught.message : 'The answer could not be sent.',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={adminSupportPaths.queue()}>
        Back to support requests
      </Link>
      <Typography
        variant="h1"
        sx={{
          mt: 2,
          fontSize: { xs: '1.6rem', md: '2.2rem' },
          fontWeight: 800,
          overflowWrap: 'anywhere',
        }}
      >
        {request.subject}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, mb: 3, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip
          label={SUPPORT_STATUS_LABELS[request.status]}
          color={request.status === 'waiting' ? 'warning' : 'default'}
        />
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${request.requester.name} <${request.requester.email}>${request.company ? ` · ${request.company.name}` : ''}`}
        </Typography>
      </Stack>
      <Stack
        component="ol"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Messages"
      >
        {thread.messages.map((message) => (
          <Paper component="li" key={message.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {`${message.sender_name} · ${time.format(new Date(message.createdAt))} UTC`}
            </Typography>
            <Box sx={{ overflowWrap: 'anywhere', '& p': { mb: 0, mt: 1 } }}>
              <MessageParagraphs body={message.body} />
            </Box>
          </Paper>
        ))}
      </Stack>
      <Box
        component="form"
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="answer-heading"
        sx={{ mt: 4 }}
      >
        <Typography id="answer-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          Answer
        </Typography>
        <TextField
          id="support-answer"
          label="Your answer"
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="The person gets a notification and reads it in their inbox, signed by the support team."
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={close} onChange={(event) => setClose(event.target.checked)} />
          }
          label="Close the request with this answer"
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={sending || text.trim() === ''}
            sx={{ minHeight: 44 }}
          >
            Send answer
          </Button>
        </Box>
        <Box role="status" sx={{ mt: 2 }}>
          <FormAlert severity={outcome?.ok ? 'success' : 'error'} message={outcome?.text ?? null} />
        </Box>
      </Box>
    </Container>
  );
}
