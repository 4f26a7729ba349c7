import { useState } from 'react';
import { useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AtlasDataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@atlas/ui/AtlasDataGrid';
import type { CompanySubmissionRow } from '@atlas/api/company-submissions';
import {
  SUBMISSION_SORT_FIELDS,
  type CompanySubmissionsQuery,
} from '@atlas/api/endpoints/list-company-submissions';
import { ApiError } from '@atlas/api/http';
import { useStores } from '../../../shared/stores/StoresContext';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NativeSelectField } from '../../../shared/forms/fields';

export interface AdminPageData {
  query: CompanySubmissionsQuery;
  rows: CompanySubmissionRow[];
  total: number;
}

const PAGE_SIZES = [10, 25, 50] as const;
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

type Decision = { row: CompanySubmissionRow; kind: 'approve' | 'reject' };

/** /admin: the staff queue of company submissions, paged, sorted and filtered by the server. */
export function AdminPage() {
  const { query, rows, total } = useLoaderData<AdminPageData>();
  const { api, alert } = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [text, setText] = useState(query.q ?? '');

  const change = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(values)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };

  const pageSize = query.page_size ?? 25;
  const paginationModel: GridPaginationModel = { page: query.page - 1, pageSize };
  const sortModel: GridSortModel = [
    { field: query.sort ?? 'created_at', sort: query.order ?? 'asc' },
  ];

  const open = (row: CompanySubmissionRow, kind: Decision['kind']) => {
    setDecision({ row, kind });
    setReason('');
    setReasonError(null);
    setFormError(null);
  };

  const decide = async () => {
    if (!decision) return;
    if (decision.kind === 'reject' && reason.trim().length < 3) {
      setReasonError('Give the submitter a reason (at least 3 characters)');
      return;
    }
    setSending(true);
    try {
      const answer = await api.decideCompanySubmission(decision.row.id, {
        decision: decision.kind,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      alert.show(
        answer.data.status === 'approved'
          ? `${answer.data.name} is approved and listed.`
          : `${answer.data.name} is rejected; the submitter is e-mailed the reason.`,
      );
      setDecision(null);
      void revalidator.revalidate();
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Try again.');
    } finally {
      setSending(false);
    }
  };

  const columns: GridColDef<CompanySubmissionRow>[] = [
    { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
    {
      field: 'website',
      headerName: 'Website',
      flex: 1,
      minWidth: 160,
      sortable: false,
    },
    {
      field: 'submitter',
      headerName: 'Submitted by',
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => row.submitter.email,
    },
    { field: 'status', headerName: 'Status', width: 110 },
    {
      field: 'created_at',
      headerName: 'Submitted',
      width: 120,
      valueFormatter: (value: string) => value.slice(0, 10),
    },
    {
      field: 'actions',
      headerName: 'Decision',
      width: 190,
      sortable: false,
      renderCell: (params) =>
        params.row.status === 'pending' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="contained"
              tabIndex={params.hasFocus ? 0 : -1}
              onClick={() => open(params.row, 'approve')}
              aria-label={`Approve ${params.row.name}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              tabIndex={params.hasFocus ? 0 : -1}
              onClick={() => open(params.row, 'reject')}
              aria-label={`Reject ${params.row.name}`}
            >
              Reject
            </Button>
          </Stack>
        ) : (
          (params.row.reason ?? params.row.company_slug ?? '')
        ),
    },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>
        Company submissions
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
        New companies wait here for a decision. Approving lists the company at once with the
        submitter as its owner; rejecting e-mails the submitter your reason.
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Filter submissions"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: text.trim(), page: null });
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 200px auto' },
          alignItems: 'start',
          mb: 2,
        }}
      >
        <TextField
          label="Search name, website or e-mail"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
        />
        <NativeSelectField
          label="Status"
          size="small"
          placeholder="All"
          options={STATUS_OPTIONS}
          value={query.status ?? ''}
          onChange={(event) => change({ status: event.target.value, page: null })}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>
      <AtlasDataGrid<CompanySubmissionRow>
        label="Company submissions"
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={navigation.state === 'loading' || revalidator.state === 'loading'}
        loadingLabel="Loading submissions"
        emptyText="No submissions match."
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          change({ page: String(model.page + 1), page_size: String(model.pageSize) })
        }
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          const field = (SUBMISSION_SORT_FIELDS as readonly string[]).includes(first?.field ?? '')
            ? (first?.field ?? null)
            : null;
          change({ sort: field, order: field ? (first?.sort ?? 'asc') : null, page: null });
        }}
        pageSizeOptions={PAGE_SIZES}
        height={480}
      />
      <Dialog
        open={decision !== null}
        onClose={() => (sending ? undefined : setDecision(null))}
        aria-labelledby="decision-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="decision-title">
          {decision?.kind === 'reject'
            ? `Reject ${decision.row.name}`
            : `Approve ${decision?.row.name ?? ''}`}
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          {decision ? (
            <DialogContentText component="div" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              <div>{decision.row.website}</div>
              <div>{decision.row.summary}</div>
              <div>{`${decision.row.city.name}, ${decision.row.country.name} · ${decision.row.service.name}`}</div>
              <div>{`Submitted by ${decision.row.submitter.name} <${decision.row.submitter.email}>`}</div>
            </DialogContentText>
          ) : null}
          {decision?.kind === 'reject' ? (
            <TextField
              label="Reason (e-mailed to the submitter)"
              required
              fullWidth
              multiline
              minRows={3}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError !== null}
              helperText={reasonError ?? undefined}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)} disabled={sending}>
            Cancel
          </Button>
          <Button
            onClick={() => void decide()}
            variant="contained"
            color={decision?.kind === 'reject' ? 'error' : 'primary'}
            disabled={sending}
          >
            {decision?.kind === 'reject' ? 'Reject and e-mail' : 'Approve and list'}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
