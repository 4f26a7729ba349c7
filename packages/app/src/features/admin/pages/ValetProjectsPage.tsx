import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VALET_PROJECT_SORT_FIELDS, type ValetProjectRow } from '@atlas/api/endpoints/valet-admin';
import type { CompanySuggestion } from '@atlas/api/endpoints/search';
import { ApiError } from '@atlas/api/http';
import {
  VALET_PROJECT_STATUSES,
  VALET_PROJECT_STATUS_LABELS,
  VALET_SHORTLIST_SIZE,
} from '@atlas/api/valet';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueueLayout, type QueueData } from '../components/QueuePage';

export type ValetProjectsPageData = QueueData<ValetProjectRow>;

const STATUS_OPTIONS = VALET_PROJECT_STATUSES.map((status) => ({
  value: status,
  label: VALET_PROJECT_STATUS_LABELS[status],
}));

interface Pick {
  id: number;
  name: string;
}

/** Before the buyer releases the brief, staff may change who is on the shortlist (audited). */
const adjustable = (row: ValetProjectRow) =>
  row.status === 'awaiting_verification' || row.status === 'shortlisted';

/** The shortlist being edited: order (the rank the buyer sees), removal and companies added by name. */
function ShortlistEditor({
  row,
  onClose,
}: {
  row: ValetProjectRow;
  onClose: (message: string | null) => void;
}) {
  const { api } = useStores();
  const [picks, setPicks] = useState<Pick[]>(
    row.shortlist.map((match) => ({ id: match.company.id, name: match.company.name })),
  );
  const [text, setText] = useState('');
  const [found, setFound] = useState<CompanySuggestion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const move = (index: number, by: -1 | 1) =>
    setPicks((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const search = async () => {
    if (text.trim().length === 0) return;
    try {
      const answer = await api.search({ q: text.trim(), limit: 6 });
      setFound(answer.companies);
    } catch {
      setError('The search did not answer. Try again.');
    }
  };

  const save = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await api.updateValetShortlist(row.id, {
        company_ids: picks.map((pick) => pick.id),
      });
      onClose(answer.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DialogContent>
        <FormAlert message={error} />
        <DialogContentText component="div" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {`${row.name} <${row.email}>${row.email_verified ? '' : ' (address not confirmed yet)'}`}
        </DialogContentText>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`Shortlist (${picks.length} of at most ${VALET_SHORTLIST_SIZE})`}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 3, my: 1 }}>
          {picks.map((pick, index) => (
            <li key={pick.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ flex: 1, minWidth: 120 }}>{pick.name}</Typography>
                <IconButton
                  size="small"
                  aria-label={`Move ${pick.name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${pick.name} down`}
                  disabled={index === picks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </IconButton>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${pick.name}`}
                  disabled={picks.length === 1}
                  onClick={() => setPicks(picks.filter((item) => item.id !== pick.id))}
                >
                  Remove
                </Button>
              </Stack>
            </li>
          ))}
        </Stack>
        <Stack
          component="form"
          method="get"
          role="search"
          aria-label="Find a company to add"
          direction="row"
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <TextField
            label="Add a company by name"
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined">
            Find
          </Button>
        </Stack>
        {found !== null ? (
          <Stack component="ul" spacing={0.5} sx={{ pl: 0, mt: 1, listStyle: 'none' }}>
            {found.length === 0 ? <li>No company has that name.</li> : null}
            {found.map((company) => (
              <li key={company.id}>
                <Button
                  size="small"
                  disabled={
                    picks.length >= VALET_SHORTLIST_SIZE ||
                    picks.some((pick) => pick.id === company.id)
                  }
                  onClick={() => setPicks([...picks, { id: company.id, name: company.name }])}
                >
                  {`Add ${company.name}`}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={sending}>
          Save the shortlist
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * /admin/valet: project submissions (issue 18) with their shortlists. Until the buyer releases
 * the brief, staff may reorder, remove and add companies; every change is audited.
 */
export function ValetProjectsPage() {
  const { alert } = useStores();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<ValetProjectRow | null>(null);

  return (
    <QueueLayout<ValetProjectRow>
      heading="Project submissions"
      intro="Buyers' projects and the companies the matching engine shortlisted. Before a buyer sends the brief, you can change the shortlist; the change is audited and the buyer sees the new list."
      label="Project submissions"
      searchLabel="Search title, name or e-mail"
      statusOptions={STATUS_OPTIONS}
      sortFields={VALET_PROJECT_SORT_FIELDS}
      defaultSort="created_at"
      columns={[
        { field: 'title', headerName: 'Project', flex: 1, minWidth: 180, sortable: false },
        {
          field: 'name',
          headerName: 'Buyer',
          flex: 1,
          minWidth: 180,
          sortable: false,
          valueGetter: (_value, row) => `${row.name} (${row.email})`,
        },
        {
          field: 'status',
          headerName: 'Status',
          width: 190,
          valueFormatter: (value: ValetProjectRow['status']) => VALET_PROJECT_STATUS_LABELS[value],
        },
        {
          field: 'created_at',
          headerName: 'Submitted',
          width: 120,
          valueFormatter: (value: string) => value.slice(0, 10),
        },
        {
          field: 'shortlist',
          headerName: 'Shortlist',
          width: 220,
          sortable: false,
          renderCell: (params) =>
            adjustable(params.row) ? (
              <Button
                size="small"
                variant="outlined"
                tabIndex={params.hasFocus ? 0 : -1}
                onClick={() => setEditing(params.row)}
                aria-label={`Adjust the shortlist of ${params.row.title}`}
              >
                {`Adjust (${params.row.shortlist.length})`}
              </Button>
            ) : (
              `${params.row.shortlist.filter((match) => match.released).length} sent`
            ),
        },
      ]}
    >
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby="shortlist-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="shortlist-title">
          {editing ? `Shortlist of ${editing.title}` : ''}
        </DialogTitle>
        {editing ? (
          <ShortlistEditor
            key={editing.id}
            row={editing}
            onClose={(message) => {
              setEditing(null);
              if (message) {
                alert.show(message);
                void revalidator.revalidate();
              }
            }}
          />
        ) : null}
      </Dialog>
    </QueueLayout>
  );
}
