import {
  CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  type CompanyClaimRow,
} from '@atlas/api/company-memberships';
import { CLAIM_SORT_FIELDS } from '@atlas/api/endpoints/company-claims';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueuePage, type QueueData } from '../components/QueuePage';

export type ClaimsPageData = QueueData<CompanyClaimRow>;

const STATUS_OPTIONS = CLAIM_STATUSES.map((status) => ({
  value: status,
  label: CLAIM_STATUS_LABELS[status],
}));

/**
 * /admin/claims: claims of listed companies. Those proved by e-mail at the company's domain need
 * nobody; the rest wait here with the evidence the claimant gave.
 */
export function ClaimsPage() {
  const { api } = useStores();
  return (
    <QueuePage<CompanyClaimRow>
      heading="Company claims"
      intro="People who claim a listed company without an e-mail address at its domain wait here. Approving makes the claimant its owner; rejecting e-mails them your reason."
      label="Company claims"
      searchLabel="Search company, name or e-mail"
      statusOptions={STATUS_OPTIONS}
      sortFields={CLAIM_SORT_FIELDS}
      defaultSort="created_at"
      columns={[
        {
          field: 'company',
          headerName: 'Company',
          flex: 1,
          minWidth: 160,
          sortable: false,
          valueGetter: (_value, row) => row.company.name,
        },
        {
          field: 'claimant',
          headerName: 'Claimed by',
          flex: 1,
          minWidth: 180,
          sortable: false,
          valueGetter: (_value, row) => `${row.claimant.name} (${row.email})`,
        },
        {
          field: 'domain_match',
          headerName: 'At the domain',
          width: 120,
          sortable: false,
          valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
        },
        {
          field: 'status',
          headerName: 'Status',
          width: 170,
          valueFormatter: (value: CompanyClaimRow['status']) => CLAIM_STATUS_LABELS[value],
        },
        {
          field: 'created_at',
          headerName: 'Claimed',
          width: 120,
          valueFormatter: (value: string) => value.slice(0, 10),
        },
      ]}
      waiting={(row) => row.status === 'pending' || row.status === 'awaiting_email'}
      nameOf={(row) => `the claim of ${row.company.name}`}
      outcomeOf={(row) => row.reason ?? CLAIM_STATUS_LABELS[row.status]}
      details={(row) => (
        <>
          <div>{`${row.company.name} · ${row.company.website ?? 'no website'}`}</div>
          <div>{`${row.claimant.name}, ${row.job_title} <${row.email}>`}</div>
          <div>
            {row.domain_match
              ? 'The e-mail is at the company domain.'
              : 'The e-mail is not at the company domain.'}
          </div>
          {row.evidence ? <div>{`Evidence: ${row.evidence}`}</div> : null}
        </>
      )}
      reasonLabel="Reason (e-mailed to the claimant)"
      reasonFor="the claimant"
      rejectLabel="Reject and e-mail"
      approveLabel="Approve: make them owner"
      decide={async (row, decision, reason) => {
        const answer = await api.decideCompanyClaim(row.id, {
          decision,
          ...(reason ? { reason } : {}),
        });
        return answer.data.status === 'approved'
          ? `${answer.data.claimant.name} now runs ${answer.data.company.name}.`
          : `The claim of ${answer.data.company.name} is rejected; the claimant is e-mailed the reason.`;
      }}
    />
  );
}
