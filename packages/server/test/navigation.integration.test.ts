import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNavigationResponseSchema } from '@atlas/api/endpoints/get-navigation';
import { buildTestServer, type TestServer } from './helpers/server';
import { count, eq } from 'drizzle-orm';
import { companySearch, countries } from '../src/db/schema';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 120 });
});

afterAll(async () => {
  await server?.close();
});

interface CountRow {
  slug: string;
  company_count: number;
}

async function headquartersPerCountry(): Promise<Map<string, number>> {
  const rows = await server.app.database.db
    .select({ slug: countries.slug, total: count(companySearch.companyId) })
    .from(companySearch)
    .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
    .groupBy(countries.slug);
  return new Map(rows.map((row) => [row.slug, Number(row.total)]));
}

describe('GET /api/navigation', () => {
  it('lists the five regions with their busiest countries and cities, matching the contract', async () => {
    const response = await server.app.inject('/api/navigation');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    const { data } = GetNavigationResponseSchema.parse(response.json());
    expect(data.regions.map((region) => region.name)).toEqual([
      'Europe',
      'Asia',
      'Latin America',
      'North America',
      'Australia',
    ]);
    const counts = await headquartersPerCountry();
    for (const region of data.regions) {
      expect(region.countries.length).toBeLessThanOrEqual(6);
      const shown: CountRow[] = region.countries;
      // Busiest first, and the counts are the real numbers of headquarters.
      expect(shown.map((row) => row.company_count)).toEqual(
        [...shown.map((row) => row.company_count)].sort((a, b) => b - a),
      );
      for (const country of shown) expect(country.company_count).toBe(counts.get(country.slug));
      expect(region.cities.every((city) => city.company_count > 0)).toBe(true);
    }
    expect(data.regions.flatMap((region) => region.countries).length).toBeGreaterThan(0);
  });

  it('lists the four service groups with their top-level services', async () => {
    const response = await server.app.inject('/api/navigation');
    const { data } = GetNavigationResponseSchema.parse(response.json());
    expect(data.service_groups.map((group) => group.name)).toEqual([
      'Web & Software Development',
      'Design',
      'Advertising',
      'Business Services',
    ]);
    for (const group of data.service_groups) expect(group.services.length).toBeGreaterThan(0);
    const slugs = data.service_groups.flatMap((group) => group.services.map((s) => s.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('is published in the OpenAPI document', async () => {
    const document = await server.app.inject('/api/docs/json');
    expect(Object.keys(document.json().paths)).toContain('/api/navigation');
  });
});
