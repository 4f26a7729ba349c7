import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { replyDuration } from '../../../shared/companies/replyTime';
import { money } from '../components/format';
import type { ValetProjectStore } from '../stores/ValetProjectStore';
import { DecisionDialog, type PendingDecision } from './DecisionDialog';
import { QUOTE_SORT_LABELS, QUOTE_SORTS, type QuotedMatch, type QuoteSort } from './quotes';

function isQuoteSort(value: string): value is QuoteSort {
  return (QUOTE_SORTS as readonly string[]).includes(value);
}

/** One quote as a column of facts, in the same order for every company. */
const QuoteColumn = observer(function QuoteColumn({
  match,
  store,
  onDecide,
}: {
  match: QuotedMatch;
  store: ValetProjectStore;
  onDecide: (decision: PendingDecision) => void;
}) {
  const { company, quote } = match;
  const project = store.project;
  const headingId = `quote-${company.id}`;
  const open =
    match.buyer_decision === null &&
    project !== null &&
    project.status !== 'completed' &&
    project.hired_company_id === null;
  const facts: [string, string][] = [
    ['Price', money(quote.amount)],
    ['Timeline', quote.timeline],
    [
      'Rating',
      company.rating === null
        ? `No rating yet (${company.review_count} reviews)`
        : `${company.rating.toFixed(1)} of 5 from ${company.review_count} review${company.review_count === 1 ? '' : 's'}`,
    ],
    ['Answers leads', replyDuration(company.median_reply_minutes) ?? 'Not known yet'],
    ['Location', company.location ?? 'Not given'],
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        scrollSnapAlign: 'start',
        minWidth: 0,
        overflowWrap: 'anywhere',
        borderColor: match.buyer_decision === 'accepted' ? 'success.main' : undefined,
      }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        <Link component={RouterLink} to={paths.company(company.slug)}>
          {company.name}
        </Link>
      </Typography>
      {match.buyer_decision === 'accepted' ? (
        <Chip label="Hired" color="success" size="small" sx={{ alignSelf: 'start' }} />
      ) : match.buyer_decision === 'declined' ? (
        <Chip label="Declined" size="small" sx={{ alignSelf: 'start' }} />
      ) : null}
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { m: 0 } }}>
        {facts.map(([term, value]) => (
          <Box key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
        <Box>
          <dt>What is included</dt>
          <Box component="dd" sx={{ whiteSpace: 'pre-line' }}>
            {quote.message}
            {quote.attachment ? (
              <>
                {' '}
                <Link href={quote.attachment.url} target="_blank" rel="noopener">
                  {quote.attachment.name}
                </Link>
              </>
            ) : null}
          </Box>
        </Box>
      </Box>
      {match.buyer_decision === 'declined' && match.buyer_decision_reason ? (
        <Typography variant="body2" color="text.secondary">
          {`Your reason: ${match.buyer_decision_reason}`}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          mt: 'auto',
          pt: 1,
          // Long company names wrap inside the column instead of spilling out of it.
          '& .MuiButton-root': { whiteSpace: 'normal', textAlign: 'center' },
        }}
      >
        {open ? (
          <>
            <Button
              variant="contained"
              size="small"
              disabled={store.deciding !== null}
              onClick={() => onDecide({ kind: 'accept', match })}
            >
              {`Accept ${company.name}’s quote`}
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={store.deciding !== null}
              onClick={() => onDecide({ kind: 'decline', match })}
            >
              {`Decline ${company.name}’s quote`}
            </Button>
          </>
        ) : null}
        {match.conversation_id ? (
          <Button
            component={RouterLink}
            to={paths.dashboardConversation(match.conversation_id)}
            size="small"
          >
            {match.buyer_decision === 'accepted'
              ? `Talk to ${company.name}`
              : `Open the conversation with ${company.name}`}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
});

/**
 * The quotes of a project side by side (issue 33): price, timeline, what is included, the
 * company's rating and reviews, how fast it answers, where it is; sorted as the buyer chooses. On a
 * wide screen the quotes stand in columns; on a phone they form a row the buyer swipes through.
 * Each can be accepted (hiring the company) or declined with a reason.
 */
export const QuoteComparison = observer(function QuoteComparison({
  store,
}: {
  store: ValetProjectStore;
}) {
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const quotes = store.comparedQuotes;
  if (quotes.length === 0) return null;
  const hired = store.hired;
  return (
    <Box component="section" aria-labelledby="valet-quotes-heading">
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography
          id="valet-quotes-heading"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.25rem' }}
        >
          {`Compare ${quotes.length} quote${quotes.length === 1 ? '' : 's'}`}
        </Typography>
        <TextField
          select
          size="small"
          label="Sort quotes by"
          value={store.quoteSort}
          onChange={(event) => {
            if (isQuoteSort(event.target.value)) store.setQuoteSort(event.target.value);
          }}
          // The phone's own picker, and no menu to animate.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {QUOTE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {QUOTE_SORT_LABELS[sort]}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography sx={{ mb: 1.5 }} color="text.secondary">
        {hired
          ? `You hired ${hired.company.name}. The other companies were told.`
          : 'Accept the quote you want: that company is told at once, and we thank the others for you.'}
      </Typography>
      <Box
        component="ul"
        aria-label="Quotes"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          // A phone swipes through the quotes; a wide screen shows them in columns.
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: '85%', sm: '45%', md: 'unset' },
          gridTemplateColumns: { md: 'repeat(auto-fill, minmax(240px, 1fr))' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          pb: { xs: 1, md: 0 },
        }}
      >
        {quotes.map((match) => (
          <QuoteColumn key={match.company.id} match={match} store={store} onDecide={setPending} />
        ))}
      </Box>
      <DecisionDialog store={store} pending={pending} onClose={() => setPending(null)} />
    </Box>
  );
});
