import type { CompanySubmissionRow } from '@atlas/api/company-submissions';
import { SUBMISSION_SORT_FIELDS } from '@atlas/api/endpoints/list-company-submissions';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueuePage, type QueueData } from '../components/QueuePage';

export type AdminPageData = QueueData<CompanySubmissionRow>;

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** /admin: the staff queue of company submissions, paged, sorted and filtered by the server. */
export function AdminPage() {
  const { api } = useStores();
  return (
    <QueuePage<CompanySubmissionRow>
      heading="Company submissions"
      intro="New companies wait here for a decision. Approving lists the company at once with the submitter as its owner; rejecting e-mails the submitter your reason."
      label="Company submissions"
      searchLabel="Search name, website or e-mail"
      statusOptions={STATUS_OPTIONS}
      sortFields={SUBMISSION_SORT_FIELDS}
      defaultSort="created_at"
      columns={[
        { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
        { field: 'website', headerName: 'Website', flex: 1, minWidth: 160, sortable: false },
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
      ]}
      waiting={(row) => row.status === 'pending'}
      nameOf={(row) => row.name}
      outcomeOf={(row) => row.reason ?? row.company_slug ?? ''}
      details={(row) => (
        <>
          <div>{row.website}</div>
          <div>{row.summary}</div>
          <div>{`${row.city.name}, ${row.country.name} · ${row.service.name}`}</div>
          <div>{`Submitted by ${row.submitter.name} <${row.submitter.email}>`}</div>
        </>
      )}
      reasonLabel="Reason (e-mailed to the submitter)"
      reasonFor="the submitter"
      rejectLabel="Reject and e-mail"
      approveLabel="Approve and list"
      decide={async (row, decision, reason) => {
        const answer = await api.decideCompanySubmission(row.id, {
          decision,
          ...(reason ? { reason } : {}),
        });
        return answer.data.status === 'approved'
          ? `${answer.data.name} is approved and listed.`
          : `${answer.data.name} is rejected; the submitter is e-mailed the reason.`;
      }}
    />
  );
}
