import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { buildFilterQuery, type FilterSelection } from '@atlas/api/filter-selection';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';

/** "Save this search" for a signed-in person: names the listing's current filters and keeps them. */
export const SaveSearch = observer(function SaveSearch({
  pathname,
  search,
  filters,
}: {
  pathname: string;
  search: string;
  /** The listing's filters, its own place and service included: what an alert checks. */
  filters: FilterSelection;
}) {
  const { api, user } = useStores();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState(false);
  if (!user.isLoggedIn) return null;

  if (!open) {
    return (
      <Box>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Save this search
        </Button>
        {saved ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {`Saved as "${saved.name}". `}
            <Link component={RouterLink} to={paths.savedSearch(saved.id)}>
              Open it
            </Link>
          </Alert>
        ) : null}
      </Box>
    );
  }

  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-label="Save this search"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      onSubmit={async (event) => {
        event.preventDefault();
        const body = {
          name,
          path: pathname,
          query: search,
          filters: buildFilterQuery(filters),
          alert,
        };
        setSaving(true);
        try {
          // The body's schema comes with the saved-search calls' own module (which the save
          // loads anyway), not with the listing page.
          const { CreateSavedSearchBodySchema } =
            await import('@atlas/api/endpoints/saved-searches');
          const parsed = CreateSavedSearchBodySchema.safeParse(body);
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? 'Check the name');
            return;
          }
          const { data } = await api.createSavedSearch({ ...body, name: parsed.data.name });
          setSaved({ id: data.id, name: data.name });
          setOpen(false);
          setName('');
          setError(null);
        } catch (failure) {
          setError(
            failure instanceof ApiError
              ? failure.message
              : 'The search could not be saved. Try again.',
          );
        } finally {
          setSaving(false);
        }
      }}
    >
      <TextField
        label="Name of the search"
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus
      />
      <FormControlLabel
        control={<Checkbox checked={alert} onChange={(event) => setAlert(event.target.checked)} />}
        label="E-mail me new companies"
      />
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
    </Box>
  );
});
