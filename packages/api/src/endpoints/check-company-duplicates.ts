import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const CheckCompanyDuplicatesQuerySchema = z
  .object({
    name: z.string().trim().max(120, { error: 'name: use at most 120 characters' }).optional(),
    website: z
      .string()
      .trim()
      .max(300, { error: 'website: use at most 300 characters' })
      .optional(),
  })
  .strict();
export type CheckCompanyDuplicatesQuery = z.input<typeof CheckCompanyDuplicatesQuerySchema>;

export const CompanyDuplicateSchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  /** Which of the given fields matched. */
  matched: z.literal(['name', 'website']),
});
export type CompanyDuplicate = z.infer<typeof CompanyDuplicateSchema>;

export const CheckCompanyDuplicatesResponseSchema = z.object({
  data: z.array(CompanyDuplicateSchema),
});
export type CheckCompanyDuplicatesResponse = z.infer<typeof CheckCompanyDuplicatesResponseSchema>;

/**
 * GET /companies/duplicates?name=&website= — listed companies with the same name (case and
 * accents aside) or the same web domain, so a submitter can claim one instead (at most 5).
 */
export const checkCompanyDuplicatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/duplicates',
  api: 'main',
  operationId: 'checkCompanyDuplicates',
  summary: 'Listed companies a new submission may duplicate',
  description:
    'Listed companies with the same name (case aside) or the same web domain as the given ones, at most 5, so a submitter can claim an existing company instead of submitting it again.',
  tags: ['companies'],
  querystring: CheckCompanyDuplicatesQuerySchema,
  response: CheckCompanyDuplicatesResponseSchema,
});

export function checkCompanyDuplicates(
  transport: HttpTransport,
  query: CheckCompanyDuplicatesQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, checkCompanyDuplicatesEndpoint, { query, signal });
}
