import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Countdown } from '@atlas/ui/Countdown';
import {
  VALET_MATCH_STATUS_LABELS,
  VALET_PROJECT_STATUS_LABELS,
  type ValetMatch,
} from '@atlas/api/valet';
import { paths } from '../../../config/paths';
import type { ValetProjectStore } from '../stores/ValetProjectStore';
import { replyDuration } from '../../../shared/companies/replyTime';
import { QuoteComparison } from '../compare/QuoteComparison';
import { money } from './format';

const MatchCard = observer(function MatchCard({
  match,
  store,
  selectable,
}: {
  match: ValetMatch;
  store: ValetProjectStore;
  selectable: boolean;
}) {
  const { company } = match;
  const headingId = `valet-match-${company.id}`;
  const facts = [
    company.rating !== null ? `${company.rating.toFixed(1)} stars` : null,
    `${company.review_count} reviews`,
    company.verified ? 'verified' : null,
    company.median_reply_minutes === null
      ? null
      : `answers in ${replyDuration(company.median_reply_minutes)}`,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          <Link component={RouterLink} to={paths.company(company.slug)}>
            {company.name}
          </Link>
        </Typography>
        <Chip
          size="small"
          label={VALET_MATCH_STATUS_LABELS[match.status]}
          color={
            match.status === 'quoted' || match.status === 'accepted'
              ? 'success'
              : match.status === 'declined'
                ? 'default'
                : match.released
                  ? 'info'
                  : 'default'
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      <Typography variant="body2">
        {[
          company.location ? `Based in ${company.location}` : 'Location not given',
          match.covers.length > 0
            ? `does ${match.covers.map((service) => service.name).join(', ')}`
            : null,
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </Typography>
      {match.reasons.length > 0 ? (
        <Box component="ul" aria-label={`Why ${company.name}`} sx={{ pl: 2.5, my: 1 }}>
          {match.reasons.map((reason) => (
            <li key={reason}>
              <Typography variant="body2">{reason}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {match.decline_reason ? (
        <Typography variant="body2">{`Declined: ${match.decline_reason}`}</Typography>
      ) : null}
      {match.quote ? (
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
          {`Quote: ${money(match.quote.amount)} · ${match.quote.timeline}${
            match.buyer_decision === 'accepted'
              ? ' · hired'
              : match.buyer_decision === 'declined'
                ? ' · declined'
                : ''
          }`}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {selectable && !match.released ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={store.isChosen(company.id)}
                onChange={() => store.toggleChosen(company.id)}
              />
            }
            label={`Send the brief to ${company.name}`}
          />
        ) : null}
        {match.conversation_id && match.status !== 'declined' && !match.quote ? (
          <Button
            component={RouterLink}
            to={paths.dashboardConversation(match.conversation_id)}
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'normal', textAlign: 'left', maxWidth: '100%' }}
          >
            {`Open the conversation with ${company.name}`}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
});

/**
 * A project as its buyer sees it: the hour's countdown, the shortlist with the reasons for each
 * pick, the choice of who gets the brief (once the address is verified), answers and quotes, and
 * the next best matches when the hour did not bring enough answers.
 */
export const ProjectView = observer(function ProjectView({
  store,
  now,
  tickMs,
}: {
  store: ValetProjectStore;
  /** The clock the countdown reads, and how often. */
  now: () => number;
  tickMs: number;
}) {
  const project = store.project;
  if (!project) return null;
  const selectable = store.canRelease;
  const dueAt = store.dueAt;
  const completed = project.status === 'completed';
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={VALET_PROJECT_STATUS_LABELS[project.status]} color="primary" />
        <Typography color="text.secondary">{project.title}</Typography>
      </Box>
      {store.message ? (
        <Alert severity="success" role="status">
          {store.message}
        </Alert>
      ) : null}
      {dueAt !== null && project.status === 'released' ? (
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
            Answers are due within the hour
          </Typography>
          <Countdown
            end={dueAt}
            now={now}
            tick={tickMs}
            label="Answers due in"
            expiredText="The hour is over: answers keep coming in, and we offer more matches if few came."
            size="small"
          />
        </Box>
      ) : null}
      <QuoteComparison store={store} />
      <Box component="section" aria-labelledby="valet-shortlist-heading">
        <Typography
          id="valet-shortlist-heading"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}
        >
          Your shortlist
        </Typography>
        {project.shortlist.length === 0 ? (
          <Typography>
            No company matches yet. Our team looks at your project by hand and writes to you.
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {project.shortlist.map((match) => (
              <MatchCard
                key={match.company.id}
                match={match}
                store={store}
                selectable={selectable}
              />
            ))}
          </Stack>
        )}
      </Box>
      {project.more_matches.length > 0 ? (
        <Box component="section" aria-labelledby="valet-more-heading">
          <Typography
            id="valet-more-heading"
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}
          >
            More matches
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Fewer companies answered within the hour than we promised. These are the next best: send
            them the brief too.
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {project.more_matches.map((match) => (
              <MatchCard
                key={match.company.id}
                match={match}
                store={store}
                selectable={selectable}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      {store.actionError ? (
        <Alert severity="error" role="alert">
          {store.actionError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {selectable ? (
          <Button
            variant="contained"
            size="large"
            disabled={store.releasing}
            onClick={() => void store.release()}
          >
            {store.releasing
              ? 'Sending…'
              : store.chosen.length > 0
                ? `Send the brief to ${store.chosen.length} ${store.chosen.length === 1 ? 'company' : 'companies'}`
                : 'Send the brief to the chosen companies'}
          </Button>
        ) : null}
        {store.released.length > 0 && !completed ? (
          <Button
            variant="outlined"
            disabled={store.completing}
            onClick={() => void store.complete()}
          >
            Mark the project done
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
});
