import type { ApiClient } from '@atlas/api/client';
import type { CompanyVerificationRow } from '@atlas/api/company-verification';
import type { QueueData } from '../components/QueuePage';
import { staffOnly } from '../staff-only';

/** /admin/verifications: a page of verification requests, as the address asks. */
export async function loadVerificationQueue(
  api: ApiClient,
  request: Request,
): Promise<QueueData<CompanyVerificationRow>> {
  const [{ ListCompanyVerificationsQuerySchema }, { queryOf }] = await Promise.all([
    import('@atlas/api/endpoints/company-verification-admin'),
    import('../queue-query'),
  ]);
  const query = queryOf(ListCompanyVerificationsQuerySchema, new URL(request.url));
  return staffOnly(async () => {
    const answer = await api.listCompanyVerifications(query, request.signal);
    return { query, rows: answer.data, total: answer.total };
  });
}
