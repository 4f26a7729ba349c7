import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import Button from '@mui/material/Button';
import {
  VERIFICATION_STATUSES,
  VERIFICATION_STATUS_LABELS,
  type CompanyVerificationRow,
} from '@atlas/api/company-verification';
import { VERIFICATION_SORT_FIELDS } from '@atlas/api/endpoints/company-verification-admin';
import type { GridColDef } from '@atlas/ui/AtlasDataGrid';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueueLayout } from '../components/QueuePage';
import { VerificationDialog, type VerificationAction } from './VerificationDialog';

const STATUS_OPTIONS = VERIFICATION_STATUSES.map((status) => ({
  value: status,
  label: VERIFICATION_STATUS_LABELS[status],
}));

const COLUMNS: GridColDef<CompanyVerificationRow>[] = [
  {
    field: 'company',
    headerName: 'Company',
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueGetter: (_value, row) => row.company.name,
  },
  {
    field: 'registration_number',
    headerName: 'Registration',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => `${row.registration_number} (${row.country.name})`,
  },
  {
    field: 'email',
    headerName: 'Address',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) =>
      `${row.email}${row.email_confirmed_at ? ' (confirmed)' : ' (not confirmed)'}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    valueFormatter: (value: CompanyVerificationRow['status']) => VERIFICATION_STATUS_LABELS[value],
  },
  {
    field: 'created_at',
    headerName: 'Sent',
    width: 110,
    valueFormatter: (value: string) => value.slice(0, 10),
  },
];

/**
 * /admin/verifications (issue 33): companies' verification requests. Staff open a waiting one,
 * check its evidence against the checklist and approve or reject it with a reason; a current
 * verification can be revoked with a reason. Every decision is e-mailed to the company's members.
 */
export function VerificationsPage() {
  const { api, alert } = useStores();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<{
    row: CompanyVerificationRow;
    action: VerificationAction;
  } | null>(null);

  const columns: GridColDef<CompanyVerificationRow>[] = [
    ...COLUMNS,
    {
      field: 'actions',
      headerName: 'Decision',
      width: 170,
      sortable: false,
      renderCell: (params) =>
        params.row.status === 'pending' || params.row.status === 'approved' ? (
          <Button
            size="small"
            variant={params.row.status === 'pending' ? 'contained' : 'outlined'}
            color={params.row.status === 'pending' ? 'primary' : 'error'}
            tabIndex={params.hasFocus ? 0 : -1}
            onClick={() =>
              setOpen({
                row: params.row,
                action: params.row.status === 'pending' ? 'decide' : 'revoke',
              })
            }
            aria-label={`${params.row.status === 'pending' ? 'Decide on' : 'Revoke'} ${params.row.company.name}`}
          >
            {params.row.status === 'pending' ? 'Decide' : 'Revoke'}
          </Button>
        ) : (
          (params.row.reason ?? VERIFICATION_STATUS_LABELS[params.row.status])
        ),
    },
  ];

  return (
    <QueueLayout<CompanyVerificationRow>
      heading="Company verifications"
      intro="Companies ask to be verified with their registration number, an address at their own domain (confirmed by an e-mailed link) and documents. Check each against the checklist; approving verifies the company for its period, and every decision and revocation is e-mailed to its members with your reason."
      label="Company verifications"
      searchLabel="Search company, address or registration number"
      statusOptions={STATUS_OPTIONS}
      sortFields={VERIFICATION_SORT_FIELDS}
      defaultSort="created_at"
      columns={columns}
    >
      {open ? (
        <VerificationDialog
          row={open.row}
          action={open.action}
          onClose={() => setOpen(null)}
          onDecide={async (decision, checklist, reason) =>
            (await api.decideCompanyVerification(open.row.id, { decision, checklist, reason }))
              .message
          }
          onRevoke={async (reason) =>
            (await api.revokeCompanyVerification(open.row.id, { reason })).message
          }
          onDone={(message) => {
            alert.show(message);
            setOpen(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </QueueLayout>
  );
}
