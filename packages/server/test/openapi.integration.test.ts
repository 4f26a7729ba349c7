import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from '@atlas/api/http';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';
import { allEndpoints, openApiPath, type FoundEndpoint } from './helpers/endpoints';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './helpers/server';

const run = promisify(execFile);
const REDOCLY = resolve(import.meta.dirname, '../node_modules/@redocly/cli/bin/cli.js');
const ADMIN_TOKEN = 'openapi-admin-token-0123456789abcdef';

const ResponseSchema = z.object({
  description: z.string().min(1),
  content: z.record(z.string(), z.object({ schema: z.unknown() })).optional(),
  headers: z.record(z.string(), z.unknown()).optional(),
});
const OperationSchema = z.object({
  operationId: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().min(1),
  tags: z.array(z.string()).min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  responses: z.record(z.string(), ResponseSchema),
});
const DocumentSchema = z.object({
  openapi: z.string(),
  servers: z.array(z.object({ url: z.string() })).min(1),
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
  components: z.object({
    schemas: z.record(z.string(), z.unknown()),
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
});
type Document = z.infer<typeof DocumentSchema>;
type Operation = z.infer<typeof OperationSchema>;

const LintReportSchema = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.string(),
      message: z.string(),
      location: z.array(z.object({ pointer: z.string().optional() })).optional(),
    }),
  ),
});

let server: TestServer;
let document: Document;
/** The document exactly as served (the zod view above drops what it does not name). */
let served: unknown;
let endpoints: FoundEndpoint[];

beforeAll(async () => {
  server = await buildTestServer({ config: { ADMIN_TOKEN } });
  const response = await server.app.inject('/api/docs/json');
  expect(response.statusCode).toBe(200);
  served = response.json();
  document = DocumentSchema.parse(served);
  endpoints = await allEndpoints();
});

afterAll(async () => {
  await server?.close();
});

function operationOf(found: FoundEndpoint): Operation {
  const operation =
    document.paths[openApiPath(found.endpoint)]?.[found.endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${found.name} (${found.file}) is not in the OpenAPI document`);
  return operation;
}

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

function documentsErrorBody(operation: Operation, status: number): boolean {
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
  return typeof schema === 'object' && schema !== null && '$ref' in schema
    ? schema.$ref === ERROR_BODY_REF
    : false;
}

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with no errors, offline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(served));
      // Redocly's telemetry and update check are off: the lint never reaches the network.
      const lint = await run(process.execPath, [REDOCLY, 'lint', file, '--format=json'], {
        cwd: dir,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        timeout: 60_000,
      }).catch((error: unknown) => {
        // Exit code 1 with a JSON report: problems found; the report says which.
        if (error && typeof error === 'object' && 'stdout' in error && error.stdout)
          return { stdout: String(error.stdout), stderr: '' };
        throw error;
      });
      const report = LintReportSchema.parse(JSON.parse(lint.stdout));
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map(
          (problem) =>
            `${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`,
        );
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the server from PUBLIC_URL and the session cookie, bearer and admin-token schemes', () => {
    expect(document.servers[0]?.url).toBe(TEST_PUBLIC_URL);
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'atlas_session' },
      bearerToken: { type: 'http', scheme: 'bearer' },
      adminToken: { type: 'apiKey', in: 'header', name: ADMIN_TOKEN_HEADER },
    });
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['statusCode', 'message'],
    });
  });

  it('has every @atlas/api endpoint with its operation id, description and security', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(35);
    for (const found of endpoints) {
      const operation = operationOf(found);
      const { endpoint } = found;
      expect(operation.operationId, found.name).toBe(endpoint.operationId);
      expect(`${endpoint.operationId}Endpoint`, found.file).toBe(found.name);
      expect(operation.description, found.name).toBe(endpoint.description);
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
      const anonymous = operation.security.some(
        (requirement) => Object.keys(requirement).length === 0,
      );
      switch (endpoint.security ?? 'public') {
        case 'public':
          expect(operation.security, found.name).toEqual([]);
          break;
        case 'session-optional':
          expect(anonymous, found.name).toBe(true);
          expect(schemes, found.name).toEqual(['sessionCookie', 'bearerToken']);
          break;
        case 'session':
        case 'staff':
          expect(anonymous, found.name).toBe(false);
          expect(schemes, found.name).toEqual(['sessionCookie', 'bearerToken']);
          break;
        case 'admin-token':
          expect(operation.security, found.name).toEqual([{ adminToken: [] }]);
          break;
      }
    }
  });

  it('gives every operation a unique id, a description and security', () => {
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(ids.has(operation.operationId), `${method} ${path}`).toBe(false);
        ids.add(operation.operationId);
      }
    }
  });

  it('documents every failure with the ErrorBody schema: the defaults of each method and the route’s own', () => {
    for (const found of endpoints) {
      const operation = operationOf(found);
      const { endpoint } = found;
      const failures = Object.keys(operation.responses)
        .map(Number)
        .filter((status) => status >= 400);
      for (const status of failures)
        expect(documentsErrorBody(operation, status), `${found.name} ${status}`).toBe(true);
      const expected = [400, 431, 500, 503, ...(endpoint.errors ?? [])];
      if (endpoint.method !== 'GET') expected.push(403, 413, 415);
      if (endpoint.security === 'session') expected.push(401);
      if (endpoint.security === 'admin-token') expected.push(401, 404, 429);
      if (endpoint.security === 'staff') expected.push(404);
      for (const status of expected)
        expect(failures, `${found.name} documents ${status}`).toContain(status);
      for (const status of [429, 503])
        if (failures.includes(status))
          expect(operation.responses[String(status)]?.headers, found.name).toHaveProperty(
            'retry-after',
          );
    }
  });

  it('tells the truth where it can be checked cheaply: 401 without a session, 401 with a wrong admin token, 415 for a form body', async () => {
    for (const found of endpoints) {
      const { endpoint } = found;
      const operation = operationOf(found);
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => [match[1] ?? '', '1']),
      );
      const url = `/api${fillPath(endpoint.path, params)}`;
      if (endpoint.security === 'session' || endpoint.security === 'admin-token') {
        const response = await server.app.inject({
          method: endpoint.method,
          url,
          headers: {
            origin: TEST_PUBLIC_URL,
            ...(endpoint.security === 'admin-token' ? { [ADMIN_TOKEN_HEADER]: 'wrong' } : {}),
          },
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        // A 400 can come first for a body or parameters the call cannot take at all.
        expect([400, 401], `${found.name}: ${response.body}`).toContain(response.statusCode);
        expect(operation.responses).toHaveProperty(String(response.statusCode));
      }
      if (endpoint.security === 'staff') {
        // Without a staff session the call does not exist; a 400 can come first as above.
        const response = await server.app.inject({
          method: endpoint.method,
          url,
          headers: { origin: TEST_PUBLIC_URL },
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        expect([400, 404], `${found.name}: ${response.body}`).toContain(response.statusCode);
        expect(operation.responses).toHaveProperty(String(response.statusCode));
      }
      if (endpoint.method !== 'GET') {
        const response = await server.app.inject({
          method: endpoint.method,
          url,
          headers: { origin: TEST_PUBLIC_URL, 'content-type': 'text/x-unknown' },
          payload: 'a=1',
        });
        expect(operation.responses, `${found.name} answered ${response.statusCode}`).toHaveProperty(
          String(response.statusCode),
        );
      }
    }
  });
});
