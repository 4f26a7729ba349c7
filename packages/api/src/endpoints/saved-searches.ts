import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { FilterQuerySchema } from '../filters';

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
  /** An e-mail is sent when new companies match (a daily check). */
  alert: z.boolean(),
  /** Alerts can be turned on: the search was saved with its filters. */
  alert_available: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** A saved search's name, as it is given and as it is changed. */
export const SavedSearchNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(120, 'Use at most 120 characters');

export const CreateSavedSearchBodySchema = z.object({
  name: SavedSearchNameSchema,
  path: ListingPathSchema,
  /** The listing's filter and sort query with its leading `?`, or empty; the page number is not kept. */
  query: z
    .string()
    .max(2000, 'is too long')
    .regex(/^(?:\?[^#\s]*)?$/, 'must be a query string starting with ?')
    .default(''),
  /**
   * The listing's filters as the listing call takes them, the page's own place and service
   * included: what the alert checks new companies against.
   */
  filters: FilterQuerySchema.optional(),
  /** E-mail me when new companies match. */
  alert: z.boolean().default(false),
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

export const ListSavedSearchesResponseSchema = z.object({ data: z.array(SavedSearchSchema) });
export type ListSavedSearchesResponse = z.infer<typeof ListSavedSearchesResponseSchema>;

/** GET /saved-searches — the signed-in person's saved searches, newest first. */
export const listSavedSearchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/saved-searches',
  api: 'main',
  operationId: 'listSavedSearches',
  summary: 'Your saved searches',
  description: "The signed-in person's saved searches, newest first, with their alert setting.",
  tags: ['companies'],
  security: 'session',
  response: ListSavedSearchesResponseSchema,
});

export const UpdateSavedSearchBodySchema = z
  .object({
    name: SavedSearchNameSchema.optional(),
    alert: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.alert !== undefined, {
    message: 'name: give a new name or an alert setting',
    path: ['name'],
  });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBodySchema>;

/**
 * PATCH /saved-searches/{id} — renames a saved search or turns its alert on or off; a search saved
 * without its filters cannot alert (409). Anyone else's is a 404.
 */
export const updateSavedSearchEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/saved-searches/:id',
  api: 'main',
  operationId: 'updateSavedSearch',
  summary: 'Rename a saved search or set its alert',
  description:
    "Renames one of the signed-in person's saved searches or turns its e-mail alert on or off. A search saved before alerts existed cannot alert (409); anyone else's is a 404.",
  tags: ['companies'],
  security: 'session',
  errors: [404, 409],
  params: SavedSearchParamsSchema,
  body: UpdateSavedSearchBodySchema,
  response: SavedSearchResponseSchema,
});

/** DELETE /saved-searches/{id} — deletes one of the signed-in person's saved searches. */
export const deleteSavedSearchEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/saved-searches/:id',
  api: 'main',
  operationId: 'deleteSavedSearch',
  summary: 'Delete a saved search',
  description: "Deletes one of the signed-in person's saved searches; anyone else's is a 404.",
  tags: ['companies'],
  security: 'session',
  errors: [404],
  params: SavedSearchParamsSchema,
  response: z.object({ data: z.object({ deleted: z.literal(true) }) }),
});

export function listSavedSearches(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listSavedSearchesEndpoint, { signal });
}

export function updateSavedSearch(
  transport: HttpTransport,
  id: string,
  body: UpdateSavedSearchBody,
) {
  return callEndpoint(transport, updateSavedSearchEndpoint, { params: { id }, body });
}

export function deleteSavedSearch(transport: HttpTransport, id: string) {
  return callEndpoint(transport, deleteSavedSearchEndpoint, { params: { id } });
}
