import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import {
  PROJECT_STAGE_LABELS,
  PROJECT_START_LABELS,
  VALET_FILE_TYPES,
  ValetDeclineBodySchema,
  ValetQuestionBodySchema,
  ValetQuoteBodySchema,
  type ValetRequest,
} from '@atlas/api/valet';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { TextAreaField } from '../../../shared/forms/fields';
import { useStores } from '../../../shared/stores/StoresContext';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { readLead } from '../components/lead-company';
import { FilePicker } from '../components/FilePicker';
import { budgetText, fieldMessage, leadStatusText, money, waitingText } from '../components/format';
import { useReloadOnNotifications } from '../../../shared/realtime/useReloadOnNotifications';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' } }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type Action = 'accept' | 'decline' | 'question' | 'quote';

/** What the buyer decided about this company's quote (issue 33), when they did. */
function BuyerDecision({ request }: { request: ValetRequest }) {
  if (request.buyer_decision === 'accepted')
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        The buyer accepted your quote: you are hired. Agree on the next steps in the conversation.
      </Alert>
    );
  if (request.buyer_decision === 'declined')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {request.project_status === 'hired'
          ? 'The buyer chose another company for this project.'
          : 'The buyer declined your quote.'}
        {request.buyer_decision_reason ? ` Their reason: ${request.buyer_decision_reason}` : ''}
      </Alert>
    );
  if (request.project_status === 'hired')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        The buyer hired another company for this project.
      </Alert>
    );
  return null;
}

/**
 * /dashboard/inbox/valet/{id} — one project a buyer released to the company: the brief, its files
 * and voice note, why the company was picked; accept, decline with a reason, ask a question or
 * send a quote (amount, timeline, message, attachment). The buyer's contact details show once
 * the company accepted.
 */
export const ValetRequestPage = observer(function ValetRequestPage() {
  const { api, user } = useStores();
  const { id = '' } = useParams();
  const managed = useManagedCompany();
  const loaded = useLoad(
    (signal) => readLead(api, user, managed, id, signal),
    `valet-request-${id}:${managed.named}`,
  );
  useReloadOnNotifications(loaded.reload);
  // An action's answer shows at once, until a newer load (after it, or a live update) replaces it.
  const [answered, setAnswered] = useState<{ over: unknown; request: ValetRequest } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [question, setQuestion] = useState('');
  const [quote, setQuote] = useState({ amount: '', timeline: '', message: '' });
  const [attachment, setAttachment] = useState<{ path: string; name: string } | null>(null);
  // The same key for each retry of one quote; a new quote (after one was sent) gets a new one.
  const [quoteKey, setQuoteKey] = useState(newIdempotencyKey);

  const data = loaded.data;
  const inbox = managed.link(paths.dashboardValet(), data?.slug);
  const shown = answered && answered.over === data ? answered.request : data?.request;

  const run = async (
    action: Action,
    call: (slug: string) => Promise<{ data: ValetRequest; message: string }>,
  ) => {
    if (!data) return false;
    setBusy(action);
    setNotice(null);
    try {
      const answer = await call(data.slug);
      setAnswered({ over: data, request: answer.data });
      setNotice({ ok: true, text: answer.message });
      loaded.reload();
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? []) : [];
      if (fields.length > 0)
        setErrors(
          Object.fromEntries(fields.map((item) => [item.field, fieldMessage(item.message)])),
        );
      setNotice({ ok: false, text: error instanceof Error ? error.message : 'It failed.' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const decline = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ValetDeclineBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors({ reason: fieldMessage(parsed.error.issues[0]?.message ?? '') });
      return;
    }
    setErrors({});
    await run('decline', (slug) => api.declineValetRequest(slug, id, parsed.data));
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ValetQuestionBodySchema.safeParse({ text: question });
    if (!parsed.success) {
      setErrors({ text: fieldMessage(parsed.error.issues[0]?.message ?? '') });
      return;
    }
    setErrors({});
    if (await run('question', (slug) => api.askValetQuestion(slug, id, parsed.data)))
      setQuestion('');
  };

  const sendQuote = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ValetQuoteBodySchema.safeParse({
      amount: quote.amount.trim() === '' ? Number.NaN : Number(quote.amount),
      timeline: quote.timeline,
      message: quote.message,
      attachment_path: attachment?.path ?? null,
      idempotency_key: quoteKey,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), fieldMessage(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    if (await run('quote', (slug) => api.sendValetQuote(slug, id, parsed.data))) {
      setQuote({ amount: '', timeline: '', message: '' });
      setAttachment(null);
      setQuoteKey(newIdempotencyKey());
    }
  };

  const attach = async (file: File) => {
    try {
      const answer = await api.uploadValetFile('file', file, file.name);
      setAttachment({ path: answer.data.path, name: answer.data.name });
      setErrors((previous) => ({ ...previous, attachment_path: '' }));
    } catch (error) {
      setErrors((previous) => ({
        ...previous,
        attachment_path: error instanceof Error ? error.message : 'The file could not be attached.',
      }));
    }
  };

  if (loaded.error && !data)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 800, mb: 2 }}>
          Project not found
        </Typography>
        <Alert severity="error">{loaded.error}</Alert>
        <Button component={RouterLink} to={inbox} sx={{ mt: 2 }}>
          All matched projects
        </Button>
      </Container>
    );

  if (!shown)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          Matched project
        </Typography>
        <Typography role="status">Loading…</Typography>
      </Container>
    );

  const brief = shown.brief;
  const open =
    shown.status !== 'declined' &&
    shown.project_status !== 'completed' &&
    shown.project_status !== 'hired';
  const places = [...brief.countries, ...brief.cities].map((place) => place.name);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={inbox}>
        All matched projects
      </Link>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, mt: 1 }}
      >
        {brief.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
        <Chip label={leadStatusText(shown)} color="primary" />
        <Chip
          variant="outlined"
          label={waitingText(shown.waiting_minutes, shown.answered_at !== null)}
        />
      </Stack>
      <Box aria-live="polite" sx={{ mb: 2 }}>
        {notice ? <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert> : null}
      </Box>
      <BuyerDecision request={shown} />
      <Stack spacing={2}>
        <Section title="The brief">
          <Typography sx={{ whiteSpace: 'pre-line', mb: 2, overflowWrap: 'anywhere' }}>
            {brief.description}
          </Typography>
          <Facts
            items={[
              ['Services', brief.services.map((service) => service.name).join(', ') || '—'],
              ['Focuses', brief.focuses.map((focus) => focus.name).join(', ') || '—'],
              ['Location', places.join(', ') || 'Does not matter'],
              ['Budget', budgetText(brief.budget)],
              ['Stage', PROJECT_STAGE_LABELS[brief.project_stage]],
              ['Start', PROJECT_START_LABELS[brief.project_start]],
            ]}
          />
          {brief.files.length > 0 ? (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>Files</Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {brief.files.map((file) => (
                  <li key={file.path}>
                    <Link href={file.url} target="_blank" rel="noopener">
                      {file.name}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          {brief.voice_recording ? (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>Voice note</Typography>
              <audio controls src={brief.voice_recording.url} aria-label="The buyer’s voice note">
                <track kind="captions" />
              </audio>
            </Box>
          ) : null}
        </Section>
        {shown.reasons.length > 0 ? (
          <Section title="Why you were picked">
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {shown.reasons.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Section>
        ) : null}
        <Section title="The buyer">
          {shown.contact ? (
            <Facts
              items={[
                ['Name', shown.contact.name],
                [
                  'E-mail',
                  <Link key="email" href={`mailto:${shown.contact.email}`}>
                    {shown.contact.email}
                  </Link>,
                ],
                ['Phone', shown.contact.phone || '—'],
                ['Website', shown.contact.website || '—'],
                ['Role', shown.contact.role || '—'],
                ['Location', shown.contact.location ?? '—'],
              ]}
            />
          ) : (
            <Typography>
              {shown.status === 'declined'
                ? 'You declined this project.'
                : 'Accept the project (or send a quote) to see who the buyer is and how to reach them.'}
            </Typography>
          )}
          {shown.conversation_id ? (
            <Button
              component={RouterLink}
              to={paths.dashboardConversation(shown.conversation_id)}
              variant="outlined"
              sx={{ mt: 2 }}
            >
              Open the conversation
            </Button>
          ) : null}
          {shown.decline_reason ? (
            <Typography sx={{ mt: 1 }}>{`Your reason: ${shown.decline_reason}`}</Typography>
          ) : null}
        </Section>
        {shown.quote ? (
          <Section title="Your quote">
            <Typography sx={{ fontWeight: 700 }}>
              {`${money(shown.quote.amount)} · ${shown.quote.timeline}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{shown.quote.message}</Typography>
          </Section>
        ) : null}
        {open ? (
          <>
            {shown.status === 'released' ? (
              <Section title="Accept the project">
                <Typography sx={{ mb: 1 }}>
                  The buyer sees that you are in, and you see their contact details.
                </Typography>
                <Button
                  variant="contained"
                  disabled={busy !== null}
                  onClick={() => void run('accept', (slug) => api.acceptValetRequest(slug, id))}
                >
                  Accept
                </Button>
              </Section>
            ) : null}
            <Section title={shown.quote ? 'Send a new quote' : 'Send a quote'}>
              <Box
                component="form"
                method="post"
                noValidate
                onSubmit={(event) => void sendQuote(event)}
              >
                <Stack spacing={2}>
                  <TextField
                    id="valet-quote-amount"
                    label="Price (US$)"
                    type="number"
                    required
                    value={quote.amount}
                    onChange={(event) => setQuote({ ...quote, amount: event.target.value })}
                    error={Boolean(errors.amount)}
                    helperText={errors.amount ?? ' '}
                    slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                  />
                  <TextField
                    id="valet-quote-timeline"
                    label="Timeline"
                    required
                    placeholder="e.g. 6 weeks"
                    value={quote.timeline}
                    onChange={(event) => setQuote({ ...quote, timeline: event.target.value })}
                    error={Boolean(errors.timeline)}
                    helperText={errors.timeline ?? ' '}
                  />
                  <TextAreaField
                    id="valet-quote-message"
                    label="Message to the buyer"
                    required
                    minRows={4}
                    value={quote.message}
                    onChange={(event) => setQuote({ ...quote, message: event.target.value })}
                    error={Boolean(errors.message)}
                    helperText={errors.message ?? ' '}
                  />
                  <Box>
                    <FilePicker
                      variant="outlined"
                      accept={VALET_FILE_TYPES.join(',')}
                      label="Attachment"
                      onFiles={(files) => {
                        const file = files[0];
                        if (file) void attach(file);
                      }}
                    >
                      {attachment ? 'Replace the attachment' : 'Attach a file (optional)'}
                    </FilePicker>
                    {attachment ? (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {`Attached: ${attachment.name}`}
                      </Typography>
                    ) : null}
                    {errors.attachment_path ? (
                      <Typography variant="body2" color="error" role="alert">
                        {errors.attachment_path}
                      </Typography>
                    ) : null}
                  </Box>
                  <Box>
                    <Button type="submit" variant="contained" disabled={busy !== null}>
                      {busy === 'quote' ? 'Sending…' : 'Send the quote'}
                    </Button>
                  </Box>
                </Stack>
              </Box>
            </Section>
            <Section title="Ask the buyer a question">
              <Box component="form" method="post" noValidate onSubmit={(event) => void ask(event)}>
                <TextAreaField
                  id="valet-question"
                  label="Your question"
                  minRows={2}
                  value={question}
                  onChange={(event) => setQuestion(event.target.value)}
                  error={Boolean(errors.text)}
                  helperText={errors.text ?? ' '}
                />
                <Button type="submit" variant="outlined" disabled={busy !== null}>
                  Send the question
                </Button>
              </Box>
            </Section>
            {shown.status !== 'quoted' ? (
              <Section title="Decline">
                <Box
                  component="form"
                  method="post"
                  noValidate
                  onSubmit={(event) => void decline(event)}
                >
                  <TextAreaField
                    id="valet-decline-reason"
                    label="Why you decline (the buyer reads it)"
                    minRows={2}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    error={Boolean(errors.reason)}
                    helperText={errors.reason ?? ' '}
                  />
                  <Button type="submit" color="error" variant="outlined" disabled={busy !== null}>
                    Decline the project
                  </Button>
                </Box>
              </Section>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
});
