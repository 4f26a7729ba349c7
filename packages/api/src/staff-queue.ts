import { z } from 'zod';
import { decimalInteger, pageNumber } from './bounds';

/**
 * The query of a staff queue in /admin (issue 16): a page of rows, sorted by one of its fields,
 * filtered by state and by text, every rule naming its parameter. Each queue says which fields it
 * sorts by and which states it has.
 */
export function staffQueueQuery<
  const Sort extends readonly [string, ...string[]],
  const Status extends readonly [string, ...string[]],
>(sortFields: Sort, statuses: Status) {
  return z.object({
    page: pageNumber(100_000).default(1),
    page_size: decimalInteger({ min: 1, max: 100, error: 'must be 1 to 100' }).default(25),
    sort: z
      .enum(sortFields, { error: `sort: ${sortFields.join(', ')}` })
      .default(sortFields[0] as Sort[number] & string),
    order: z.enum(['asc', 'desc'], { error: 'order: asc or desc' }).default('asc'),
    /** Only rows in this state (all when left out). */
    status: z.enum(statuses, { error: `status: ${statuses.join(', ')}` }).optional(),
    /** Only rows whose text fields contain this text. */
    q: z.string().trim().max(200, { error: 'q: use at most 200 characters' }).optional(),
  });
}

/** A decision on a row of a staff queue: a rejection's reason is e-mailed, so it is required. */
export const StaffDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision: approve or reject' }),
    reason: z
      .string()
      .trim()
      .max(1000, { error: 'reason: use at most 1000 characters' })
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason?.length ?? 0) >= 3, {
    error: 'Give a reason (at least 3 characters)',
    path: ['reason'],
  });
export type StaffDecisionBody = z.input<typeof StaffDecisionBodySchema>;
