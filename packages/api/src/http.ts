import type { z } from 'zod';

/**
 * The body every failed call answers with (Fastify's error shape plus the fields at fault). Its
 * zod schema, for the server and the OpenAPI document, is `ErrorBodySchema` in `error-body.ts`:
 * this module is in every page's first script, which does not load zod.
 */
export interface ErrorBody {
  statusCode: number;
  error?: string | undefined;
  message: string;
  fields?: { field: string; message: string }[] | undefined;
}

/**
 * The ErrorBody a failed answer carries, or null when the body is not one: what
 * `ErrorBodySchema.safeParse` accepts, checked by hand so the transport needs no zod (a test holds
 * the two to the same answers).
 */
export function readErrorBody(json: unknown): ErrorBody | null {
  if (!isPlainRecord(json)) return null;
  const { statusCode, error, message, fields } = json;
  if (typeof statusCode !== 'number' || !Number.isSafeInteger(statusCode)) return null;
  if (typeof message !== 'string') return null;
  if (error !== undefined && typeof error !== 'string') return null;
  const body: ErrorBody =
    error === undefined ? { statusCode, message } : { statusCode, error, message };
  if (fields === undefined) return body;
  if (!Array.isArray(fields)) return null;
  const items: unknown[] = fields;
  const checked: { field: string; message: string }[] = [];
  for (const item of items) {
    if (!isPlainRecord(item) || typeof item.field !== 'string' || typeof item.message !== 'string')
      return null;
    checked.push({ field: item.field, message: item.message });
  }
  return { ...body, fields: checked };
}

/** An object read from JSON (not null, not an array): what a zod object schema accepts. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failed call: carries the HTTP status and the server's message (and field errors when given). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fields: ErrorBody['fields'];

  constructor(status: number, message: string, fields?: ErrorBody['fields']) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** Which of the two APIs of SPEC §7 a call goes to. */
export type ApiName = 'main' | 'v2';

/**
 * Who may call an endpoint: anyone; anyone, with a session used when there is one; a signed-in
 * person (session cookie or bearer token); a moderator (the `x-admin-token` header); staff (a
 * session of an account granted staff with `pnpm staff grant`; anyone else is answered 404).
 */
export type EndpointSecurity = 'public' | 'session-optional' | 'session' | 'admin-token' | 'staff';

/** The statuses a failed call can answer with; the body is always an ErrorBody. */
export const ERROR_STATUSES = [
  400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 431, 500, 501, 503,
] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** A value a query string can carry: buildQueryString writes a list as repeated `key[]=`. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
/** The query of a request, and what a path's `:name` parameters are filled with. */
export type QueryInput = Readonly<Record<string, QueryValue>>;
export type ParamsInput = Readonly<Record<string, string | number>>;

/**
 * One call of the contract. The server registers its route from the same object, so the path, the
 * request schemas and the response schema are written once.
 */
export interface Endpoint<
  TQuery extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the API base URL, with `:name` parameters (Fastify syntax). */
  path: string;
  api: ApiName;
  /** The OpenAPI operation id: the call's function name in this package (`listCompanies`). */
  operationId: string;
  summary: string;
  /** What the call does and answers, for the OpenAPI document (a sentence or two). */
  description: string;
  tags: string[];
  /** Who may call it; `public` when left out. */
  security?: EndpointSecurity;
  /**
   * The failures this call answers besides the ones every call of its method can give (see
   * `packages/server/src/lib/endpoint-schema.ts`): a 404 for an unknown id, a 409 or 410…
   */
  errors?: readonly ErrorStatus[];
  /**
   * Only members of the company that `:slug` names may call it; anyone else gets the same 404 as
   * for a company that does not exist (a server test calls each one as another company's member).
   */
  companyScoped?: boolean;
  /**
   * The media type of the success answer when it is not JSON (`text/csv` for a download); the
   * OpenAPI document says it, and `response` describes its body. Failures are always JSON.
   */
  responseType?: string;
  /** A `multipart/form-data` upload: the name of its one file field (no JSON body). */
  upload?: { field: string };
  querystring?: TQuery;
  params?: TParams;
  body?: TBody;
  response: TResponse;
}

/** Keeps the exact schema types of an endpoint, so route handlers and clients infer from them. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export interface HttpRequest {
  api: ApiName;
  method: Endpoint['method'];
  path: string;
  query?: QueryInput;
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a request and answers the parsed JSON body; throws ApiError on a non-2xx answer. */
export type HttpTransport = (request: HttpRequest) => Promise<unknown>;

export interface HttpTransportOptions {
  /** Base URL of the main API, e.g. `https://example.com/api`. */
  baseUrl: string;
  /** Base URL of the second API; `<baseUrl>/v2` (e.g. `https://example.com/api/v2`) unless said. */
  v2BaseUrl?: string | undefined;
  /** Answers the bearer token, if any; sent as `Authorization: Bearer …`. */
  getToken?: () => string | null | undefined;
  /** Defaults to the platform's fetch. */
  fetch?: typeof fetch;
  /** Extra headers on every request (for example a forwarded cookie during server rendering). */
  headers?: Record<string, string>;
}

export function buildQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Reads a query string the way buildQueryString writes it: `countries[]=1&countries[]=2` is one
 * array named `countries`, a repeated plain key also becomes an array, everything else a string.
 */
export function foldQueryParams(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const previous = result[key];
    if (previous === undefined) result[key] = isList ? [value] : value;
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return result;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const v2BaseUrl = options.v2BaseUrl ?? joinUrl(options.baseUrl, 'v2');
  return async (request) => {
    const base = request.api === 'v2' ? v2BaseUrl : options.baseUrl;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    // A form with files goes as multipart/form-data: fetch writes its content type and boundary.
    if (typeof FormData !== 'undefined' && request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const url = joinUrl(base, request.path) + buildQueryString(request.query);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method,
        headers,
        body,
        signal: request.signal,
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError(
        0,
        'The server could not be reached. Check your connection and try again.',
      );
    }
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (!response.ok) {
      const errorBody = readErrorBody(json);
      if (errorBody) throw new ApiError(response.status, errorBody.message, errorBody.fields);
      throw new ApiError(
        response.status,
        response.statusText || `Request failed with status ${response.status}`,
      );
    }
    return json;
  };
}

/** Fills `:name` parameters of an endpoint path. */
export function fillPath(path: string, params: ParamsInput = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The request of an endpoint, typed from its schemas: `query`, `params` and `body` take the input
 * of the endpoint's `querystring`, `params` and `body` schemas (required when the schema requires
 * something) and may not be given when it declares none. A write without a body schema may still
 * send an empty JSON object. A query or params schema whose input a URL cannot carry (a nested
 * object) counts as none, so its callers fail to compile rather than send `[object Object]`.
 */
export type EndpointRequest<E extends Endpoint> = QueryPart<E> &
  ParamsPart<E> &
  BodyPart<E> & { signal?: AbortSignal };

/** The parsed answer of an endpoint. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

type QueryPart<E extends Endpoint> =
  E extends Record<'querystring', infer Schema extends z.ZodType<unknown, QueryInput>>
    ? RequiredWhenNeeded<'query', z.input<Schema>>
    : { query?: never };

type ParamsPart<E extends Endpoint> =
  E extends Record<'params', infer Schema extends z.ZodType<unknown, ParamsInput>>
    ? RequiredWhenNeeded<'params', z.input<Schema>>
    : { params?: never };

type BodyPart<E extends Endpoint> =
  E extends Record<'body', infer Schema extends z.ZodType>
    ? RequiredWhenNeeded<'body', z.input<Schema>>
    : { body?: Record<string, never> };

/** `{ key: value }`, or `{ key?: value }` when an empty object would do. */
type RequiredWhenNeeded<Key extends string, Value> =
  Record<string, never> extends Value ? { [K in Key]?: Value } : { [K in Key]: Value };

/** The request arguments of callEndpoint: optional when the endpoint needs nothing. */
type RequestArguments<E extends Endpoint> =
  Record<string, never> extends EndpointRequest<E>
    ? [request?: EndpointRequest<E>]
    : [request: EndpointRequest<E>];

/** A request as the transport sends it, whatever the endpoint. */
interface WireRequest {
  query?: QueryInput;
  params?: ParamsInput;
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls an endpoint through a transport and validates the answer with the endpoint's schema. */
export function callEndpoint<const E extends Endpoint>(
  transport: HttpTransport,
  endpoint: E,
  ...request: RequestArguments<E>
): Promise<EndpointResponse<E>>;
export async function callEndpoint(
  transport: HttpTransport,
  endpoint: Endpoint,
  request: WireRequest = {},
): Promise<unknown> {
  const json = await transport({
    api: endpoint.api,
    method: endpoint.method,
    path: fillPath(endpoint.path, request.params),
    query: request.query,
    body: request.body,
    signal: request.signal,
  });
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      502,
      `Unexpected answer from ${endpoint.method} ${endpoint.path}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
