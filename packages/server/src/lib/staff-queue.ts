import { HttpError } from '../plugins/errors';
import { plainText } from './plain-text';

/** A staff queue's query as the API reads it (@atlas/api staffQueueQuery, defaults applied). */
export interface StaffQueueQueryInput<Sort extends string, Status extends string> {
  page: number;
  page_size: number;
  sort: Sort;
  order: 'asc' | 'desc';
  status?: Status | undefined;
  q?: string | undefined;
}

/** The same query as the repositories take it: camel case, an empty search left out. */
export function staffQueuePage<Sort extends string, Status extends string>(
  query: StaffQueueQueryInput<Sort, Status>,
) {
  return {
    page: query.page,
    pageSize: query.page_size,
    sort: query.sort,
    order: query.order,
    status: query.status,
    q: query.q || undefined,
  };
}

/**
 * A staff decision (@atlas/api StaffDecisionBodySchema) with its reason as plain text. The schema
 * asks a rejection for 3 characters; markup stripped here may leave fewer, so the count is made
 * again on what will be stored and e-mailed to `who` ("the claimant").
 */
export function staffDecision(
  body: { decision: 'approve' | 'reject'; reason?: string | undefined },
  who: string,
): { approve: boolean; reason: string | null } {
  const approve = body.decision === 'approve';
  const reason = body.reason ? plainText(body.reason) : '';
  if (!approve && reason.length < 3)
    throw new HttpError(400, `reason: give ${who} a reason`, [
      { field: 'reason', message: `Give ${who} a reason` },
    ]);
  return { approve, reason: reason || null };
}

/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
