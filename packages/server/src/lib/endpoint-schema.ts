import { z } from 'zod';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { Endpoint, EndpointSecurity, ErrorStatus } from '@atlas/api/http';
import { ErrorBodySchema } from '@atlas/api/error-body';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';

/** An OpenAPI security requirement: scheme names of `SECURITY_SCHEMES`, all of which must hold. */
type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** What the OpenAPI document says about a route beyond its request and response schemas. */
export interface RouteDocs {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: SecurityRequirement[];
  /** The route's own failures; the transform adds the ones its method, access and limits give. */
  errors: readonly ErrorStatus[];
}

/** Who may call a route, read before its request is parsed (plugins/access-first.ts). */
export interface RouteAccess {
  security: EndpointSecurity;
  /** Only members of the company its `:slug` names. */
  companyScoped: boolean;
}

/** A route's `schema` option as built by `schemaOf`. */
export type EndpointSchema<E extends Endpoint> = RouteDocs & {
  access: RouteAccess;
  /** The 200 answer's media type when it is not JSON (documentation only). */
  responseType?: string;
  tags: E['tags'];
  response: { 200: E['response'] };
} & Declared<E, 'params'> &
  Declared<E, 'querystring'> &
  Declared<E, 'body'>;

/** The request parts of an endpoint that it declares, with their exact schema types. */
type Declared<E extends Endpoint, K extends 'params' | 'querystring' | 'body'> =
  E extends Record<K, infer Schema> ? Record<K, Schema> : unknown;

/** The credentials the API accepts, as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'The HttpOnly session cookie set by POST /api/login (and the OAuth callbacks). A state-changing request that carries it must come from the site itself (Origin or Referer), or it is a 403.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The same session token as the cookie, answered by POST /api/login, sent as `Authorization: Bearer …` by clients that are not browsers.',
  },
  adminToken: {
    type: 'apiKey',
    in: 'header',
    name: ADMIN_TOKEN_HEADER,
    description:
      'The moderators\u2019 token (ADMIN_TOKEN, at least 24 characters). Without it configured the moderation API answers 404; wrong tokens are throttled per network.',
  },
} as const;

const SECURITY: Record<EndpointSecurity, SecurityRequirement[]> = {
  // Explicitly none: the call needs no credentials.
  public: [],
  // `{}` first: anonymous calls are fine, and a session is used when there is one.
  'session-optional': [{}, { sessionCookie: [] }, { bearerToken: [] }],
  session: [{ sessionCookie: [] }, { bearerToken: [] }],
  'admin-token': [{ adminToken: [] }],
  // A staff member's session; to anyone else the call does not exist (404).
  staff: [{ sessionCookie: [] }, { bearerToken: [] }],
};

/** The OpenAPI security requirements of an access level. */
export function securityOf(access: EndpointSecurity = 'public'): SecurityRequirement[] {
  return SECURITY[access];
}

/**
 * The Fastify route schema of an @atlas/api endpoint: its OpenAPI operation id, summary,
 * description, tags and security, the request schemas it declares (params, querystring, body) and
 * its answer as the 200 response. The schema types are kept, so the zod type provider infers
 * `request.params`, `.query` and `.body`. `errors` is for the OpenAPI document only
 * (`transformRouteForOpenApi`); failures are never serialized against a schema at run time.
 */
export function schemaOf<const E extends Endpoint>(endpoint: E): EndpointSchema<E> {
  const schema: Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: endpoint.tags,
    security: securityOf(endpoint.security),
    errors: [...(endpoint.errors ?? []), ...accessErrors(endpoint.security)],
    access: {
      security: endpoint.security ?? 'public',
      companyScoped: endpoint.companyScoped === true,
    } satisfies RouteAccess,
  };
  if (endpoint.responseType !== undefined) schema.responseType = endpoint.responseType;
  if (endpoint.params !== undefined) schema.params = endpoint.params;
  if (endpoint.querystring !== undefined) schema.querystring = endpoint.querystring;
  if (endpoint.body !== undefined) schema.body = endpoint.body;
  schema.response = { 200: endpoint.response };
  return schema as EndpointSchema<E>;
}

/**
 * The documentation part of a route schema for a route that is not an @atlas/api endpoint (a
 * browser navigation): `redirect` says where its 302 goes, and no JSON answer is documented.
 */
export function routeDocs(docs: {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: EndpointSecurity;
  errors?: readonly ErrorStatus[];
  redirect: string;
}): RouteDocs & { redirect: string } {
  return {
    ...docs,
    security: securityOf(docs.security),
    errors: [...(docs.errors ?? []), ...accessErrors(docs.security)],
  };
}

/** The failures an access level brings: no session, or a missing, wrong or throttled token. */
function accessErrors(access: EndpointSecurity = 'public'): ErrorStatus[] {
  if (access === 'session') return [401];
  // Without ADMIN_TOKEN configured the moderation API does not exist (404).
  if (access === 'admin-token') return [401, 404, 429];
  // Staff calls do not exist for anyone else (signed out included).
  if (access === 'staff') return [404];
  return [];
}

/** What each failure means, for the document. */
const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is invalid: `message` and `fields[].field` name each field at fault (a path or query parameter, or a body field).',
  401: 'No valid credentials: not signed in, or a missing or wrong token.',
  403: 'Refused: a state-changing request with the session cookie that does not come from the site itself (Origin/Referer), or an action this account may not take.',
  404: 'Nothing has this id, slug or link (or the call is not enabled on this server).',
  409: 'The request conflicts with the current state.',
  410: 'The link was used already or has expired.',
  413: 'The body is larger than the server accepts.',
  415: 'The Content-Type is not one the call accepts (send application/json).',
  422: 'The idempotency key was already used for a different request; nothing was stored or changed.',
  431: 'The URL or the headers are larger than the server reads (16 KB in all).',
  429: 'Too many requests: the message says, in words, when to try again, and so does Retry-After.',
  500: 'An unexpected failure; the message never tells more than that.',
  501: 'The feature is not configured on this server.',
  503: 'The database is unreachable or the server is overloaded: try again after Retry-After.',
};

const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** The failures every route of a method can give, whatever it does. */
function defaultErrors(method: string): ErrorStatus[] {
  // Any request can be malformed (an undecodable query, a bad parameter) or too long for the
  // HTTP parser (431, answered before routing), fail unexpectedly, or meet an unreachable database.
  const always: ErrorStatus[] = [400, 431, 500, 503];
  if (method === 'GET' || method === 'HEAD') return always;
  // Writes: the origin check on cookie requests, the body size limit and the content-type parsers.
  return [...always, 403, 413, 415];
}

/** The documented failures of a route: its own, its method's, and 429 when it is rate-limited. */
export function errorStatusesOf(route: {
  method: string;
  errors?: readonly ErrorStatus[];
  rateLimited: boolean;
}): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([
    ...defaultErrors(route.method),
    ...(route.errors ?? []),
    ...(route.rateLimited ? ([429] as const) : []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/** Schemas the document names once (components/schemas) and references everywhere. */
const documentRegistry = z.registry<{ id: string }>();
documentRegistry.add(ErrorBodySchema, { id: 'ErrorBody' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: documentRegistry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: documentRegistry });

type TransformInput = Parameters<typeof zodTransform>[0];
type TransformObjectInput = Parameters<typeof zodTransformObject>[0];

function isErrorStatusList(value: unknown): value is ErrorStatus[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @fastify/swagger's per-route transform: the zod schemas become JSON schemas (ErrorBody as a
 * reference), and every failure the route can answer is documented with the ErrorBody schema and
 * what it means; 429 and 503 also with Retry-After. A route documented with `redirect` answers a
 * 302 instead of a JSON body, and one with `responseType` answers that media type (its failures are
 * still JSON).
 */
export function transformRouteForOpenApi(input: TransformInput): ReturnType<typeof zodTransform> {
  const { schema, route } = input;
  if (!isRecord(schema) || schema.hide === true) return zodTransform(input);
  // `access` is for the server only (the security requirements say it for the document).
  const { errors, redirect, access: _access, responseType, ...rest } = schema;
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  const method = methods.find((name) => name !== 'HEAD') ?? 'GET';
  const routeConfig: unknown = route.config;
  const statuses = errorStatusesOf({
    method,
    errors: isErrorStatusList(errors) ? errors : [],
    rateLimited: isRecord(routeConfig) && routeConfig.rateLimit !== undefined,
  });
  const declaredResponses = isRecord(rest.response) ? rest.response : {};
  const withErrors = {
    ...rest,
    response: {
      ...declaredResponses,
      ...Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])),
    },
  };
  const result = zodTransform({ ...input, schema: withErrors });
  const transformed: Record<string, unknown> = isRecord(result.schema) ? result.schema : {};
  const responses: Record<string, unknown> = isRecord(transformed.response)
    ? transformed.response
    : {};
  const answer = responses[200];
  if (isRecord(answer)) {
    const description = 'Success: the answer below.';
    responses[200] =
      typeof responseType === 'string'
        ? { description, content: { [responseType]: { schema: answer } } }
        : { ...answer, description };
  }
  for (const status of statuses) {
    const body = responses[status];
    responses[status] = {
      ...(isRecord(body) ? body : {}),
      description: ERROR_DESCRIPTIONS[status],
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    };
  }
  if (typeof redirect === 'string') {
    responses[302] = {
      type: 'null',
      description: redirect,
      headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
    };
  }
  return { ...result, schema: { ...transformed, response: responses } };
}

/** @fastify/swagger's whole-document transform: adds the referenced schemas (ErrorBody). */
export function transformDocumentForOpenApi(
  input: TransformObjectInput,
): ReturnType<typeof zodTransformObject> {
  const document = zodTransformObject(input);
  // The registry also yields an input variant of ErrorBody; no request takes one.
  if ('components' in document && document.components?.schemas)
    delete document.components.schemas.ErrorBodyInput;
  return document;
}
