import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SearchResponseSchema, type SearchResponse } from '@atlas/api/endpoints/search';
import { cities, companySearch, countries } from '../src/db/schema';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let renamed: { id: number; slug: string };

beforeAll(async () => {
  server = await buildTestServer({ companies: 60 });
  const { db } = server.app.database;
  // A company and a city with accents in their names (the seed's names are plain ASCII).
  const [first] = await db
    .select({ id: companySearch.companyId, slug: companySearch.slug })
    .from(companySearch)
    .orderBy(companySearch.companyId)
    .limit(1);
  if (!first) throw new Error('the seed made no company');
  renamed = first;
  await db
    .update(companySearch)
    .set({ name: 'Café Lumière Studio', nameSort: 'café lumière studio' })
    .where(eq(companySearch.companyId, renamed.id));
  const [germany] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.slug, 'germany'));
  if (!germany) throw new Error('the seed has no Germany');
  await db.insert(cities).values({ countryId: germany.id, name: 'Düsseldorf', slug: 'dusseldorf' });
});

afterAll(async () => {
  await server?.close();
});

async function search(query: string): Promise<SearchResponse> {
  const response = await server.app.inject({ url: '/api/search', query: { q: query } });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

describe('GET /api/search', () => {
  it('answers popular services and cities for an empty query, busiest first', async () => {
    const answer = await search('');
    expect(answer.query).toBe('');
    expect(answer.services.length).toBeGreaterThan(0);
    expect(answer.places.length).toBeGreaterThan(0);
    expect(answer.places.every((place) => place.kind === 'city' && place.country)).toBe(true);
    expect(answer.companies).toEqual([]);
    const blank = await search('   ');
    expect(blank).toEqual(answer);
  });

  it('finds a service of the taxonomy by the start of a word', async () => {
    const answer = await search('web dev');
    expect(answer.services[0]).toMatchObject({ slug: 'web-development' });
  });

  it('finds countries and cities, a city with its country', async () => {
    const answer = await search('kyiv');
    expect(answer.places[0]).toEqual(
      expect.objectContaining({
        kind: 'city',
        slug: 'kyiv',
        country: { name: 'Ukraine', slug: 'ukraine' },
      }),
    );
    const country = await search('germ');
    expect(country.places[0]).toMatchObject({ kind: 'country', slug: 'germany', country: null });
  });

  it('tolerates accents both ways', async () => {
    expect((await search('dusseldorf')).places[0]).toMatchObject({ slug: 'dusseldorf' });
    expect((await search('DÜSSELDORF')).places[0]).toMatchObject({ slug: 'dusseldorf' });
    expect((await search('cafe lumiere')).companies[0]).toMatchObject({ slug: renamed.slug });
  });

  it('finds a company by any part of its name', async () => {
    expect((await search('lumière')).companies[0]).toMatchObject({ slug: renamed.slug });
    expect((await search('ière stu')).companies[0]).toMatchObject({ slug: renamed.slug });
  });

  it('finds a company whose name is misspelt', async () => {
    expect((await search('cafe lumire studio')).companies[0]).toMatchObject({
      slug: renamed.slug,
    });
    expect((await search('Lumeire Studio')).companies[0]).toMatchObject({ slug: renamed.slug });
    expect((await search('dusseldrof')).places[0]).toMatchObject({ slug: 'dusseldorf' });
  });

  it('treats LIKE wildcards and tsquery operators as text', async () => {
    for (const query of ['%', '_', '\\', "a & b | !c ('x'):*", '%%%lumi']) {
      const answer = await search(query);
      expect(answer.query).toBe(query.trim());
    }
    expect((await search('%')).companies).toEqual([]);
  });

  it('honours the limit', async () => {
    const response = await server.app.inject({ url: '/api/search', query: { q: 'a', limit: '2' } });
    const answer = SearchResponseSchema.parse(response.json());
    expect(answer.services.length).toBeLessThanOrEqual(2);
    expect(answer.places.length).toBeLessThanOrEqual(2);
    expect(answer.companies.length).toBeLessThanOrEqual(2);
  });

  it.each([
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: ['a', 'b'] }, 'q'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '11' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ q: 'a\u0000b' }, 'q'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const response = await server.app.inject({ url: '/api/search', query });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('keeps a normalised name with its trigram and word indexes', async () => {
    const { rows } = await server.app.database.client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT company_id FROM company_search
        WHERE name_search LIKE atlas_search_normalize('%lumiere%')`,
    );
    // With so few rows the planner may prefer a scan; the index must at least exist and be valid.
    const { rows: indexes } = await server.app.database.client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'company_search' AND indexname LIKE 'company_search_name_%'`,
    );
    expect(indexes.map((row) => row.indexname).sort()).toEqual([
      'company_search_name_idx',
      'company_search_name_trgm_idx',
      'company_search_name_words_idx',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const { rows: stored } = await server.app.database.client.query<{ name_search: string }>(
      'SELECT name_search FROM company_search WHERE company_id = $1',
      [renamed.id],
    );
    expect(stored[0]?.name_search).toBe('cafe lumiere studio');
  });
});
