import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '@atlas/api/error-body';
import type { Endpoint } from '@atlas/api/http';
import { ListCompaniesQuerySchema } from '@atlas/api/endpoints/list-companies';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { createDevRenderer } from '../src/ssr/renderer';
import { countries, services, staffMembers } from '../src/db/schema';
import { ValetSubmissionBodySchema } from '@atlas/api/valet';
import { createConversationRepository } from '../src/modules/conversations/repository';
import { networkOf } from '../src/lib/network';
import { allEndpoints, openApiPath, type FoundEndpoint } from './helpers/endpoints';
import {
  addressOf,
  hostileMultipart,
  solveCaptchaThrough,
  uploadAnswerProblem,
  uploadRequest,
  uploadSteps,
} from './helpers/fuzz-uploads';
import {
  httpTransport,
  injectTransport,
  sendRaw,
  type FuzzAnswer,
  type FuzzRequest,
  type FuzzTransport,
} from './helpers/fuzz-http';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';
import { insertSession, insertVerifiedUser } from './helpers/users';
import {
  encodeLoosely,
  HOSTILE_TEXT,
  hostileArbitrary,
  RAW_QUERY_GARBAGE,
  validArbitrary,
  type Hints,
} from './helpers/zod-arbitrary';

/*
 * Property-based fuzzing of every @atlas/api endpoint (requests derived from its zod schemas, valid
 * and hostile) and of the page router, through the real app. A property fails on any 5xx (other
 * than a documented 501), on a request that throws instead of answering, on an uncaught exception
 * or unhandled rejection, on a 4xx from /api without a message, and on a 400 that names no field.
 *
 * `pnpm test`: a small fixed budget in process (`inject`, plus a raw-socket part).
 * `pnpm fuzz` (scripts/fuzz.ts): the same properties for FUZZ_MINUTES against a production build
 * (FUZZ_BASE_URL), or FUZZ_RUNS runs each. FUZZ_SEED (and FUZZ_PATH) replay a reported failure.
 */

const REMOTE_BASE_URL = process.env.FUZZ_BASE_URL;
const ADMIN_TOKEN = process.env.FUZZ_ADMIN_TOKEN ?? 'fuzz-admin-token-0123456789abcdef';
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REPLAY_PATH = process.env.FUZZ_PATH;
const MINUTES = Number(process.env.FUZZ_MINUTES ?? 0);
const RUNS_OVERRIDE = Number(process.env.FUZZ_RUNS ?? 0);

/** How many runs a property gets: small in `pnpm test`, FUZZ_RUNS or as many as fit otherwise. */
function budget(defaultRuns: number, share: number): fc.Parameters<unknown> {
  const parameters: fc.Parameters<unknown> = { numRuns: RUNS_OVERRIDE || defaultRuns };
  if (MINUTES > 0) {
    parameters.numRuns = Number.MAX_SAFE_INTEGER;
    parameters.interruptAfterTimeLimit = Math.max(1000, MINUTES * 60_000 * share);
    parameters.markInterruptAsFailure = false;
  }
  if (SEED !== undefined) parameters.seed = SEED;
  if (REPLAY_PATH !== undefined) parameters.path = REPLAY_PATH;
  // Shrinking a failing HTTP request takes long; a few steps already make it readable.
  parameters.endOnFailure = MINUTES > 0;
  return parameters;
}

/** The time a property may take, for vitest. */
function timeoutFor(share: number, inProcess: number): number {
  return MINUTES > 0 ? MINUTES * 60_000 * share + 120_000 : inProcess;
}

let server: TestServer | undefined;
let send: FuzzTransport;
let endpoints: FoundEndpoint[];
let hints: Hints;
let documented: Map<string, Set<string>>;
/** Statuses each operation answered during the run (checked against the OpenAPI document). */
const observed = new Map<string, Map<number, string>>();
/** A fresh session token per call: logout and password changes end sessions. */
let newSessionToken: () => Promise<string>;
/** The fuzzer's own project submission (issue 18). */
let valetProjectId: string | undefined;
/** A conversation of the fuzzer's, for chat attachments (issue 34's limits). */
let fuzzConversationId: string | undefined;
/**
 * Small upload limits in process (issue 34), so the fuzzer reaches them: anonymous bytes per
 * network and hour (0.2 MB), and the cap on unsent uploads, which sweeps as the run goes on.
 */
const UPLOAD_LIMITS = {
  UPLOAD_ANONYMOUS_NETWORK_MB_PER_HOUR: '0.2',
  UPLOAD_ACCOUNT_MB_PER_HOUR: '0.3',
  UPLOAD_NETWORK_MB_PER_HOUR: '0.5',
  UPLOAD_UNCLAIMED_CAP_MB: '1',
  CAPTCHA_DIFFICULTY: '4',
};

/** The company_country of a submission: the first country the seed wrote. */
async function firstCountry(db: TestServer['app']['database']['db']) {
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  return { company_country: country?.id ?? 1 };
}

const crashes: unknown[] = [];
const onUncaught = (error: unknown) => crashes.push(error);
const restoreStdout: (() => void)[] = [];

/**
 * The fuzz server logs at `info`, so the request serializer (log redaction) runs on every hostile
 * URL as in production; the JSON lines are dropped here instead of flooding the test output.
 * pino writes through process.stdout when its `write` was replaced, which is what this does.
 */
function swallowJsonLogs(): void {
  const original = process.stdout.write;
  const filtered: typeof process.stdout.write = function (
    this: NodeJS.WriteStream,
    chunk: unknown,
    ...rest: unknown[]
  ): boolean {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : '';
    if (text.startsWith('{"level":')) return true;
    return Reflect.apply(original, this, [chunk, ...rest]);
  };
  process.stdout.write = filtered;
  restoreStdout.push(() => {
    process.stdout.write = original;
  });
}

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  if (REMOTE_BASE_URL) {
    send = httpTransport(REMOTE_BASE_URL);
    newSessionToken = async () => 'remote-runs-have-no-session-token-0000';
  } else {
    swallowJsonLogs();
    server = await buildTestServer({
      companies: 12,
      renderer: await createDevRenderer(),
      config: { ADMIN_TOKEN, LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0', ...UPLOAD_LIMITS },
    });
    send = injectTransport(server.app);
    const { db } = server.app.database;
    const user = await insertVerifiedUser(db, 'fuzzer@example.com', 'Fuzzer');
    newSessionToken = () => insertSession(db, user.id);
    const other = await insertVerifiedUser(db, 'fuzzed-counterpart@example.com', 'Counterpart');
    fuzzConversationId = await createConversationRepository(db).create(db, {
      subject: 'Fuzzed files',
      companyId: null,
      contactRequestId: null,
      participantIds: [user.id, other.id],
      now: new Date(),
    });
    // Staff, so the staff calls (issue 16) are fuzzed past their 404 too.
    await db.insert(staffMembers).values({ userId: user.id, grantedBy: 'fuzz' });
    // A project of the fuzzer's (issue 18), so the buyer's calls reach a found project too.
    const [service] = await db.select({ id: services.id }).from(services).limit(1);
    const project = ValetSubmissionBodySchema.parse({
      title: 'A fuzzed project',
      name: 'Fuzzer',
      email: user.email,
      services: [service?.id ?? 1],
      project_start: 'not-sure',
      project_budget: null,
      project_stage: 'planning',
      project_description: 'x'.repeat(60),
      captcha: 'unused',
      idempotency_key: 'fuzz-valet-project-0001',
      ...(await firstCountry(db)),
    });
    valetProjectId =
      (await server.app.valet.submit({
        body: project,
        wanted: await server.app.valet.checkOptions(project),
        user,
        ip: '127.0.0.1',
        requestHash: 'fuzz',
        verifyCaptcha: async () => {},
      })) ?? undefined;
  }
  endpoints = await allEndpoints();
  hints = await knownValues();
  const doc = await send({ method: 'GET', url: '/api/docs/json', headers: {} });
  documented = documentedStatuses(JSON.parse(doc.body));
}, 180_000);

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await server?.close();
  for (const restore of restoreStdout) restore();
});

/** Real slugs and ids from the seeded data, so generated requests also reach found records. */
async function knownValues(): Promise<Hints> {
  const read = async (url: string): Promise<unknown> => {
    const answer = await send({ method: 'GET', url, headers: { accept: 'application/json' } });
    return answer.status === 200 ? JSON.parse(answer.body) : undefined;
  };
  const Companies = z.object({ data: z.array(z.object({ slug: z.string(), id: z.number() })) });
  const companies = Companies.safeParse(await read('/api/companies?per_page=5')).data?.data ?? [];
  const slugs = companies.map((company) => company.slug);
  const Services = z.object({
    data: z.array(z.object({ services: z.array(z.object({ id: z.number(), slug: z.string() })) })),
  });
  const services =
    Services.safeParse(await read('/api/services')).data?.data.flatMap((group) => group.services) ??
    [];
  const Reviews = z.object({ data: z.array(z.object({ id: z.number() })) });
  const reviewIds: number[] = [];
  for (const slug of slugs.slice(0, 3)) {
    const reviews = Reviews.safeParse(await read(`/api/companies/${slug}/reviews`)).data?.data;
    for (const review of reviews ?? []) reviewIds.push(review.id);
  }
  const pick = <T>(values: T[], fallback: T) =>
    fc.constantFrom(...(values.length ? values : [fallback]));
  const slug = pick(slugs, 'no-such-company');
  const serviceIds = services.map((service) => service.id);
  return {
    slug,
    company_slug: slug,
    // An awards edition's weights add up to 100 (its one cross-field rule).
    jury_weight: fc.constant(50),
    votes_weight: fc.constant(30),
    reviews_weight: fc.constant(20),
    segment: pick(
      services.map((service) => service.slug),
      'seo',
    ),
    service_id: pick(serviceIds, 1),
    // Ids (a valet's services, a listing filter) or the editor's shares that add up to 100.
    services: fc.oneof(
      fc.array(pick(serviceIds, 1), { maxLength: 3 }),
      pick(serviceIds, 1).map((id) => [{ service_id: id, percentage: 100 }]),
    ),
    // Listing filters take ids; the editor's shares may be none (a rule across the items).
    industries: fc.oneof(
      fc.constant([]),
      fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
    ),
    focuses: fc.oneof(fc.constant([]), fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 })),
    client_types: fc.constant([]),
    company_id: pick(
      companies.map((company) => company.id),
      1,
    ),
    // Reviews' ids, or the fuzzer's project submission (issue 18).
    // Mostly integers: an office's or a portfolio item's `id` takes the same hint.
    id: valetProjectId
      ? fc.oneof(
          { weight: 6, arbitrary: pick(reviewIds, 1) },
          { weight: 1, arbitrary: fc.constant(valetProjectId) },
        )
      : pick(reviewIds, 1),
    // A release or a staff shortlist (issue 18): listed companies.
    company_ids: fc.array(
      pick(
        companies.map((company) => company.id),
        1,
      ),
      { minLength: 1, maxLength: 3 },
    ),
    // The editor's offices: exactly one headquarters (a rule across the items).
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
    // A refinement (the e-mail rule) has no JSON Schema: the field's name says what it takes.
    email: fc.oneof(
      { weight: 4, arbitrary: fc.constant('someone@example.com') },
      { weight: 1, arbitrary: fc.emailAddress() },
    ),
    // A list of addresses (the bulk review invitations), the same rule for each.
    emails: fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant('someone@example.com') },
        { weight: 1, arbitrary: fc.emailAddress() },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    // A month from 1990 to now (a refinement too).
    project_start: fc.constantFrom('2020-01', '2024-06', '1989-12', '2999-01'),
    path: fc.constantFrom('/companies', '/companies/seo', '/companies/seo/london'),
    query: fc.constantFrom('', '?sort=name', '?page=2&teamsizes[]=10'),
    // A company's website (the URL rule is a refinement too).
    website: fc.webUrl({ validSchemes: ['https'] }),
    // Company verification (issue 33): a register's number, uploaded documents' ids, and staff's
    // checklist ticked or not (approving needs every check).
    registration_number: fc.constantFrom('HRB 123456', 'FR 123 456 789', '12345678-9', ''),
    document_ids: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 6 }),
    checklist: fc.record({
      registration_checked: fc.boolean(),
      email_confirmed: fc.boolean(),
      documents_match_name: fc.boolean(),
      documents_current: fc.boolean(),
      website_matches: fc.boolean(),
    }),
  };
}

const OpenApiDocument = z.object({
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) })),
  ),
});

function documentedStatuses(json: unknown): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const document = OpenApiDocument.parse(json);
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations))
      map.set(`${method.toUpperCase()} ${path}`, new Set(Object.keys(operation.responses)));
  return map;
}

// ---------------------------------------------------------------------------------------------
// Requests

type Access = 'anonymous' | 'bearer' | 'cookie' | 'admin';

const SITE_ORIGINS = [TEST_PUBLIC_URL, REMOTE_BASE_URL ?? TEST_PUBLIC_URL];
const HOSTILE_ORIGINS = [
  'null',
  'https://evil.test',
  '%E0%A4%A',
  'http://[::1',
  'x'.repeat(3000),
  '',
];
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  'garbage',
] as const;
const ACCEPTS = [
  'application/json',
  '*/*',
  'text/html',
  'text/html;q=abc, */*;q=NaN',
  ';;;',
  'image/webp',
  '',
];
const FORWARDED = [
  '203.0.113.9',
  '::1',
  '999.999.999.999',
  'not-an-ip, , ,',
  '1.1.1.1, '.repeat(200),
  'unknown',
];
/** Header values may hold visible ASCII, spaces and latin-1; anything else is refused by clients. */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xfe }).map((c) => String.fromCharCode(c === 0x7f ? 0xff : c)),
  maxLength: 60,
});
const COOKIE_GARBAGE = [
  `${SESSION_COOKIE_NAME}=%E0%A4%A`,
  `${SESSION_COOKIE_NAME}=%`,
  `${SESSION_COOKIE_NAME}="unterminated`,
  `${SESSION_COOKIE_NAME}=${'a'.repeat(5000)}`,
  `${SESSION_COOKIE_NAME}=x; ${SESSION_COOKIE_NAME}=y`,
  '=; ;;; =x',
  'a=%E0%A4%A; b=%ZZ',
  '__proto__=1; constructor=2',
  'atlas_variant=%E0%A4%A; atlas_consent=%ff',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** A query object as a query string: arrays as `key[]`, nested objects as `key[sub]`. */
function queryPairs(value: unknown): string[] {
  if (value === undefined) return [];
  if (!isRecord(value)) return [`q=${encodeLoosely(text(value))}`];
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const name = encodeLoosely(key);
    if (Array.isArray(item))
      for (const one of item) pairs.push(`${name}[]=${encodeLoosely(text(one))}`);
    else if (isRecord(item))
      for (const [sub, one] of Object.entries(item))
        pairs.push(`${name}[${encodeLoosely(sub)}]=${encodeLoosely(text(one))}`);
    else pairs.push(`${name}=${encodeLoosely(text(item))}`);
  }
  return pairs;
}

// (No `..` or `%2e%2e`: inject resolves them like a browser, so the request reaches another
// route; the raw-socket part sends them as they are.)
const RAW_SEGMENTS = ['%E0%A4%A', '%', '%00', '%2F', '', 'a%20b', '%ED%A0%80', '9'.repeat(40)];

function fillParams(path: string, params: unknown, raw: string | null): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    if (raw !== null) return raw;
    const value = isRecord(params) ? params[name] : undefined;
    return encodeLoosely(text(value));
  });
}

/** The body as sent: JSON of the generated value, or something that is not quite JSON. */
function bodyText(value: unknown, shape: number): string {
  const json = JSON.stringify(value) ?? 'null';
  switch (shape) {
    case 1:
      return json.startsWith('{') ? `{"__proto__":{"polluted":1},${json.slice(1)}` : json;
    case 2:
      return json.startsWith('{')
        ? `{"constructor":{"prototype":{"polluted":1}},${json.slice(1)}`
        : json;
    case 3:
      return json.slice(0, Math.max(0, json.length - 1));
    case 4:
      return '['.repeat(5000) + ']'.repeat(5000);
    case 5:
      return `[${json}]`;
    case 6:
      return '';
    default:
      return json;
  }
}

interface GeneratedRequest {
  request: FuzzRequest;
  /** The names a 400 may give for this request: its parameters, query keys and body fields. */
  fieldNames: string[];
}

function endpointRequest(found: FoundEndpoint, access: Access): fc.Arbitrary<GeneratedRequest> {
  const { endpoint } = found;
  const none = fc.constant(undefined);
  const params = endpoint.params ? hostileArbitrary(endpoint.params, hints) : none;
  const query = endpoint.querystring ? hostileArbitrary(endpoint.querystring, hints) : none;
  const body = endpoint.body ? hostileArbitrary(endpoint.body, hints) : none;
  // An upload takes multipart/form-data: mostly that, sometimes JSON or nothing.
  const multipart = endpoint.upload
    ? fc.option(hostileMultipart(endpoint.upload.field), { freq: 5 })
    : fc.constant(null);
  const writes = endpoint.method !== 'GET';
  return fc
    .record({
      params,
      query,
      body,
      rawSegment: fc.option(fc.constantFrom(...RAW_SEGMENTS), { freq: 8 }),
      garbage: fc.subarray([...RAW_QUERY_GARBAGE], { maxLength: 2 }),
      withGarbage: fc.boolean(),
      bodyShape: fc.oneof(
        { weight: 12, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 6 }) },
      ),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...SITE_ORIGINS) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_ORIGINS) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      accept: fc.option(fc.constantFrom(...ACCEPTS), { freq: 3 }),
      forwardedFor: fc.option(fc.constantFrom(...FORWARDED), { freq: 4 }),
      idempotencyKey: fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/), headerText), {
        freq: 4,
      }),
      cookie: fc.option(fc.constantFrom(...COOKIE_GARBAGE), { freq: 5 }),
      extraHeader: fc.option(headerText, { freq: 6 }),
      remoteAddress: fc.ipV4(),
      multipart,
    })
    .map((parts) => {
      const path = `/api${fillParams(endpoint.path, parts.params, parts.rawSegment)}`;
      const pairs = [...queryPairs(parts.query), ...(parts.withGarbage ? parts.garbage : [])];
      const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
      const headers: Record<string, string> = {};
      if (parts.accept !== null) headers.accept = parts.accept;
      if (parts.forwardedFor !== null) headers['x-forwarded-for'] = parts.forwardedFor;
      if (parts.idempotencyKey !== null) headers['idempotency-key'] = parts.idempotencyKey;
      if (parts.extraHeader !== null) headers['x-fuzz'] = parts.extraHeader;
      const cookies: string[] = [];
      if (parts.cookie !== null) cookies.push(parts.cookie);
      if (access === 'admin') headers[ADMIN_TOKEN_HEADER] = ADMIN_TOKEN;
      if (cookies.length) headers.cookie = cookies.join('; ');
      let payload: string | undefined;
      if (writes) {
        if (parts.origin !== undefined) headers.origin = parts.origin;
        if (endpoint.body !== undefined || parts.bodyShape !== 0) {
          payload = bodyText(parts.body ?? {}, parts.bodyShape);
          headers['content-type'] = parts.contentType;
        }
        if (parts.multipart !== null) {
          payload = parts.multipart.payload;
          headers['content-type'] = parts.multipart.contentType;
        }
      }
      const fieldNames = [
        ...[...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? ''),
        ...Object.keys(isRecord(parts.query) ? parts.query : {}),
        ...schemaKeys(endpoint.querystring),
        ...schemaKeys(endpoint.body),
        ...Object.keys(isRecord(parts.body) ? parts.body : {}),
      ].filter(Boolean);
      return {
        request: {
          method: endpoint.method,
          url,
          headers,
          payload,
          remoteAddress: parts.remoteAddress,
          eventStream: isEventStream(endpoint),
        },
        fieldNames,
      };
    });
}

/** A call that answers Server-Sent Events (its response schema says so). */
function isEventStream(endpoint: Endpoint): boolean {
  return endpoint.response.description === 'text/event-stream';
}

function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return isRecord(json) && isRecord(json.properties) ? Object.keys(json.properties) : [];
}

// ---------------------------------------------------------------------------------------------
// What every answer must be

/** The parts of a request a 400 may name when the fault is the whole part. */
const REQUEST_PARTS = ['body', 'querystring', 'query', 'params', 'headers', 'idempotency-key'];

function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : `\n  body: ${request.payload.slice(0, 400)}`;
  return `${request.method} ${request.url.slice(0, 600)}\n  headers: ${JSON.stringify(request.headers).slice(0, 600)}${payload}`;
}

async function sendChecked(request: FuzzRequest): Promise<FuzzAnswer> {
  let answer: FuzzAnswer;
  try {
    answer = await send(request);
  } catch (error) {
    throw new Error(
      `The request threw instead of answering (${String(error)}):\n${describeRequest(request)}`,
      { cause: error },
    );
  }
  if (crashes.length > 0) {
    const [crash] = crashes.splice(0);
    throw new Error(
      `Uncaught exception or unhandled rejection after:\n${describeRequest(request)}\n${crash instanceof Error ? crash.stack : String(crash)}`,
    );
  }
  return answer;
}

function checkApiAnswer(
  found: FoundEndpoint,
  generated: GeneratedRequest,
  answer: FuzzAnswer,
): void {
  const { endpoint } = found;
  const { request } = generated;
  const where = `${found.name}: ${answer.status} ${answer.body.slice(0, 300)}\n${describeRequest(request)}`;
  // A 501 the endpoint documents (a feature not configured here) is an answer, not a failure.
  const intended5xx: number[] = (endpoint.errors ?? []).filter(
    (status) => status >= 500 && status !== 500 && status !== 503,
  );
  if (answer.status >= 500 && !intended5xx.includes(answer.status))
    throw new Error(`5xx answer from ${where}`);
  const key = `${endpoint.method} ${openApiPath(endpoint)}`;
  // An empty path segment reaches another route (the /api catch-all's "No API call" 404).
  const otherRoute = answer.status === 404 && answer.body.includes('No API call');
  const seen = otherRoute
    ? new Map<number, string>()
    : (observed.get(key) ?? new Map<number, string>());
  if (!seen.has(answer.status))
    seen.set(answer.status, `${answer.body.slice(0, 200)}\n${describeRequest(request)}`);
  if (!otherRoute) observed.set(key, seen);
  if (answer.status < 400) return;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    throw new Error(`A ${answer.status} that is not JSON (${type}) from ${where}`);
  const parsed = ErrorBodySchema.safeParse(JSON.parse(answer.body));
  if (!parsed.success)
    throw new Error(`A ${answer.status} whose body is not an ErrorBody from ${where}`);
  const body = parsed.data;
  if (body.statusCode !== answer.status || body.message.trim() === '')
    throw new Error(`A ${answer.status} without its status or a message from ${where}`);
  if (answer.status === 400) {
    const names = [...generated.fieldNames, ...REQUEST_PARTS];
    const named =
      (body.fields ?? []).some((field) => field.field.trim() !== '') ||
      names.some((name) => body.message.toLowerCase().includes(name.toLowerCase()));
    if (!named) throw new Error(`A 400 that names no field from ${where}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The properties

function accessesOf(endpoint: Endpoint): Access[] {
  if (REMOTE_BASE_URL)
    return endpoint.security === 'admin-token' ? ['anonymous', 'admin'] : ['anonymous'];
  switch (endpoint.security ?? 'public') {
    case 'admin-token':
      return ['anonymous', 'admin'];
    case 'session':
    case 'session-optional':
    case 'staff':
      return ['anonymous', 'bearer', 'cookie'];
    default:
      return ['anonymous', 'bearer'];
  }
}

describe('fuzzing every endpoint from its @atlas/api schema', async () => {
  // Collected at definition time, so each endpoint is its own test (and its own failure).
  const list = await allEndpoints();
  const share = 0.7 / list.length;
  for (const found of list) {
    it(
      `${found.endpoint.method} ${found.endpoint.path} (${found.name}) never answers 5xx, and every 4xx says what is wrong`,
      async () => {
        for (const access of accessesOf(found.endpoint)) {
          const share2 = share / accessesOf(found.endpoint).length;
          await fc.assert(
            fc.asyncProperty(endpointRequest(found, access), async (generated) => {
              // Sessions end on logout and password changes: each signed-in request gets a live one.
              const headers = { ...generated.request.headers };
              if (access === 'bearer') headers.authorization = `Bearer ${await newSessionToken()}`;
              if (access === 'cookie') {
                const session = `${SESSION_COOKIE_NAME}=${await newSessionToken()}`;
                headers.cookie = headers.cookie ? `${headers.cookie}; ${session}` : session;
              }
              const answer = await sendChecked({ ...generated.request, headers });
              checkApiAnswer(found, generated, answer);
            }),
            budget(access === 'anonymous' ? 20 : 10, share2),
          );
        }
      },
      timeoutFor(share, 60_000),
    );
  }

  it('answers only statuses its OpenAPI document declares for the operation', () => {
    const undocumented: string[] = [];
    for (const [operation, statuses] of observed) {
      const declared = documented.get(operation);
      for (const [status, example] of statuses)
        if (!declared?.has(String(status)))
          undocumented.push(`${operation} answered ${status}: ${example}`);
    }
    expect(undocumented).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The upload limits (issue 34)

describe('the upload limits', () => {
  /** Anonymous bytes each network got stored during the run (all within its hour). */
  const storedAnonymously = new Map<string, number>();

  it(
    'answer a 413 or a 429 that names the limit (with Retry-After), never a 5xx, and let no network past its hourly quota',
    async () => {
      const inProcess = server !== undefined;
      const quota = server?.app.appConfig.uploads.anonymousNetwork.perHour;
      await fc.assert(
        fc.asyncProperty(uploadSteps(inProcess), async (steps) => {
          for (const step of steps) {
            const address = addressOf(step);
            const captcha = step.signedIn ? undefined : await solveCaptchaThrough(send, address);
            const token = step.signedIn ? await newSessionToken() : undefined;
            const request = uploadRequest(step, {
              captcha,
              token,
              conversationId: fuzzConversationId,
            });
            const answer = await sendChecked(request);
            const problem = uploadAnswerProblem(step, answer);
            if (problem) throw new Error(`${problem}\n${JSON.stringify(step)}`);
            if (answer.status !== 200 || step.signedIn) continue;
            const network = networkOf(address) ?? address;
            const total = (storedAnonymously.get(network) ?? 0) + step.size;
            storedAnonymously.set(network, total);
            if (quota !== undefined && total > quota)
              throw new Error(`${network} stored ${total} bytes anonymously, over ${quota}`);
          }
        }),
        budget(10, 0.05),
      );
    },
    timeoutFor(0.05, 120_000),
  );
});

// ---------------------------------------------------------------------------------------------
// The page router

const PAGE_PATHS = [
  '/',
  '/companies',
  '/companies/seo',
  '/companies/seo/london',
  '/companies/no-such-thing',
  '/company/SLUG',
  '/company/SLUG/reviews',
  '/reviews/new/SLUG',
  '/login',
  '/register',
  '/forgot',
  '/contact',
  '/awards',
  '/blog',
  '/es/blog',
  '/email/preferences/manage/x',
  '/email/verify/a/b',
  '/dev/outbox',
  '/sitemap.xml',
  '/robots.txt',
  '/sitemaps/companies-1.xml',
  '/healthz',
  '/readyz',
];

function pageRequest(): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    fc.constantFrom(...RAW_SEGMENTS),
    fc.constantFrom(...HOSTILE_TEXT).map(encodeLoosely),
    fc.string({ unit: 'binary', maxLength: 12 }).map(encodeLoosely),
  );
  return fc
    .record({
      base: fc.constantFrom(...PAGE_PATHS),
      slug: hints.slug ?? fc.constant('x'),
      extra: fc.array(segment, { maxLength: 2 }),
      query: hostileArbitrary(ListCompaniesQuerySchema, hints, 0.3),
      garbage: fc.subarray([...RAW_QUERY_GARBAGE], { maxLength: 3 }),
      cookie: fc.option(
        fc.oneof(
          fc.constantFrom(...COOKIE_GARBAGE),
          headerText.map((value) => `${SESSION_COOKIE_NAME}=${value}`),
        ),
        { freq: 2 },
      ),
      accept: fc.option(fc.constantFrom(...ACCEPTS), { freq: 2 }),
      acceptLanguage: fc.option(
        fc.oneof(fc.constantFrom('es', 'es-ES,es;q=0.9', '*', 'xx;q=abc'), headerText),
        { freq: 3 },
      ),
      forwardedFor: fc.option(fc.constantFrom(...FORWARDED), { freq: 4 }),
      userAgent: fc.option(fc.oneof(fc.constantFrom('Googlebot/2.1', 'curl/8', ''), headerText), {
        freq: 3,
      }),
      head: fc.boolean(),
      remoteAddress: fc.ipV4(),
    })
    .map((parts) => {
      const base = parts.base.replace('SLUG', text(parts.slug));
      const path = [base.replace(/\/$/, ''), ...parts.extra].join('/') || '/';
      const pairs = [...queryPairs(parts.query), ...parts.garbage];
      const headers: Record<string, string> = {};
      if (parts.cookie !== null) headers.cookie = parts.cookie;
      if (parts.accept !== null) headers.accept = parts.accept;
      if (parts.acceptLanguage !== null) headers['accept-language'] = parts.acceptLanguage;
      if (parts.forwardedFor !== null) headers['x-forwarded-for'] = parts.forwardedFor;
      if (parts.userAgent !== null) headers['user-agent'] = parts.userAgent;
      return {
        method: parts.head ? 'HEAD' : 'GET',
        url: pairs.length ? `${path}?${pairs.join('&')}` : path,
        headers,
        remoteAddress: parts.remoteAddress,
      };
    });
}

describe('fuzzing the page router', () => {
  it(
    'renders or refuses any path, query, cookie and header, never with a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(pageRequest(), async (request) => {
          const answer = await sendChecked(request);
          if (answer.status >= 500)
            throw new Error(
              `${answer.status} for a page: ${answer.body.slice(0, 300)}\n${describeRequest(request)}`,
            );
        }),
        budget(40, 0.25),
      );
    },
    timeoutFor(0.25, 60_000),
  );
});

// ---------------------------------------------------------------------------------------------
// Bytes no HTTP client library sends, over a real socket

describe('raw HTTP over a socket', () => {
  let port = 0;
  beforeAll(async () => {
    if (REMOTE_BASE_URL) {
      port = Number(new URL(REMOTE_BASE_URL).port);
      return;
    }
    if (!server) throw new Error('no server');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  const host = () => `127.0.0.1:${port}`;
  const session = `${SESSION_COOKIE_NAME}=%E0%A4%A`;
  const cases: [string, string][] = [
    [
      'a malformed escape in an API query name',
      `GET /api/companies?%E0%A4%A=1 HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed escape in an API query value',
      `GET /api/companies?page=%E0%A4%A HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed escape in a page query name',
      `GET /companies?%E0%A4%A=1 HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed escape in a secret-bearing query name',
      `GET /api/reviews/form/x?%E0%A4%A=1&token=%E0%A4%A HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed session cookie on a page',
      `GET / HTTP/1.1\r\nHost: HOST\r\nCookie: ${session}\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed session cookie on the API',
      `GET /api/profile HTTP/1.1\r\nHost: HOST\r\nCookie: ${session}\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed escape in the path',
      `GET /company/%E0%A4%A HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'dot segments in an API path',
      `GET /api/companies/%2e%2e/profile HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a malformed escape in an API path',
      `GET /api/companies/%E0%A4%A/profile HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a lone surrogate as WTF-8 in a query',
      `GET /api/companies?services[]=%ED%A0%80 HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'an undecodable byte in the path',
      `GET /companies/\xff\xfe HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a JSON body with a NUL and a lone surrogate',
      `POST /api/forgot HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nOrigin: ${TEST_PUBLIC_URL}\r\nContent-Length: 33\r\nConnection: close\r\n\r\n{"email":"a\\u0000@x.io\\ud800xxx"}`,
    ],
    [
      'a body shorter than its Content-Length',
      `POST /api/login HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{"email":`,
    ],
    [
      'a chunked body with a bad chunk size',
      `POST /api/login HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
  ];

  it.each(cases)('survives %s', async (name, bytes) => {
    const halfClose = name.includes('shorter');
    const answer = await sendRaw(
      port,
      Buffer.from(bytes.replace('HOST', host()), 'latin1'),
      halfClose,
    );
    if (crashes.length > 0) throw crashes.splice(0)[0];
    // 0: the server closed the connection (a request it could not parse at all) — not a crash.
    expect(answer.status === 0 || answer.status < 500, answer.text.slice(0, 500)).toBe(true);
    // And it still serves.
    const health = await sendRaw(
      port,
      `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(health.status).toBe(200);
  });

  it(
    'survives a hostile query string byte for byte, generated',
    async () => {
      const name = fc.oneof(
        fc.constantFrom(...RAW_QUERY_GARBAGE),
        fc.string({
          unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
          maxLength: 20,
        }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(name, { minLength: 1, maxLength: 4 }),
          fc.constantFrom('/api/companies', '/api/navigation', '/companies', '/'),
          async (pieces, path) => {
            const query = pieces.join('&').replace(/[#\s]/g, '');
            const answer = await sendRaw(
              port,
              Buffer.from(
                `GET ${path}?${query} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
                'latin1',
              ),
            );
            if (crashes.length > 0) throw crashes.splice(0)[0];
            if (answer.status >= 500)
              throw new Error(
                `${answer.status} for GET ${path}?${query}: ${answer.text.slice(0, 400)}`,
              );
          },
        ),
        budget(20, 0.05),
      );
    },
    timeoutFor(0.05, 60_000),
  );
});

describe('valid requests', () => {
  it('derives valid values the schemas accept (the generator is tested too)', () => {
    for (const found of endpoints) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = found.endpoint[part];
        if (!schema) continue;
        const samples = fc.sample(validArbitrary(schema, hints), { numRuns: 20, seed: 1 });
        const accepted = samples.filter((sample) => schema.safeParse(sample).success).length;
        // Cross-field rules (a year range, a required e-mail without a session) may refuse some.
        expect(accepted, `${found.name}.${part}`).toBeGreaterThan(0);
      }
    }
  });
});
