import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CountrySchema } from '../entities/location';

/** A country on the /countries index: SPEC §3 Country plus how many companies it lists. */
export const CountryIndexItemSchema = CountrySchema.extend({
  companies_count: z.number().int().min(0),
});
export type CountryIndexItem = z.infer<typeof CountryIndexItemSchema>;

export const CountryRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  countries: z.array(CountryIndexItemSchema),
});
export type CountryRegion = z.infer<typeof CountryRegionSchema>;

export const ListCountriesResponseSchema = z.object({ data: z.array(CountryRegionSchema) });
export type ListCountriesResponse = z.infer<typeof ListCountriesResponseSchema>;

/** GET /countries — every country by region, with its image and company count. */
export const listCountriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/countries',
  api: 'main',
  operationId: 'listCountries',
  summary: 'Every country by region, with its image and number of companies',
  description: 'Every country by region, with its image and number of companies.',
  tags: ['locations'],
  response: ListCountriesResponseSchema,
});

export function listCountries(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listCountriesEndpoint, { signal });
}
