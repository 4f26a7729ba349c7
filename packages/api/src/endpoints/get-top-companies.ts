import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CompanyListItemSchema } from '../entities/company';
import { PlaceRefSchema } from '../entities/location';

const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

export const GetTopCompaniesQuerySchema = z.object({
  /** The city of the page: /top-companies/{service?}/{city}. */
  city: SlugSchema,
  /** The service; absent, the page ranks every service in the city. */
  service: SlugSchema.optional(),
});
export type GetTopCompaniesQuery = z.infer<typeof GetTopCompaniesQuerySchema>;

/** One company of a TOP 10 page, with the facts that put it there. */
export const TopCompanyEntrySchema = z.object({
  /** Its place in the organic order of the page (1 is the best score). */
  organic_rank: z.number().int().min(1),
  company: CompanyListItemSchema,
  /** True facts from its profile: rating and reviews, verification, its share of the service, its office. */
  reasons: z.array(z.string()),
  /** It holds an active sponsorship of this page (shown with the label, never moved). */
  sponsored: z.boolean(),
});
export type TopCompanyEntry = z.infer<typeof TopCompanyEntrySchema>;

export const TopCompaniesListSchema = z.object({
  service: PlaceRefSchema.nullable(),
  city: PlaceRefSchema,
  country: PlaceRefSchema,
  /** The sponsorship page of this city × service, when the page can be sponsored. */
  sponsorship_page_id: z.number().int().nullable(),
  /** The organic ten (fewer when the city has fewer), best first. */
  companies: z.array(TopCompanyEntrySchema),
  /**
   * Sponsored slots above the ten: at most MAX_SPONSORED_SLOTS, rotated by day among the page's
   * active sponsors that are not in the ten already, each with its organic rank.
   */
  sponsored: z.array(TopCompanyEntrySchema),
  /** A hash of everything the list shows: it changes when, and only when, the list does. */
  version: z.string(),
});
export type TopCompaniesList = z.infer<typeof TopCompaniesListSchema>;

export const GetTopCompaniesResponseSchema = z.object({ data: TopCompaniesListSchema });
export type GetTopCompaniesResponse = z.infer<typeof GetTopCompaniesResponseSchema>;

/** GET /top-companies — the TOP 10 of a service in a city, with its sponsored slots (issue 22). */
export const getTopCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/top-companies',
  api: 'main',
  operationId: 'getTopCompanies',
  summary: 'The ten best companies of a service in a city',
  description:
    'The ten best companies for a service (or every service) in a city by the organic profile score, each with the reasons it ranks there, and up to three labelled sponsored slots above them that keep their organic rank; an unknown city or service is a 404.',
  tags: ['companies'],
  errors: [404],
  querystring: GetTopCompaniesQuerySchema,
  response: GetTopCompaniesResponseSchema,
});

export function getTopCompanies(
  transport: HttpTransport,
  query: GetTopCompaniesQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getTopCompaniesEndpoint, { query, signal });
}
