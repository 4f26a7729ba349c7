import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { GetCitiesResponseSchema } from '@atlas/api/endpoints/get-cities';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 45 });
});

afterAll(async () => {
  await server?.close();
});

describe('health and documentation', () => {
  it('answers liveness and readiness with the kind of database', async () => {
    const live = await server.app.inject('/healthz');
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    // Test databases are reached by URL (cloned on a shared server), never embedded per file.
    expect(ready.json()).toEqual({ status: 'ready', database: 'postgres' });
  });

  it('publishes an OpenAPI document generated from the zod schemas, and Swagger UI', async () => {
    const document = await server.app.inject('/api/docs/json');
    expect(document.statusCode).toBe(200);
    const openapi = document.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/companies', '/api/locations/cities']),
    );
    const parameters = openapi.paths['/api/locations/cities'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(['country', 'include_sponsorship_pages']));
    const ui = await server.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('GET /api/companies', () => {
  it('answers the first page in score order, matching the contract', async () => {
    const response = await server.app.inject('/api/companies?per_page=20');
    expect(response.statusCode).toBe(200);
    const body = ListCompaniesResponseSchema.parse(response.json());
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 45, last_page: 3 });
    expect(body.selected_options).toEqual([]);
    expect(body.data).toHaveLength(20);
    const scores = body.data.map((company) => company.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const company of body.data) {
      expect(company.headquarter).not.toBeNull();
      expect(company.services.length).toBeGreaterThan(0);
      expect(company.services.reduce((sum, share) => sum + share.percentage, 0)).toBe(100);
    }
  });

  it('pages without overlap and ends on a short last page', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        ListCompaniesResponseSchema.parse(
          (await server.app.inject(`/api/companies?page=${page}`)).json(),
        ),
      ),
    );
    const ids = pages.flatMap((page) => page.data.map((company) => company.id));
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect(pages[2]?.data).toHaveLength(5);
  });

  it('sorts by name both ways', async () => {
    const up = ListCompaniesResponseSchema.parse(
      (await server.app.inject('/api/companies?sort=name&order=asc&per_page=100')).json(),
    );
    const down = ListCompaniesResponseSchema.parse(
      (await server.app.inject('/api/companies?sort=name&order=desc&per_page=100')).json(),
    );
    const names = up.data.map((company) => company.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(down.data.map((company) => company.id)).toEqual(
      up.data.map((company) => company.id).reverse(),
    );
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=1000', 'per_page'],
    ['sort=popularity', 'sort'],
    ['order=sideways', 'order'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await server.app.inject(`/api/companies?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields.map((entry: { field: string }) => entry.field)).toContain(field);
    expect(body.message).toContain(`${field}:`);
  });
});

describe('GET /api/locations/cities', () => {
  it('answers the cities of a country with their sponsorship pages', async () => {
    const countries = await server.app.inject('/api/companies?per_page=1');
    const countryId = ListCompaniesResponseSchema.parse(countries.json()).data[0]?.headquarter
      ?.country.id;
    expect(countryId).toBeDefined();
    const response = await server.app.inject(
      `/api/locations/cities?country=${countryId}&include_sponsorship_pages=true`,
    );
    expect(response.statusCode).toBe(200);
    const body = GetCitiesResponseSchema.parse(response.json());
    expect(body.country.id).toBe(countryId);
    expect(body.country.images.main.webp).toMatch(/\.webp$/);
    expect(body.data.length).toBeGreaterThan(0);
    for (const city of body.data) expect(Array.isArray(city.sponsorship_pages)).toBe(true);

    const without = GetCitiesResponseSchema.parse(
      (await server.app.inject(`/api/locations/cities?country=${countryId}`)).json(),
    );
    expect(without.data.map((city) => city.slug)).toEqual(body.data.map((city) => city.slug));
    expect(without.data.every((city) => city.sponsorship_pages === undefined)).toBe(true);
  });

  it('names the missing or bad field, and 404s an unknown country', async () => {
    const missing = await server.app.inject('/api/locations/cities');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].field).toBe('country');
    const unknown = await server.app.inject('/api/locations/cities?country=32000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('country');
  });
});

describe('unknown API paths', () => {
  it('answer JSON 404, not a page', async () => {
    const response = await server.app.inject('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
