import { z } from 'zod';
import { CompanyMemberRoleSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** One company the signed-in person is a member of, and their role there. */
export const ProfileCompanyMembershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role: CompanyMemberRoleSchema,
});
export type ProfileCompanyMembership = z.infer<typeof ProfileCompanyMembershipSchema>;

export const ListProfileCompaniesResponseSchema = z.object({
  /** In the order the person joined them (the first is the default company). */
  data: z.array(ProfileCompanyMembershipSchema),
});
export type ListProfileCompaniesResponse = z.infer<typeof ListProfileCompaniesResponseSchema>;

/** GET /profile/companies — every company the signed-in person manages (issue 33). */
export const listProfileCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile/companies',
  api: 'main',
  operationId: 'listProfileCompanies',
  summary: "The signed-in person's companies",
  description:
    'Every company the signed-in person is an owner or manager of, in the order they joined them, for the company switcher. An empty list for someone who runs none.',
  tags: ['auth'],
  security: 'session',
  response: ListProfileCompaniesResponseSchema,
});

export function listProfileCompanies(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listProfileCompaniesEndpoint, { signal });
}
