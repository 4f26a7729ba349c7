import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/** A listing path: /companies, /companies/{seg} or /companies/{service}/{place}. */
export const ListingPathSchema = z
  .string()
  .regex(
    /^\/companies(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/,
    'must be a listing path such as /companies/seo/london',
  );

export const SavedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  path: ListingPathSchema,
  query: z.string(),
  /** Where the saved listing lives: path and query together. */
  url: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const CreateSavedSearchBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the search a name').max(120, 'Use at most 120 characters'),
  path: ListingPathSchema,
  /** The listing's filter and sort query with its leading `?`, or empty; the page number is not kept. */
  query: z
    .string()
    .max(2000, 'is too long')
    .regex(/^(?:\?[^#\s]*)?$/, 'must be a query string starting with ?')
    .default(''),
});
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBodySchema>;

export const SavedSearchResponseSchema = z.object({ data: SavedSearchSchema });
export type SavedSearchResponse = z.infer<typeof SavedSearchResponseSchema>;

export const SavedSearchParamsSchema = z.object({ id: z.uuid('must be a saved search id') });

/** POST /saved-searches — keeps the applied filters of a listing under a name (signed in). */
export const createSavedSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/saved-searches',
  api: 'main',
  operationId: 'createSavedSearch',
  summary: 'Save the filters of a listing under a name',
  description:
    'Keeps the applied filters and sort of a listing under a name for the signed-in person; the page number is not kept.',
  tags: ['companies'],
  security: 'session',
  body: CreateSavedSearchBodySchema,
  response: SavedSearchResponseSchema,
});

/** GET /saved-searches/{id} — one of the signed-in person's saved searches; anyone else's is a 404. */
export const getSavedSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/saved-searches/:id',
  api: 'main',
  operationId: 'getSavedSearch',
  summary: 'One of your saved searches',
  description:
    "One of the signed-in person's saved searches; anyone else's looks exactly like a missing one (404).",
  tags: ['companies'],
  security: 'session',
  errors: [404],
  params: SavedSearchParamsSchema,
  response: SavedSearchResponseSchema,
});

export function createSavedSearch(transport: HttpTransport, body: CreateSavedSearchBody) {
  return callEndpoint(transport, createSavedSearchEndpoint, { body });
}

export function getSavedSearch(transport: HttpTransport, id: string, signal?: AbortSignal) {
  return callEndpoint(transport, getSavedSearchEndpoint, { params: { id }, signal });
}
