import { useState } from 'react';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  AwardAdminCategory,
  AwardApplicationRow,
  AwardVoteRow,
} from '@atlas/api/endpoints/awards-admin';
import type { AwardEditionSummary } from '@atlas/api/endpoints/awards-pages';
import { ApiError } from '@atlas/api/http';
import { AWARD_EDITIONS } from '@atlas/api/options';
import { useStores } from '../../../shared/stores/StoresContext';
import type { AwardsAdminPageData } from './routes';

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/** One held vote with the decision and its reason. */
function HeldVote({ vote, onDone }: { vote: AwardVoteRow; onDone: (text: string) => void }) {
  const { api } = useStores();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'count' | 'discard') => {
    setBusy(true);
    try {
      await api.decideAwardVote(vote.id, { decision, reason });
      onDone(`Vote ${vote.id} ${decision === 'count' ? 'counted' : 'discarded'}.`);
    } catch (error) {
      onDone(errorText(error));
    }
    setBusy(false);
  };
  return (
    <TableRow>
      <TableCell>{vote.id}</TableCell>
      <TableCell>{vote.category}</TableCell>
      <TableCell>{vote.nominee}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{vote.network.slice(0, 10)}</TableCell>
      <TableCell>{vote.reason}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`Reason for vote ${vote.id}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button disabled={busy || reason.trim().length < 3} onClick={() => decide('count')}>
            Count
          </Button>
          <Button
            color="error"
            disabled={busy || reason.trim().length < 3}
            onClick={() => decide('discard')}
          >
            Discard
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** A questionnaire waiting for a decision. */
function Application({
  application,
  onDone,
}: {
  application: AwardApplicationRow;
  onDone: (text: string) => void;
}) {
  const { api } = useStores();
  const decide = async (decision: 'accept' | 'reject') => {
    try {
      await api.decideAwardApplication(application.id, { decision });
      onDone(
        `${application.company} ${decision === 'accept' ? 'nominated in' : 'not nominated in'} ${application.category}.`,
      );
    } catch (error) {
      onDone(errorText(error));
    }
  };
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {application.company} — {application.category}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {application.evidence}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button onClick={() => decide('accept')}>Nominate</Button>
        <Button color="error" onClick={() => decide('reject')}>
          Reject
        </Button>
      </Stack>
    </Box>
  );
}

/** One juror's score of one nominee. */
function JuryScore({
  nomineeId,
  name,
  onDone,
}: {
  nomineeId: number;
  name: string;
  onDone: (text: string) => void;
}) {
  const { api } = useStores();
  const [juror, setJuror] = useState('');
  const [score, setScore] = useState('');
  const value = Number(score);
  const valid =
    juror.trim().length > 0 &&
    score !== '' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= 100;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography sx={{ minWidth: 200 }}>{name}</Typography>
      <TextField
        size="small"
        label={`Juror for ${name}`}
        value={juror}
        onChange={(e) => setJuror(e.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label={`Score for ${name}`}
        value={score}
        onChange={(e) => setScore(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
      />
      <Button
        disabled={!valid}
        onClick={async () => {
          try {
            const { data } = await api.setJuryScore(nomineeId, {
              juror: juror.trim(),
              score: value,
            });
            onDone(`${name}: ${data.scores} jury scores.`);
          } catch (error) {
            onDone(errorText(error));
          }
        }}
      >
        Save
      </Button>
    </Stack>
  );
}

/** Adds a category (a service, optionally in a region) to the edition. */
function NewCategory({ edition, onDone }: { edition: number; onDone: (text: string) => void }) {
  const { api } = useStores();
  const [service, setService] = useState('');
  const [region, setRegion] = useState('');
  const [slots, setSlots] = useState('1');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        label="Service slug"
        value={service}
        onChange={(e) => setService(e.target.value)}
      />
      <TextField
        size="small"
        label="Region slug (optional)"
        value={region}
        onChange={(e) => setRegion(e.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label="Winners"
        value={slots}
        onChange={(e) => setSlots(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: 10 } }}
      />
      <Button
        disabled={service.trim() === ''}
        onClick={async () => {
          try {
            const { data } = await api.createAwardCategory(edition, {
              service_slug: service.trim(),
              region_slug: region.trim() === '' ? null : region.trim(),
              winner_slots: Number(slots),
            });
            onDone(`Category ${data.name} added.`);
          } catch (error) {
            onDone(errorText(error));
          }
        }}
      >
        Add the category
      </Button>
    </Stack>
  );
}

/** The edition's story and the weights of its score, until the winners are published. */
function EditionSettings({
  edition,
  onDone,
}: {
  edition: AwardEditionSummary;
  onDone: (text: string) => void;
}) {
  const { api } = useStores();
  const [story, setStory] = useState(edition.story);
  const [jury, setJury] = useState(String(edition.weights.jury));
  const [votes, setVotes] = useState(String(edition.weights.votes));
  const [reviews, setReviews] = useState(String(edition.weights.reviews));
  const sum = Number(jury) + Number(votes) + Number(reviews);
  return (
    <Box
      component="form"
      method="post"
      aria-labelledby="edition-settings"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await api.updateAwardEdition(edition.year, {
            story,
            jury_weight: Number(jury),
            votes_weight: Number(votes),
            reviews_weight: Number(reviews),
          });
          onDone(`The ${edition.year} story and weights are saved.`);
        } catch (error) {
          onDone(errorText(error));
        }
      }}
    >
      <Typography
        id="edition-settings"
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, mt: 4, mb: 1 }}
      >
        Story and weights
      </Typography>
      <TextField
        label="The edition’s story"
        multiline
        minRows={3}
        fullWidth
        value={story}
        onChange={(e) => setStory(e.target.value)}
        sx={{ mb: 2 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {(
          [
            ['Jury weight (%)', jury, setJury],
            ['Public votes weight (%)', votes, setVotes],
            ['Reviews weight (%)', reviews, setReviews],
          ] as const
        ).map(([label, value, set]) => (
          <TextField
            key={label}
            size="small"
            type="number"
            label={label}
            value={value}
            onChange={(e) => set(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
            sx={{ width: 200 }}
          />
        ))}
        <Typography color={sum === 100 ? 'text.secondary' : 'error'}>
          {`Total ${sum} of 100`}
        </Typography>
        <Button type="submit" variant="outlined" disabled={sum !== 100}>
          Save story and weights
        </Button>
      </Stack>
    </Box>
  );
}

/** A category's winners, removal, and its nominees (each withdrawable while nobody voted for it). */
function CategoryControls({
  category,
  onDone,
}: {
  category: AwardAdminCategory;
  onDone: (text: string) => void;
}) {
  const { api } = useStores();
  const [slots, setSlots] = useState(String(category.winner_slots));
  const act = (run: () => Promise<string>) => async () => {
    try {
      onDone(await run());
    } catch (error) {
      onDone(errorText(error));
    }
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label={`Winners in ${category.name}`}
          value={slots}
          onChange={(e) => setSlots(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 10 } }}
          sx={{ width: 240, maxWidth: '100%' }}
        />
        <Button
          size="small"
          onClick={act(async () => {
            const { data } = await api.updateAwardCategory(category.id, {
              winner_slots: Number(slots),
            });
            return `${data.name} will have ${data.winner_slots} winners.`;
          })}
        >
          Save winners
        </Button>
        <Button
          size="small"
          color="error"
          disabled={category.votes > 0}
          onClick={act(async () => {
            await api.deleteAwardCategory(category.id);
            return `${category.name} is removed.`;
          })}
        >
          {`Remove ${category.name}`}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {category.votes > 0
            ? `${category.votes} votes: it stays, and so do its voted nominees.`
            : 'No votes yet.'}
        </Typography>
      </Stack>
      {category.nominees.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {category.nominees.map((nominee) => (
            <li key={nominee.id}>
              {`${nominee.company} (${nominee.source}, ${nominee.votes} votes) `}
              <Button
                size="small"
                color="error"
                disabled={nominee.votes > 0}
                onClick={act(async () => {
                  await api.deleteAwardNominee(nominee.id);
                  return `${nominee.company} is withdrawn from ${category.name}.`;
                })}
              >
                {`Withdraw ${nominee.company}`}
              </Button>
            </li>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

/** /admin/awards: an edition's counts, the daily integrity report, held votes, publishing. */
export function AwardsAdminPage() {
  const { overview } = useLoaderData<AwardsAdminPageData>();
  const { api } = useStores();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const { edition, integrity } = overview;
  const done = (text: string) => {
    setMessage(text);
    void revalidator.revalidate();
  };
  return (
    <Container sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        Awards {edition.year}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {AWARD_EDITIONS.map((year) => (
          <Link key={year} component={RouterLink} to={`/admin/awards?edition=${year}`}>
            {year}
          </Link>
        ))}
      </Stack>
      <Typography sx={{ mb: 2 }}>
        Phase: <strong>{edition.phase}</strong> · {overview.categories} categories ·{' '}
        {overview.nominees} nominees · {overview.pending_applications} questionnaires waiting ·
        weights {edition.weights.jury}/{edition.weights.votes}/{edition.weights.reviews}
      </Typography>
      {message ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        color="warning"
        disabled={edition.phase !== 'counting' && edition.phase !== 'nominees'}
        onClick={async () => {
          try {
            const { data } = await api.publishAwardWinners(edition.year);
            done(`Published ${data.winners} winners; ${data.notified} members notified.`);
          } catch (error) {
            done(errorText(error));
          }
        }}
      >
        Publish the winners
      </Button>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Integrity report, {integrity.day}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {integrity.totals.counted} counted, {integrity.totals.pending} waiting for their link,{' '}
        {integrity.totals.held} held, {integrity.totals.discarded} discarded.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          '& > *': { overflowX: 'auto' },
        }}
      >
        <Box>
          <Table size="small" aria-label="Votes by network">
            <TableHead>
              <TableRow>
                <TableCell>Network</TableCell>
                <TableCell align="right">Counted</TableCell>
                <TableCell align="right">Held</TableCell>
                <TableCell align="right">Discarded</TableCell>
                <TableCell align="right">Waiting</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {integrity.by_network.map((row) => (
                <TableRow key={row.network}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.network.slice(0, 10)}</TableCell>
                  <TableCell align="right">{row.counted}</TableCell>
                  <TableCell align="right">{row.held}</TableCell>
                  <TableCell align="right">{row.discarded}</TableCell>
                  <TableCell align="right">{row.pending}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box>
          <Table size="small" aria-label="Votes by hour">
            <TableHead>
              <TableRow>
                <TableCell>Hour (UTC)</TableCell>
                <TableCell align="right">Votes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {integrity.by_hour.map((row) => (
                <TableRow key={row.hour}>
                  <TableCell>{String(row.hour).padStart(2, '0')}:00</TableCell>
                  <TableCell align="right">{row.votes}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Held votes
      </Typography>
      {integrity.held.length === 0 ? (
        <Typography>No vote is held.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Held votes">
            <TableHead>
              <TableRow>
                <TableCell>Vote</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Nominee</TableCell>
                <TableCell>Network</TableCell>
                <TableCell>Why held</TableCell>
                <TableCell>Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {integrity.held.map((vote) => (
                <HeldVote key={vote.id} vote={vote} onDone={done} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Questionnaires
      </Typography>
      {overview.applications.length === 0 ? (
        <Typography>No questionnaire waits.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0 }}>
          {overview.applications.map((application) => (
            <Application key={application.id} application={application} onDone={done} />
          ))}
        </Box>
      )}

      {edition.phase !== 'winners' ? (
        <>
          <EditionSettings key={edition.year} edition={edition} onDone={done} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
            Categories, nominees and jury scores
          </Typography>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            New category
          </Typography>
          <NewCategory edition={edition.year} onDone={done} />
          {overview.category_list.map((category) => (
            <Box component="section" key={category.id} sx={{ mb: 2, mt: 2 }}>
              <Typography component="h3" variant="h6">
                {category.name}
              </Typography>
              <CategoryControls category={category} onDone={done} />
              <Button
                size="small"
                onClick={async () => {
                  try {
                    const { data } = await api.nominateFromRanking(category.id, 3);
                    done(`${data.added} nominated from the ranking in ${category.name}.`);
                  } catch (error) {
                    done(errorText(error));
                  }
                }}
              >
                Nominate the 3 best-ranked
              </Button>
              {category.nominees.map((nominee) => (
                <JuryScore
                  key={nominee.id}
                  nomineeId={nominee.id}
                  name={nominee.company}
                  onDone={done}
                />
              ))}
            </Box>
          ))}
        </>
      ) : null}

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Discarded on {integrity.day}
      </Typography>
      {integrity.discarded.length === 0 ? (
        <Typography>None.</Typography>
      ) : (
        <Box component="ul">
          {integrity.discarded.map((vote) => (
            <li key={vote.id}>
              Vote {vote.id} ({vote.category}, {vote.nominee}): {vote.reason}
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
