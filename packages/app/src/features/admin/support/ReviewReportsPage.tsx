import {
  REVIEW_REPORT_SORT_FIELDS,
  REVIEW_REPORT_STATUSES,
  REVIEW_REPORT_STATUS_LABELS,
  type ReviewReportQueueRow,
} from '@atlas/api/endpoints/review-reports';
import { useStores } from '../../../shared/stores/StoresContext';
import { QueuePage } from '../components/QueuePage';

const STATUS_OPTIONS = REVIEW_REPORT_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_REPORT_STATUS_LABELS[status],
}));

/**
 * /admin/review-reports: published reviews a company's member reported with a reason. Upholding
 * takes the review off the profile (and out of the rating); dismissing keeps it and tells the
 * company why.
 */
export function ReviewReportsPage() {
  const { api } = useStores();
  return (
    <QueuePage<ReviewReportQueueRow>
      heading="Reported reviews"
      intro="Companies report reviews they think break the rules. Read the review and the reason: upholding removes the review from the profile and the rating; dismissing keeps it. The member who reported it gets your decision by e-mail."
      label="Reported reviews"
      searchLabel="Search company, review title or reason"
      statusOptions={STATUS_OPTIONS}
      sortFields={REVIEW_REPORT_SORT_FIELDS}
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
        {
          field: 'review',
          headerName: 'Review',
          flex: 1,
          minWidth: 180,
          sortable: false,
          valueGetter: (_value, row) => row.review.title,
        },
        {
          field: 'rating',
          headerName: 'Rating',
          width: 90,
          valueGetter: (_value, row) => row.review.rating,
        },
        { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 200, sortable: false },
        {
          field: 'status',
          headerName: 'Status',
          width: 150,
          sortable: false,
          valueFormatter: (value: ReviewReportQueueRow['status']) =>
            REVIEW_REPORT_STATUS_LABELS[value],
        },
        {
          field: 'created_at',
          headerName: 'Reported',
          width: 120,
          valueFormatter: (value: string) => value.slice(0, 10),
        },
      ]}
      waiting={(row) => row.status === 'open'}
      nameOf={(row) => `the report by ${row.company.name}`}
      outcomeOf={(row) => row.decision_note ?? REVIEW_REPORT_STATUS_LABELS[row.status]}
      details={(row) => (
        <>
          <div>{`“${row.review.title}” · ${row.review.rating} of 5 · by ${row.review.reviewer_name}`}</div>
          <div>{row.review.body}</div>
          <div>{`Reported by ${row.reported_by}: ${row.reason}`}</div>
        </>
      )}
      reasonLabel="Note (e-mailed to the company)"
      reasonFor="the company"
      rejectLabel="Dismiss"
      approveLabel="Uphold and remove"
      decide={async (row, decision, reason) => {
        const answer = await api.decideReviewReport(row.id, {
          decision,
          ...(reason ? { reason } : {}),
        });
        return answer.data.status === 'upheld'
          ? `The review “${answer.data.review.title}” is removed from ${answer.data.company.name}’s profile.`
          : `The review “${answer.data.review.title}” stays published.`;
      }}
    />
  );
}
