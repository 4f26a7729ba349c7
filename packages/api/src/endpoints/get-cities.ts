import { z } from 'zod';
import { smallintId } from '../bounds';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { CitySchema, CountrySchema } from '../entities/location';
import { QueryBooleanSchema } from '../query';

export const GetCitiesQuerySchema = z.object({
  country: smallintId('must be a country id'),
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
  operationId: 'getCities',
  summary: 'Cities of a country, optionally with their sponsorship pages',
  description:
    'The cities of a country for the top-cities widget (SPEC §7), optionally with their sponsorship pages; an unknown country is a 404.',
  tags: ['locations'],
  errors: [404],
  querystring: GetCitiesQuerySchema,
  response: GetCitiesResponseSchema,
});

export function getCities(transport: HttpTransport, query: GetCitiesQuery, signal?: AbortSignal) {
  return callEndpoint(transport, getCitiesEndpoint, { query, signal });
}
