import type { z } from 'zod';
import {
  ListCompanySubmissionsQuerySchema,
  type CompanySubmissionsQuery,
} from '@atlas/api/endpoints/list-company-submissions';

/** A queue's query from the address; anything it cannot take falls back to the defaults. */
export function queryOf<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse({});
}

/** The submissions queue's query from the address. */
export function queueQueryOf(url: URL): CompanySubmissionsQuery {
  return queryOf(ListCompanySubmissionsQuerySchema, url);
}
