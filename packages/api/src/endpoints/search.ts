import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** The longest search text accepted; longer is a 400 naming `q`. */
export const SEARCH_QUERY_MAX = 100;
/** The most suggestions a group answers. */
export const SEARCH_LIMIT_MAX = 10;
export const SEARCH_LIMIT_DEFAULT = 6;

export const SearchQuerySchema = z.object({
  /** What the visitor typed; empty (or absent) answers popular services and cities. */
  q: z.string().max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`).optional(),
  /** The most suggestions in each group. */
  limit: z.coerce
    .number<string | number>({ error: 'must be a whole number from 1 to 10' })
    .int({ error: 'must be a whole number from 1 to 10' })
    .min(1, { error: 'must be a whole number from 1 to 10' })
    .max(SEARCH_LIMIT_MAX, { error: 'must be a whole number from 1 to 10' })
    .optional(),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

export const ServiceSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type ServiceSuggestion = z.infer<typeof ServiceSuggestionSchema>;

export const PlaceSuggestionSchema = z.object({
  kind: z.enum(['country', 'city']),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** A city's country; null for a country. */
  country: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const CompanySuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type CompanySuggestion = z.infer<typeof CompanySuggestionSchema>;

export const SearchResponseSchema = z.object({
  /** The text searched, trimmed (empty for the popular suggestions). */
  query: z.string(),
  services: z.array(ServiceSuggestionSchema),
  places: z.array(PlaceSuggestionSchema),
  companies: z.array(CompanySuggestionSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** GET /search — suggestions for the search box: services, places and companies. */
export const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/search',
  api: 'main',
  operationId: 'search',
  summary: 'Search suggestions: services, countries and cities, companies',
  description:
    'Suggestions as the visitor types: services of the taxonomy, countries and cities, and companies by any part of their name (tolerant of a typo and of accents). An empty query answers the most popular services and cities.',
  tags: ['search'],
  querystring: SearchQuerySchema,
  response: SearchResponseSchema,
});

export function search(transport: HttpTransport, query: SearchQuery, signal?: AbortSignal) {
  return callEndpoint(transport, searchEndpoint, { query, signal });
}
