import { useState, type ReactNode } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AtlasDataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@atlas/ui/AtlasDataGrid';
import { ApiError } from '@atlas/api/http';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../shared/forms/FormAlert';
import { NativeSelectField } from '../../../shared/forms/fields';
import { useGridColumns } from '../../../shared/grid/useGridColumns';
import { useStores } from '../../../shared/stores/StoresContext';
import { adminBlogPaths } from '../blog/paths';
import { adminSupportPaths } from '../support/paths';

/** What a queue's loader hands its page: the query as read from the address, and one page. */
export interface QueueData<Row> {
  query: {
    page: number;
    page_size?: number;
    sort?: string;
    order?: 'asc' | 'desc';
    status?: string | undefined;
    q?: string | undefined;
  };
  rows: Row[];
  total: number;
}

export type DecisionKind = 'approve' | 'reject';

export interface QueuePageProps<Row extends { id: number | string; status: string }> {
  heading: string;
  intro: string;
  /** The grid's and the search form's names. */
  label: string;
  searchLabel: string;
  statusOptions: readonly { value: string; label: string }[];
  sortFields: readonly string[];
  defaultSort: string;
  columns: GridColDef<Row>[];
  /** Whether the row still waits for a decision (it gets the buttons). */
  waiting(row: Row): boolean;
  /** What the row is called in buttons and the dialog ("Northwind"). */
  nameOf(row: Row): string;
  /** What a decided row shows in the decision column. */
  outcomeOf(row: Row): string;
  /** What the dialog shows of the row before the decision. */
  details(row: Row): ReactNode;
  /** The reason field's label ("Reason (e-mailed to the submitter)"). */
  reasonLabel: string;
  /** Who a rejection's reason is for, in "Give … a reason" ("the submitter"). */
  reasonFor: string;
  approveLabel: string;
  rejectLabel: string;
  /** Whether approving this row needs a reason too (a held review published anyway). */
  approveNeedsReason?(row: Row): boolean;
  /** Sends the decision; answers what the alert says afterwards. */
  decide(row: Row, kind: DecisionKind, reason: string): Promise<string>;
}

/** The staff area's queues, as tabs above each of them. */
const QUEUES = [
  { label: 'Company submissions', to: paths.admin() },
  { label: 'Company claims', to: paths.adminClaims() },
  { label: 'Verifications', to: paths.adminVerifications() },
  { label: 'Reviews', to: paths.adminReviews() },
  { label: 'Reported reviews', to: adminSupportPaths.reviewReports() },
  { label: 'Support', to: adminSupportPaths.queue() },
  { label: 'Project submissions', to: paths.adminValet() },
  { label: 'Blog posts', to: adminBlogPaths.posts() },
  { label: 'Blog contributions', to: adminBlogPaths.contributions() },
] as const;

/** What every staff queue shows: the queues' tabs, its heading, the filter and the grid. */
export interface QueueLayoutProps<Row extends { id: number | string }> {
  heading: string;
  intro: string;
  /** The grid's and the search form's names. */
  label: string;
  searchLabel: string;
  statusOptions: readonly { value: string; label: string }[];
  sortFields: readonly string[];
  defaultSort: string;
  columns: GridColDef<Row>[];
  /** The queue's own dialogs. */
  children?: ReactNode;
}

/**
 * The frame of a staff queue (issue 16): one page of rows, paged, sorted and filtered by the
 * server through the address. What a row's actions do is the queue's own.
 */
export function QueueLayout<Row extends { id: number | string }>(props: QueueLayoutProps<Row>) {
  const { query, rows, total } = useLoaderData<QueueData<Row>>();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [text, setText] = useState(query.q ?? '');
  // Each staff member's column choice per queue, e.g. `admin-support-requests`.
  const columnChoice = useGridColumns(
    `admin-${props.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  );

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
    { field: query.sort ?? props.defaultSort, sort: query.order ?? 'asc' },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Tabs
        value={QUEUES.some((queue) => queue.to === location.pathname) ? location.pathname : false}
        aria-label="Staff queues"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {QUEUES.map((queue) => (
          <Tab
            key={queue.to}
            label={queue.label}
            value={queue.to}
            component={RouterLink}
            to={queue.to}
          />
        ))}
      </Tabs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>
        {props.heading}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
        {props.intro}
      </Typography>
      <Box
        component="form"
        method="get"
        role="search"
        aria-label={`Filter ${props.label.toLowerCase()}`}
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
          label={props.searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
        />
        <NativeSelectField
          label="Status"
          size="small"
          placeholder="All"
          options={props.statusOptions}
          value={query.status ?? ''}
          onChange={(event) => change({ status: event.target.value, page: null })}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>
      <AtlasDataGrid<Row>
        {...columnChoice}
        label={props.label}
        rows={rows}
        columns={props.columns}
        rowCount={total}
        loading={navigation.state === 'loading' || revalidator.state === 'loading'}
        loadingLabel={`Loading ${props.label.toLowerCase()}`}
        emptyText="Nothing matches."
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          change({ page: String(model.page + 1), page_size: String(model.pageSize) })
        }
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          const field = props.sortFields.includes(first?.field ?? '')
            ? (first?.field ?? null)
            : null;
          change({ sort: field, order: field ? (first?.sort ?? 'asc') : null, page: null });
        }}
        pageSizeOptions={[10, 25, 50]}
        height={480}
      />
      {props.children}
    </Container>
  );
}

/**
 * A staff queue of decisions (issue 16): approve and reject (the reason e-mailed) on each waiting
 * row, in the queues' frame.
 */
export function QueuePage<Row extends { id: number | string; status: string }>(
  props: QueuePageProps<Row>,
) {
  const { alert } = useStores();
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<{ row: Row; kind: DecisionKind } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const open = (row: Row, kind: DecisionKind) => {
    setDecision({ row, kind });
    setReason('');
    setReasonError(null);
    setFormError(null);
  };

  const needsReason = (d: { row: Row; kind: DecisionKind }) =>
    d.kind === 'reject' || (props.approveNeedsReason?.(d.row) ?? false);

  const decide = async () => {
    if (!decision) return;
    if (needsReason(decision) && reason.trim().length < 3) {
      setReasonError(`Give ${props.reasonFor} a reason (at least 3 characters)`);
      return;
    }
    setSending(true);
    try {
      alert.show(await props.decide(decision.row, decision.kind, reason.trim()));
      setDecision(null);
      void revalidator.revalidate();
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Try again.');
    } finally {
      setSending(false);
    }
  };

  const columns: GridColDef<Row>[] = [
    ...props.columns,
    {
      field: 'actions',
      headerName: 'Decision',
      width: 190,
      sortable: false,
      renderCell: (params) =>
        props.waiting(params.row) ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="contained"
              tabIndex={params.hasFocus ? 0 : -1}
              onClick={() => open(params.row, 'approve')}
              aria-label={`Approve ${props.nameOf(params.row)}`}
            >
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              tabIndex={params.hasFocus ? 0 : -1}
              onClick={() => open(params.row, 'reject')}
              aria-label={`Reject ${props.nameOf(params.row)}`}
            >
              Reject
            </Button>
          </Stack>
        ) : (
          props.outcomeOf(params.row)
        ),
    },
  ];

  return (
    <QueueLayout<Row>
      heading={props.heading}
      intro={props.intro}
      label={props.label}
      searchLabel={props.searchLabel}
      statusOptions={props.statusOptions}
      sortFields={props.sortFields}
      defaultSort={props.defaultSort}
      columns={columns}
    >
      <Dialog
        open={decision !== null}
        onClose={() => (sending ? undefined : setDecision(null))}
        aria-labelledby="decision-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="decision-title">
          {decision
            ? `${decision.kind === 'reject' ? 'Reject' : 'Approve'} ${props.nameOf(decision.row)}`
            : ''}
        </DialogTitle>
        <DialogContent>
          <FormAlert message={formError} />
          {decision ? (
            <DialogContentText component="div" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {props.details(decision.row)}
            </DialogContentText>
          ) : null}
          {decision && needsReason(decision) ? (
            <TextField
              label={props.reasonLabel}
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
            {decision?.kind === 'reject' ? props.rejectLabel : props.approveLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </QueueLayout>
  );
}
