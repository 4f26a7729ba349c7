import { z } from 'zod';
import type { ErrorBody } from './http';

/**
 * The body every failed call answers with, as a schema: the server documents its failures with it
 * (OpenAPI's `ErrorBody`) and tests check answers against it. The browser's transport reads error
 * bodies with `readErrorBody` from `http.ts` instead, which needs no zod.
 */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string().optional(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ErrorBody>;
