import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

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

export const GetProfileCompanyResponseSchema = z.object({ data: ProfileCompanySchema });
export type GetProfileCompanyResponse = z.infer<typeof GetProfileCompanyResponseSchema>;

/** GET /profile/company — the signed-in user's company; 404 when they have none (SPEC §7). */
export const getProfileCompanyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile/company',
  api: 'main',
  operationId: 'getProfileCompany',
  summary: "The signed-in user's company",
  description: "The signed-in person's company; a 404 when they have none (SPEC §7).",
  tags: ['auth'],
  security: 'session',
  errors: [404],
  response: GetProfileCompanyResponseSchema,
});

export function getProfileCompany(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getProfileCompanyEndpoint, { signal });
}
