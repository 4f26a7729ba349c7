import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PlaceRefSchema } from '../entities/location';

const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

export const ResolveListingQuerySchema = z.object({
  /** The first segment after /companies/: a service, country or city slug. */
  segment: SlugSchema,
  /** The second segment, after a service: a country or city slug. */
  location: SlugSchema.optional(),
});
export type ResolveListingQuery = z.infer<typeof ResolveListingQuerySchema>;

export const ListingContextSchema = z.object({
  service: PlaceRefSchema.nullable(),
  country: PlaceRefSchema.nullable(),
  /** A city comes with its country. */
  city: PlaceRefSchema.nullable(),
});
export type ListingContext = z.infer<typeof ListingContextSchema>;

export const ResolveListingResponseSchema = z.object({ data: ListingContextSchema });
export type ResolveListingResponse = z.infer<typeof ResolveListingResponseSchema>;

/**
 * GET /listings/resolve — what a listing URL's segments name: /companies/{service|country|city}
 * or /companies/{service}/{country|city}. An unknown slug is a 404.
 */
export const resolveListingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/listings/resolve',
  api: 'main',
  operationId: 'resolveListing',
  summary: 'The service, country and city a listing URL names',
  description:
    "What a listing URL's segments name: /companies/{service|country|city} or /companies/{service}/{country|city}. An unknown slug is a 404 naming the segment.",
  tags: ['companies'],
  errors: [404],
  querystring: ResolveListingQuerySchema,
  response: ResolveListingResponseSchema,
});

export function resolveListing(
  transport: HttpTransport,
  query: ResolveListingQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, resolveListingEndpoint, { query, signal });
}
