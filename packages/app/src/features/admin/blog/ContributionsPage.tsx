import Box from '@mui/material/Box';
import type { BlogContributionRow } from '@atlas/api/endpoints/blog-contributions';
import { BLOG_CONTRIBUTION_SORT_FIELDS } from '@atlas/api/endpoints/blog-contributions';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueuePage } from '../components/QueuePage';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
];

const KIND_LABELS: Record<BlogContributionRow['kind'], string> = {
  'write-for-us': 'Write for us',
  'tech-nations': 'Tech Nations',
};

/** /admin/blog/contributions: outside writers' drafts; the writer is e-mailed the decision. */
export function ContributionsPage() {
  const { api } = useStores();
  return (
    <QueuePage<BlogContributionRow>
      heading="Blog contributions"
      intro="Drafts sent through Write for us and the Tech Nations page. Accepting or declining e-mails the writer; a decline tells them your reason."
      label="Blog contributions"
      searchLabel="Search title, name or e-mail"
      statusOptions={STATUS_OPTIONS}
      sortFields={BLOG_CONTRIBUTION_SORT_FIELDS}
      defaultSort="created_at"
      columns={[
        { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
        {
          field: 'kind',
          headerName: 'Form',
          width: 130,
          sortable: false,
          valueFormatter: (value: BlogContributionRow['kind']) => KIND_LABELS[value],
        },
        { field: 'name', headerName: 'Writer', minWidth: 150, sortable: false },
        { field: 'status', headerName: 'Status', width: 110 },
        {
          field: 'created_at',
          headerName: 'Sent',
          width: 120,
          valueFormatter: (value: string) => value.slice(0, 10),
        },
      ]}
      waiting={(row) => row.status === 'pending'}
      nameOf={(row) => row.title}
      outcomeOf={(row) => row.reason ?? row.status}
      details={(row) => (
        <>
          <div>{`${row.name} <${row.email}>`}</div>
          <div>{row.bio}</div>
          {row.links.map((link) => (
            <div key={link}>{link}</div>
          ))}
          <Box
            component="div"
            sx={{ mt: 1, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}
          >
            {row.text}
          </Box>
        </>
      )}
      reasonLabel="Reason (e-mailed to the writer)"
      reasonFor="the writer"
      rejectLabel="Decline and e-mail"
      approveLabel="Accept and e-mail"
      decide={async (row, decision, reason) => {
        const answer = await api.decideBlogContribution(row.id, {
          decision,
          ...(reason ? { reason } : {}),
        });
        return answer.message;
      }}
    />
  );
}
