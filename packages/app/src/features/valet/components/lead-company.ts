import type { ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { ValetRequest } from '@atlas/api/valet';
import type { ManagedCompany } from '../../../shared/companies/managed-company';
import type { UserStore } from '../../../shared/stores/UserStore';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A lead and the company it was sent to (issue 33): the company the page manages; or, when the
 * address names none (an in-app notification's link), whichever other of the person's companies
 * it was sent to, which then becomes their current company.
 */
export async function readLead(
  api: ApiClient,
  user: UserStore,
  managed: ManagedCompany,
  id: string,
  signal: AbortSignal,
): Promise<{ slug: string; request: ValetRequest }> {
  const company = await managed.read(signal);
  try {
    return {
      slug: company.slug,
      request: (await api.getValetRequest(company.slug, id, signal)).data,
    };
  } catch (error) {
    if (managed.named || !notFound(error)) throw error;
    for (const other of user.companies) {
      if (other.slug === company.slug) continue;
      try {
        const request = (await api.getValetRequest(other.slug, id, signal)).data;
        await user.chooseCompany(other.slug);
        return { slug: other.slug, request };
      } catch (retry) {
        if (!notFound(retry)) throw retry;
      }
    }
    throw error;
  }
}
