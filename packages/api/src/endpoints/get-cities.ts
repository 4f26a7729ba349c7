import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CitySchema, CountrySchema } from '../entities/location';
import { QueryBooleanSchema } from '../query';

export const GetCitiesQuerySchema = z.object({
  country: z.coerce.number<string | number>().int().positive(),
  include_sponsorship_pages: QueryBooleanSchema.optional(),
});
export type GetCitiesQuery = z.input<typeof GetCitiesQuerySchema>;

export const GetCitiesResponseSchema = z.object({
  data: z.array(CitySchema),
  country: CountrySchema,
});
export type GetCitiesResponse = z.infer<typeof GetCitiesResponseSchema>;

/** GET /locations/cities — the cities of a country, for the top-cities widget (SPEC §7). */
export const getCitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/locations/cities',
  api: 'main',
  summary: 'Cities of a country, optionally with their sponsorship pages',
  tags: ['locations'],
  querystring: GetCitiesQuerySchema,
  response: GetCitiesResponseSchema,
});

export function getCities(transport: HttpTransport, query: GetCitiesQuery, signal?: AbortSignal) {
  return callEndpoint(transport, getCitiesEndpoint, { query, signal });
}
