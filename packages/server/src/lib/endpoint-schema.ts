import type { Endpoint } from '@atlas/api/http';

/** The request parts of an endpoint that it declares, with their exact schema types. */
type Declared<E extends Endpoint, K extends 'params' | 'querystring' | 'body'> =
  E extends Record<K, infer Schema> ? Record<K, Schema> : unknown;

/** A route's `schema` option as built by `schemaOf`. */
export type EndpointSchema<E extends Endpoint> = {
  summary: string;
  tags: E['tags'];
  response: { 200: E['response'] };
} & Declared<E, 'params'> &
  Declared<E, 'querystring'> &
  Declared<E, 'body'>;

/**
 * The Fastify route schema of an @atlas/api endpoint: its OpenAPI summary and tags, the request
 * schemas it declares (params, querystring, body) and its answer as the 200 response. The schema
 * types are kept, so the zod type provider infers `request.params`, `.query` and `.body`.
 */
export function schemaOf<const E extends Endpoint>(endpoint: E): EndpointSchema<E> {
  const schema: Record<string, unknown> = { summary: endpoint.summary, tags: endpoint.tags };
  if (endpoint.params !== undefined) schema.params = endpoint.params;
  if (endpoint.querystring !== undefined) schema.querystring = endpoint.querystring;
  if (endpoint.body !== undefined) schema.body = endpoint.body;
  schema.response = { 200: endpoint.response };
  return schema as EndpointSchema<E>;
}
