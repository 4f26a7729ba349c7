import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/**
 * The cookie that remembers which of their companies a person manages now (issue 33): the server
 * sets it when a call names a company explicitly, and answers that company when none is named, so
 * a server render agrees with the last company the person chose.
 */
export const CURRENT_COMPANY_COOKIE_NAME = 'atlas_company';

/** SPEC §3 "Company profile read for the badge". */
export const ProfileCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_sponsorship_eligible: z.boolean(),
  sponsorships_count: z.object({ total: z.number().int() }),
  locations: z.object({
    headquarter: z.object({ city: z.object({ name: z.string() }) }).nullable(),
  }),
});
export type ProfileCompany = z.infer<typeof ProfileCompanySchema>;

export const GetProfileCompanyQuerySchema = z.object({
  /** The slug of one of the person's companies; without it, the current one (or the first). */
  company: CompanySlugSchema.optional(),
});
export type GetProfileCompanyQuery = z.infer<typeof GetProfileCompanyQuerySchema>;

export const GetProfileCompanyResponseSchema = z.object({ data: ProfileCompanySchema });
export type GetProfileCompanyResponse = z.infer<typeof GetProfileCompanyResponseSchema>;

/** GET /profile/company — the signed-in user's company; 404 when they have none (SPEC §7). */
export const getProfileCompanyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile/company',
  api: 'main',
  operationId: 'getProfileCompany',
  summary: "The signed-in user's company",
  description:
    "The signed-in person's company: the one ?company= names (which becomes their current company), else their current one, else the first they joined. A 404 when they have none, or are no member of the company named (SPEC §7).",
  tags: ['auth'],
  security: 'session',
  errors: [404],
  querystring: GetProfileCompanyQuerySchema,
  response: GetProfileCompanyResponseSchema,
});

export function getProfileCompany(
  transport: HttpTransport,
  query: GetProfileCompanyQuery = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getProfileCompanyEndpoint, { query, signal });
}
