import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CompanyProfileSchema } from '../entities/profile';

export const CompanySlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a company slug such as acme-digital');

export const CompanySlugParamsSchema = z.object({ slug: CompanySlugSchema });

export const GetCompanyProfileResponseSchema = z.object({ data: CompanyProfileSchema });
export type GetCompanyProfileResponse = z.infer<typeof GetCompanyProfileResponseSchema>;

/** GET /companies/{slug}/profile — a company's public profile; an unknown slug is a 404. */
export const getCompanyProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/profile',
  api: 'main',
  operationId: 'getCompanyProfile',
  summary: "A company's public profile",
  description: "A company's public profile; an unknown slug is a 404.",
  tags: ['companies'],
  errors: [404],
  params: CompanySlugParamsSchema,
  response: GetCompanyProfileResponseSchema,
});

export function getCompanyProfile(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getCompanyProfileEndpoint, { params: { slug }, signal });
}
