import {
  REVIEW_QUEUE_SORT_FIELDS,
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  type ReviewQueueRow,
} from '@atlas/api/endpoints/review-queue';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueuePage, type QueueData } from '../components/QueuePage';

export type ReviewsPageData = QueueData<ReviewQueueRow>;

const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_STATUS_LABELS[status],
}));

/**
 * /admin/reviews: reviews held for a person to decide (the reviewer's own domain, a duplicate, a
 * burst), published or rejected with a reason.
 */
export function ReviewsPage() {
  const { api } = useStores();
  return (
    <QueuePage<ReviewQueueRow>
      heading="Reviews"
      intro="Reviews wait here until someone decides. Only a review whose reviewer confirmed their e-mail address can be published; a rejected one keeps your reason."
      label="Reviews"
      searchLabel="Search company, title or reviewer"
      statusOptions={STATUS_OPTIONS}
      sortFields={REVIEW_QUEUE_SORT_FIELDS}
      defaultSort="created_at"
      columns={[
        {
          field: 'company',
          headerName: 'Company',
          flex: 1,
          minWidth: 150,
          sortable: false,
          valueGetter: (_value, row) => row.company.name,
        },
        { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, sortable: false },
        { field: 'rating', headerName: 'Rating', width: 90 },
        {
          field: 'confirmed',
          headerName: 'Confirmed',
          width: 110,
          sortable: false,
          valueFormatter: (value: boolean) => (value ? 'Yes' : 'Not yet'),
        },
        {
          field: 'status',
          headerName: 'Status',
          width: 110,
          sortable: false,
          valueFormatter: (value: ReviewQueueRow['status']) => REVIEW_STATUS_LABELS[value],
        },
        {
          field: 'created_at',
          headerName: 'Written',
          width: 120,
          valueFormatter: (value: string) => value.slice(0, 10),
        },
      ]}
      waiting={(row) => row.status === 'pending'}
      nameOf={(row) => `the review of ${row.company.name}`}
      outcomeOf={(row) => row.moderation_reason ?? REVIEW_STATUS_LABELS[row.status]}
      details={(row) => (
        <>
          <div>{`${row.title} · ${row.rating} of 5`}</div>
          <div>{row.summary}</div>
          <div>{row.body}</div>
          <div>{`By ${row.reviewer_name}${row.reviewer_email ? ` <${row.reviewer_email}>` : ''} · ${row.confirmed ? 'e-mail confirmed' : 'e-mail not confirmed yet'}`}</div>
          {row.hold_reasons.length > 0 ? <div>{`Held: ${row.hold_reasons.join(', ')}`}</div> : null}
        </>
      )}
      reasonLabel="Reason (kept with the review)"
      reasonFor="the decision"
      rejectLabel="Reject"
      approveLabel="Publish"
      approveNeedsReason={(row) => row.hold_reasons.length > 0}
      decide={async (row, decision, reason) => {
        const answer = await api.decideReview(row.id, {
          decision,
          ...(reason ? { reason } : {}),
        });
        return answer.data.status === 'published'
          ? `The review of ${answer.data.company.name} is published.`
          : `The review of ${answer.data.company.name} is rejected.`;
      }}
    />
  );
}
