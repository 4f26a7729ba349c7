import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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
  MAX_BULK_INVITATIONS,
  MANAGED_REVIEW_STATUSES,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_REPORT_REASON_MIN,
  REVIEW_REPORT_STATUS_LABELS,
  type ManagedReview,
  type ManagedReviewStatus,
} from '@atlas/api/endpoints/company-reviews';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const STATUS_LABELS: Readonly<Record<ManagedReviewStatus, string>> = {
  published: 'Published',
  pending: 'Waiting for moderation',
  rejected: 'Rejected',
};

/** The addresses of a pasted list: one per line, or separated by commas, semicolons or spaces. */
export function addressesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function ReplyForm({
  slug,
  review,
  onReplied,
}: {
  slug: string;
  review: ManagedReview;
  onReplied: () => void;
}) {
  const { api } = useStores();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `reply-${review.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await api.replyToReview(slug, review.id, { body: text });
      onReplied();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The reply could not be sent.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" method="post" onSubmit={submit} noValidate sx={{ mt: 1.5 }}>
      <TextField
        id={id}
        label="Your public reply"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error ?? `Shown under the review on your profile. One reply per review.`}
        slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={sending || text.trim().length < 2}
        sx={{ mt: 1, minHeight: 44 }}
      >
        Publish reply
      </Button>
    </Box>
  );
}

/** Sends a published review to staff with a reason; a waiting or decided report shows instead. */
function ReportForm({
  slug,
  review,
  onReported,
}: {
  slug: string;
  review: ManagedReview;
  onReported: () => void;
}) {
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const report = review.report;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await api.reportReview(slug, review.id, { reason: text });
      setOpen(false);
      onReported();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The report could not be sent.');
    } finally {
      setSending(false);
    }
  }

  if (report && (report.status === 'open' || !open))
    return (
      <Alert severity={report.status === 'dismissed' ? 'info' : 'warning'} sx={{ mt: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`Reported to our staff: ${REVIEW_REPORT_STATUS_LABELS[report.status]}`}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {report.decision_note
            ? `Their note: ${report.decision_note}`
            : `Your reason: ${report.reason}`}
        </Typography>
        {report.status === 'dismissed' ? (
          <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 0.5, minHeight: 36 }}>
            Report it again
          </Button>
        ) : null}
      </Alert>
    );
  if (!open)
    return (
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen(true)}
        sx={{ mt: 1, minHeight: 36 }}
      >
        Report to staff
      </Button>
    );
  const id = `report-${review.id}`;
  return (
    <Box component="form" method="post" onSubmit={submit} noValidate sx={{ mt: 1.5 }}>
      <TextField
        id={id}
        label="Why should our staff look at this review?"
        multiline
        minRows={2}
        fullWidth
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={
          error ??
          'For example: the reviewer was never your client, or it names a private person. Staff decide, and you get their answer by e-mail.'
        }
        slotProps={{ htmlInput: { maxLength: REVIEW_REPORT_REASON_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          type="submit"
          variant="outlined"
          color="warning"
          disabled={sending || text.trim().length < REVIEW_REPORT_REASON_MIN}
          sx={{ minHeight: 44 }}
        >
          Send report
        </Button>
        <Button onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

function InviteForm({ slug }: { slug: string }) {
  const { api } = useStores();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; lines: string[] } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emails = addressesOf(text);
    if (emails.length === 0) {
      setOutcome({ ok: false, lines: ['Paste at least one e-mail address.'] });
      return;
    }
    if (emails.length > MAX_BULK_INVITATIONS) {
      setOutcome({ ok: false, lines: [`Invite at most ${MAX_BULK_INVITATIONS} at once.`] });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const { data } = await api.inviteReviewers(slug, { emails });
      setOutcome({
        ok: true,
        lines: [
          `${data.invited.length} ${data.invited.length === 1 ? 'invitation' : 'invitations'} sent.`,
          ...data.skipped.map((item) => `${item.email}: ${item.reason}`),
        ],
      });
      setText('');
    } catch (caught) {
      setOutcome({
        ok: false,
        lines: [caught instanceof ApiError ? caught.message : 'The invitations could not be sent.'],
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" method="post" onSubmit={submit} noValidate>
      <TextField
        id="invite-emails"
        label="Clients' e-mail addresses"
        multiline
        minRows={3}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={`One per line, or separated by commas. Each gets its own link, valid for 30 days. Up to ${MAX_BULK_INVITATIONS} at once.`}
      />
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1, minHeight: 44 }}>
        Send invitations
      </Button>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {outcome.lines.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * /dashboard/company/reviews (issue 19): every review of the company with its status, a public
 * reply to each published one (once), reporting one to staff, and inviting clients in bulk by
 * e-mail.
 */
export const CompanyReviewsPage = observer(function CompanyReviewsPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const [search] = useSearchParams();
  const statusParam = search.get('status');
  const status = MANAGED_REVIEW_STATUSES.find((value) => value === statusParam);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const loaded = useLoad(
    async (signal) => {
      try {
        const { slug } = await managed.read(signal);
        const list = await api.listManagedReviews(
          slug,
          { ...(status ? { status } : {}), page: String(page) },
          signal,
        );
        return { slug, list };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    `company-reviews:${managed.named}:${status ?? ''}:${page}`,
  );
  const value = loaded.data;
  // Filters and pages keep the company the list is of (issue 33).
  const filterHref = (next: ManagedReviewStatus | null, pageNumber?: number) => {
    const query = new URLSearchParams();
    if (next) query.set('status', next);
    if (pageNumber) query.set('page', String(pageNumber));
    const searchText = query.toString();
    const path = paths.dashboardCompanyReviews();
    return managed.link(searchText ? `${path}?${searchText}` : path, value?.slug);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your clients’ reviews, your replies, and invitations to write one.
      </Typography>
      {loaded.loading && !value ? (
        <Typography role="status">Loading your reviews…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !value ? (
        <NoCompanyYet />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="reviews-heading" sx={{ minWidth: 0 }}>
            <Typography id="reviews-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {value.list.awaiting_reply > 0
                ? `${value.list.awaiting_reply} ${value.list.awaiting_reply === 1 ? 'review waits' : 'reviews wait'} for your reply`
                : 'Every published review has your reply'}
            </Typography>
            <Box component="nav" aria-label="Review status" sx={{ my: 2 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {[null, ...MANAGED_REVIEW_STATUSES].map((option) => {
                  const count =
                    option === null
                      ? value.list.counts.pending +
                        value.list.counts.published +
                        value.list.counts.rejected
                      : value.list.counts[option];
                  const current = (option ?? undefined) === status;
                  return (
                    <Button
                      key={option ?? 'all'}
                      component={RouterLink}
                      to={filterHref(option)}
                      variant={current ? 'contained' : 'outlined'}
                      size="small"
                      aria-current={current ? 'page' : undefined}
                      sx={{ minHeight: 36 }}
                    >
                      {`${option ? STATUS_LABELS[option] : 'All'} (${count})`}
                    </Button>
                  );
                })}
              </Stack>
            </Box>
            {value.list.data.length === 0 ? (
              <Typography>No review here yet. Invite your clients to write one.</Typography>
            ) : (
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {value.list.data.map((review) => (
                  <Paper
                    key={review.id}
                    component="li"
                    variant="outlined"
                    aria-label={review.title}
                    sx={{ p: 2, minWidth: 0 }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        {review.title}
                      </Typography>
                      <Chip
                        size="small"
                        label={STATUS_LABELS[review.status]}
                        color={review.status === 'published' ? 'success' : 'default'}
                      />
                    </Stack>
                    <Typography color="text.secondary" variant="body2">
                      {`${review.rating.toFixed(1)} of 5 · ${review.reviewer_name ?? 'Name not shown'}${review.reviewer_company ? `, ${review.reviewer_company}` : ''} · ${day.format(new Date(review.published_at ?? review.created_at))}`}
                    </Typography>
                    {review.reply ? (
                      <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          Your reply
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {review.reply.body}
                        </Typography>
                      </Box>
                    ) : review.status === 'published' ? (
                      <ReplyForm slug={value.slug} review={review} onReplied={loaded.reload} />
                    ) : null}
                    {review.status === 'published' || review.report ? (
                      <ReportForm slug={value.slug} review={review} onReported={loaded.reload} />
                    ) : null}
                  </Paper>
                ))}
              </Stack>
            )}
            {value.list.meta.last_page > 1 ? (
              <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                {page > 1 ? (
                  <Link component={RouterLink} to={filterHref(status ?? null, page - 1)}>
                    Newer reviews
                  </Link>
                ) : null}
                {page < value.list.meta.last_page ? (
                  <Link component={RouterLink} to={filterHref(status ?? null, page + 1)}>
                    Older reviews
                  </Link>
                ) : null}
              </Stack>
            ) : null}
          </Box>
          <Box component="section" aria-labelledby="invite-heading" sx={{ minWidth: 0 }}>
            <Typography
              id="invite-heading"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 2 }}
            >
              Invite clients
            </Typography>
            <InviteForm slug={value.slug} />
          </Box>
        </Box>
      )}
    </Container>
  );
});
