import { foldQueryParams } from '@atlas/api/http';

/** Fastify's query-string parser: the contract's own reading (`key[]` arrays), see foldQueryParams. */
export function parseQueryString(text: string): Record<string, string | string[]> {
  return foldQueryParams(new URLSearchParams(text));
}
