import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import {
  SUPPORT_QUEUE_SORT_FIELDS,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type SupportQueueRow,
} from '@atlas/api/endpoints/support';
import { QueueLayout } from '../components/QueuePage';
import { adminSupportPaths } from './paths';

const STATUS_OPTIONS = SUPPORT_STATUSES.map((status) => ({
  value: status,
  label: SUPPORT_STATUS_LABELS[status],
}));

const when = (value: string) => value.slice(0, 16).replace('T', ' ');

/** /admin/support: people's support requests; the ones waiting for an answer first. */
export function SupportQueuePage() {
  return (
    <QueueLayout<SupportQueueRow>
      heading="Support requests"
      intro="People ask for help from their dashboard. Open a request to read it and answer: they get a notification and read your answer in their inbox."
      label="Support requests"
      searchLabel="Search subject, name or e-mail"
      statusOptions={STATUS_OPTIONS}
      sortFields={SUPPORT_QUEUE_SORT_FIELDS}
      defaultSort="updated_at"
      columns={[
        {
          field: 'subject',
          headerName: 'Subject',
          flex: 1,
          minWidth: 200,
          sortable: false,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={adminSupportPaths.thread(row.id)}>
              {row.subject}
            </Link>
          ),
        },
        {
          field: 'requester',
          headerName: 'From',
          width: 180,
          sortable: false,
          valueGetter: (_value, row) => row.requester.name,
        },
        {
          field: 'company',
          headerName: 'Company',
          width: 160,
          sortable: false,
          valueGetter: (_value, row) => row.company?.name ?? '',
        },
        {
          field: 'last_message',
          headerName: 'Last message',
          flex: 1,
          minWidth: 200,
          sortable: false,
        },
        {
          field: 'status',
          headerName: 'Status',
          width: 170,
          sortable: false,
          valueFormatter: (value: SupportQueueRow['status']) => SUPPORT_STATUS_LABELS[value],
        },
        { field: 'updated_at', headerName: 'Last change', width: 150, valueFormatter: when },
        { field: 'created_at', headerName: 'Opened', width: 150, valueFormatter: when },
      ]}
    />
  );
}
