import { z } from 'zod';

/** A query flag: accepts a boolean from typed callers and the usual spellings from a URL. */
export const QueryBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);
