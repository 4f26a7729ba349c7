import { useState } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AwardCategory } from '@atlas/api/endpoints/awards-pages';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';
import { phaseSentence, type VotePageData } from '../awards';

interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields?.[0]?.message ?? error.message;
  return 'Something went wrong. Please try again.';
}

/** One category's ballot: its nominees as radio buttons and the button that votes. */
function CategoryBallot({
  category,
  current,
  mode,
  onVote,
}: {
  category: AwardCategory;
  current: number | null;
  mode: 'cast' | 'change';
  onVote: (nomineeId: number) => Promise<Outcome>;
}) {
  const [choice, setChoice] = useState<number | null>(current);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const label = mode === 'change' ? 'Change my vote' : 'Vote';
  return (
    <Box
      component="section"
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <FormControl component="fieldset" disabled={busy}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {category.name}
        </FormLabel>
        <RadioGroup
          name={`category-${category.id}`}
          value={choice === null ? '' : String(choice)}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {category.nominees.map((nominee) => (
            <FormControlLabel
              key={nominee.id}
              value={String(nominee.id)}
              control={<Radio />}
              label={`${nominee.company.name}${nominee.id === current ? ' (your vote)' : ''}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          color="warning"
          disabled={busy || choice === null}
          aria-label={`${label} in ${category.name}`}
          onClick={async () => {
            if (choice === null) return;
            setBusy(true);
            setOutcome(await onVote(choice));
            setBusy(false);
          }}
        >
          {label}
        </Button>
      </Box>
      {outcome ? (
        <Alert severity={outcome.severity} role="status" sx={{ mt: 1 }}>
          {outcome.text}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * /awards-{year}/vote and /vote/update: a ballot per category. A signed-in voter's vote counts at
 * once; a guest gives an address and follows the e-mailed link, which comes back here to confirm.
 */
export const VotePage = observer(function VotePage() {
  const { edition, myVotes, confirmToken, mode } = useLoaderData<VotePageData>();
  const { api, user } = useStores();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const open = edition.phase === 'voting';
  const votes = new Map(myVotes.map((vote) => [vote.category_id, vote.nominee_id]));

  const vote = async (nomineeId: number): Promise<Outcome> => {
    try {
      const body = user.isLoggedIn ? { nominee_id: nomineeId } : { nominee_id: nomineeId, email };
      const { data } =
        mode === 'change' ? await api.changeAwardVote(body) : await api.castAwardVote(body);
      return {
        severity:
          data.status === 'held' ? 'warning' : data.status === 'pending' ? 'info' : 'success',
        text: data.message,
      };
    } catch (error) {
      return { severity: 'error', text: messageOf(error) };
    }
  };

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1 }}>
        {mode === 'change'
          ? `Change your ${edition.year} votes`
          : `Vote in the ${edition.year} Awards`}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        One vote per person in each category; you can change it until voting ends. Members of a
        nominated company cannot vote in its category.
      </Typography>
      {confirmToken ? (
        <Box sx={{ mb: 3 }}>
          {confirmation ? (
            <Alert severity={confirmation.severity} role="status">
              {confirmation.text}
            </Alert>
          ) : (
            <Button
              variant="contained"
              color="warning"
              disabled={confirming}
              onClick={async () => {
                setConfirming(true);
                try {
                  const { data } = await api.confirmAwardVote(confirmToken);
                  setConfirmation({
                    severity: data.status === 'held' ? 'warning' : 'success',
                    text: data.message,
                  });
                } catch (error) {
                  setConfirmation({ severity: 'error', text: messageOf(error) });
                }
                setConfirming(false);
              }}
            >
              Confirm my vote
            </Button>
          )}
        </Box>
      ) : null}
      {!open ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {phaseSentence(edition)}
        </Alert>
      ) : null}
      {open && !user.isLoggedIn ? (
        <TextField
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          helperText="We e-mail you a link: your vote counts once you follow it."
          sx={{ mb: 3, maxWidth: 420 }}
          fullWidth
        />
      ) : null}
      {open
        ? edition.categories.map((category) => (
            <CategoryBallot
              key={category.id}
              category={category}
              current={votes.get(category.id) ?? null}
              mode={mode}
              onVote={vote}
            />
          ))
        : null}
      {!open ? (
        <Link component={RouterLink} to={`/awards-${edition.year}`}>
          {edition.phase === 'winners'
            ? `The ${edition.year} winners`
            : `The ${edition.year} nominees`}
        </Link>
      ) : null}
    </Container>
  );
});
