import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

/**
 * Issue 19: the columns a person hid in each data grid (the dashboard's and the staff area's),
 * remembered per person on the server.
 */

/** Columns one grid may hide. */
export const MAX_HIDDEN_COLUMNS = 40;

export const GridNameSchema = z
  .string({ error: 'grid: must be a grid name' })
  .regex(/^[a-z0-9-]{1,60}$/, { error: 'grid: lowercase letters, digits and -, at most 60' });

export const GridPreferencesSchema = z.object({
  /** Per grid name, the fields of the columns the person hid. */
  hidden_columns: z.record(z.string(), z.array(z.string())),
});
export type GridPreferences = z.infer<typeof GridPreferencesSchema>;

/** GET /profile/grid-preferences — every grid's hidden columns for the signed-in person. */
export const getGridPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/profile/grid-preferences',
  api: 'main',
  operationId: 'getGridPreferences',
  summary: 'My data grid column choices',
  description: 'The columns the signed-in person hid, per data grid.',
  tags: ['profile'],
  security: 'session',
  response: z.object({ data: GridPreferencesSchema }),
});

export const SaveGridColumnsBodySchema = z.object({
  hidden_columns: z
    .array(
      z
        .string({ error: 'hidden_columns: must be column names' })
        .regex(/^[A-Za-z0-9_.-]{1,60}$/, { error: 'hidden_columns: must be column names' }),
    )
    .max(MAX_HIDDEN_COLUMNS, { error: `hidden_columns: at most ${MAX_HIDDEN_COLUMNS}` }),
});
export type SaveGridColumnsBody = z.infer<typeof SaveGridColumnsBodySchema>;

/** PUT /profile/grid-preferences/{grid} — replaces one grid's hidden columns. */
export const saveGridColumnsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/profile/grid-preferences/:grid',
  api: 'main',
  operationId: 'saveGridColumns',
  summary: 'Remember the columns hidden in one data grid',
  description:
    'Stores which columns the signed-in person hid in the grid (an empty list shows them all) and answers every grid’s choices.',
  tags: ['profile'],
  security: 'session',
  params: z.object({ grid: GridNameSchema }),
  body: SaveGridColumnsBodySchema,
  response: z.object({ data: GridPreferencesSchema }),
});

export function getGridPreferences(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getGridPreferencesEndpoint, { signal });
}

export function saveGridColumns(transport: HttpTransport, grid: string, body: SaveGridColumnsBody) {
  return callEndpoint(transport, saveGridColumnsEndpoint, { params: { grid }, body });
}
