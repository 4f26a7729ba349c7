import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '@atlas/api/http';
import { allEndpoints, openApiPath, type FoundEndpoint } from './endpoints';
import { validArbitrary, type Hints } from './zod-arbitrary';

/**
 * Calls under `/companies/{slug}/` that a signed-in person who is NOT a member makes on purpose
 * (asking to join). Every other signed-in call there must be `companyScoped`.
 */
export const OPEN_TO_NON_MEMBERS: ReadonlySet<string> = new Set(['requestToJoin']);

export interface ScopedCall {
  /** The operation id, for messages. */
  name: string;
  method: Endpoint['method'];
  /** The path with its query, below the site's origin (`/api/companies/acme/members`). */
  url: string;
  /** A JSON body the schema accepts, for calls that take one. */
  body?: unknown;
  /** The file field of an upload (`multipart/form-data`). */
  upload?: string;
}

/** Fields whose rule is a refinement (no JSON Schema to derive from): plain valid values. */
const HINTS: Hints = {
  email: fc.constant('someone@example.com'),
  emails: fc.constant(['someone@example.com']),
  website: fc.constant('https://www.example.com'),
  url: fc.constant('https://www.example.com'),
  // The editor's shares add up to 100 (a rule across the items).
  services: fc.constant([{ service_id: 1, percentage: 100 }]),
  industries: fc.constant([]),
  client_types: fc.constant([]),
  focuses: fc.constant([]),
  // Exactly one headquarters (a rule across the items).
  locations: fc.constant([
    {
      country_id: 1,
      city_id: 1,
      address: '',
      postcode: '',
      latitude: null,
      longitude: null,
      phone: '',
      headquarter: true,
    },
  ]),
};

/** A value `schema` accepts, the same one every run (fixed seed). */
function validSample(schema: z.ZodType, name: string): unknown {
  const samples = fc.sample(validArbitrary(schema, HINTS), { numRuns: 60, seed: 7 });
  const accepted = samples.find((sample) => schema.safeParse(sample).success);
  if (accepted === undefined) {
    const issues = samples.slice(0, 2).map((sample) => schema.safeParse(sample).error?.issues);
    throw new Error(`no valid sample for ${name}: ${JSON.stringify(issues)}`);
  }
  return accepted;
}

function toCall(found: FoundEndpoint, slug: string): ScopedCall {
  const { endpoint } = found;
  const params: Record<string, unknown> = endpoint.params
    ? { ...(validSample(endpoint.params, `${found.name}.params`) as object), slug }
    : { slug };
  const path = openApiPath(endpoint).replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  let query = '';
  if (endpoint.querystring) {
    const values = validSample(endpoint.querystring, `${found.name}.querystring`) as Record<
      string,
      unknown
    >;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        search.set(key, String(value));
    query = search.size > 0 ? `?${search.toString()}` : '';
  }
  return {
    name: endpoint.operationId,
    method: endpoint.method,
    url: path + query,
    ...(endpoint.body ? { body: validSample(endpoint.body, `${found.name}.body`) } : {}),
    ...(endpoint.upload ? { upload: endpoint.upload.field } : {}),
  };
}

/** Every company-scoped call of @atlas/api on the company `slug`, with valid parameters and bodies. */
export async function companyScopedCalls(slug: string): Promise<ScopedCall[]> {
  return (await allEndpoints())
    .filter((found) => found.endpoint.companyScoped)
    .map((found) => toCall(found, slug));
}

/** Every call that needs `security` and is not company-scoped, with valid parameters and bodies. */
export async function callsNeeding(security: 'session' | 'staff'): Promise<ScopedCall[]> {
  return (await allEndpoints())
    .filter((found) => found.endpoint.security === security && !found.endpoint.companyScoped)
    .map((found) => toCall(found, 'rules-acme'));
}

/**
 * Signed-in calls under `/companies/{slug}/` that are neither company-scoped nor meant for
 * non-members: a new call that forgot to say who may make it.
 */
export async function unmarkedCompanyCalls(): Promise<string[]> {
  return (await allEndpoints())
    .filter(
      ({ endpoint }) =>
        endpoint.security === 'session' &&
        endpoint.path.startsWith('/companies/:slug/') &&
        !endpoint.companyScoped &&
        !OPEN_TO_NON_MEMBERS.has(endpoint.operationId),
    )
    .map(({ endpoint }) => `${endpoint.method} ${endpoint.path} (${endpoint.operationId})`);
}
