import type { ApiClient } from '@atlas/api/client';
import type { ReviewReportQueueRow } from '@atlas/api/endpoints/review-reports';
import type { SupportQueueRow, SupportThread } from '@atlas/api/endpoints/support';
import type { QueueData } from '../components/QueuePage';
import { staffOnly } from '../staff-only';

/** /admin/support: a page of support requests, as the address asks. */
export async function loadSupportQueue(
  api: ApiClient,
  request: Request,
): Promise<QueueData<SupportQueueRow>> {
  const [{ SupportQueueQuerySchema }, { queryOf }] = await Promise.all([
    import('@atlas/api/endpoints/support'),
    import('../queue-query'),
  ]);
  const query = queryOf(SupportQueueQuerySchema, new URL(request.url));
  return staffOnly(async () => {
    const answer = await api.listSupportQueue(query, request.signal);
    return { query, rows: answer.data, total: answer.total };
  });
}

/** /admin/support/{id}: one request with its messages. */
export async function loadSupportThread(
  api: ApiClient,
  request: Request,
  id: string,
): Promise<SupportThread> {
  return staffOnly(async () => (await api.getSupportThread(id, request.signal)).data);
}

/** /admin/review-reports: a page of reported reviews. */
export async function loadReviewReports(
  api: ApiClient,
  request: Request,
): Promise<QueueData<ReviewReportQueueRow>> {
  const [{ ReviewReportQueueQuerySchema }, { queryOf }] = await Promise.all([
    import('@atlas/api/endpoints/review-reports'),
    import('../queue-query'),
  ]);
  const query = queryOf(ReviewReportQueueQuerySchema, new URL(request.url));
  return staffOnly(async () => {
    const answer = await api.listReviewReports(query, request.signal);
    return { query, rows: answer.data, total: answer.total };
  });
}
