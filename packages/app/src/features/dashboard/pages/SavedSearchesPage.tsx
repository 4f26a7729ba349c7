import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SavedSearch } from '@atlas/api/endpoints/saved-searches';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { useStores } from '../../../shared/stores/StoresContext';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function SearchItem({ search, onChanged }: { search: SavedSearch; onChanged: () => void }) {
  const { api } = useStores();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await api.updateSavedSearch(search.id, { name });
      setRenaming(false);
    });
  }

  return (
    <Paper component="li" variant="outlined" aria-label={search.name} sx={{ p: 2, minWidth: 0 }}>
      {renaming ? (
        <Box
          component="form"
          method="post"
          onSubmit={rename}
          noValidate
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label="New name"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
            Save name
          </Button>
          <Button onClick={() => setRenaming(false)} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
        </Box>
      ) : (
        <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={paths.savedSearch(search.id)}>
            {search.name}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Saved ${day.format(new Date(search.created_at))} · ${search.url}`}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={search.alert}
              disabled={busy || !search.alert_available}
              onChange={(event) =>
                void run(() => api.updateSavedSearch(search.id, { alert: event.target.checked }))
              }
            />
          }
          label={
            search.alert_available
              ? 'E-mail me new companies (daily)'
              : 'Alerts: open the search and save it again to turn them on'
          }
        />
        {!renaming ? (
          <Button
            size="small"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${search.name}`}
            sx={{ minHeight: 40 }}
          >
            Rename
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => void run(() => api.deleteSavedSearch(search.id))}
          aria-label={`Delete ${search.name}`}
          sx={{ minHeight: 40 }}
        >
          Delete
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * /dashboard/searches (issue 19): the person's saved searches, to open, rename or delete, each
 * with an optional daily e-mail about new companies it finds.
 */
export const SavedSearchesPage = observer(function SavedSearchesPage() {
  const { api } = useStores();
  const loaded = useLoad(async (signal) => (await api.listSavedSearches(signal)).data, 'searches');
  const searches = loaded.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Saved Searches
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Listings you saved with their filters. Turn on an alert to hear about new companies.
      </Typography>
      {loaded.loading && !searches ? (
        <Typography role="status">Loading your searches…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !searches || searches.length === 0 ? (
        <Typography>
          No saved search yet. Filter a{' '}
          <Link component={RouterLink} to={paths.companies()}>
            listing
          </Link>{' '}
          and choose “Save this search”.
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {searches.map((search) => (
            <SearchItem key={search.id} search={search} onChanged={loaded.reload} />
          ))}
        </Stack>
      )}
    </Container>
  );
});
