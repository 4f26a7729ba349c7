import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilterQuery } from '@atlas/api/filters';
import { buildQueryString } from '@atlas/api/http';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { ListCountriesResponseSchema } from '@atlas/api/endpoints/list-countries';
import { ListServicesResponseSchema } from '@atlas/api/endpoints/list-services';
import { companySearch, countries, regions, serviceGroups, services } from '../src/db/schema';
import { countryImages } from '../src/modules/directory-index/images';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 120 });
});

afterAll(async () => {
  await server?.close();
});

async function listingTotal(group: 'countries' | 'services', id: number): Promise<number> {
  const query = buildQueryString({
    per_page: 1,
    ...buildFilterQuery({ groups: { [group]: [id] }, flags: {} }),
  });
  const response = await server.app.inject(`/api/companies${query}`);
  expect(response.statusCode).toBe(200);
  return ListCompaniesResponseSchema.parse(response.json()).meta.total;
}

async function getCountries() {
  const response = await server.app.inject('/api/countries');
  expect(response.statusCode).toBe(200);
  return ListCountriesResponseSchema.parse(response.json()).data;
}

async function getServices() {
  const response = await server.app.inject('/api/services');
  expect(response.statusCode).toBe(200);
  return ListServicesResponseSchema.parse(response.json()).data;
}

describe('GET /api/countries', () => {
  it('lists every country once, grouped by region in menu order', async () => {
    const data = await getCountries();
    const db = server.app.database.db;
    const allCountries = await db.select().from(countries);
    const allRegions = await db.select().from(regions);
    const listed = data.flatMap((region) => region.countries.map((country) => country.id));
    expect(listed.sort((a, b) => a - b)).toEqual(
      allCountries.map((country) => country.id).sort((a, b) => a - b),
    );
    const positions = data.map(
      (region) => allRegions.find((row) => row.id === region.id)?.position ?? -1,
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const region of data) {
      const names = region.countries.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const country of region.countries) {
        const row = allCountries.find((candidate) => candidate.id === country.id);
        expect(row?.regionId).toBe(region.id);
      }
    }
  });

  it('counts for a country equal the total of its listing', async () => {
    const data = await getCountries();
    const all = data.flatMap((region) => region.countries);
    const withCompanies = all.filter((country) => country.companies_count > 0);
    expect(withCompanies.length).toBeGreaterThan(3);
    const sample = [...withCompanies.slice(0, 3), all.find((c) => c.companies_count === 0)];
    for (const country of sample) {
      if (!country) continue;
      expect(country.companies_count).toBe(await listingTotal('countries', country.id));
    }
    const totalRows = await server.app.database.db.$count(companySearch);
    expect(withCompanies.reduce((sum, c) => sum + c.companies_count, 0)).toBeGreaterThanOrEqual(
      totalRows,
    );
  });

  it('names, on a listing filtered by place, each company’s offices in that place', async () => {
    const data = await getCountries();
    const countries = data
      .flatMap((region) => region.countries)
      .filter((country) => country.companies_count > 0)
      .slice(0, 2);
    expect(countries).toHaveLength(2);
    const ids = countries.map((country) => country.id);
    const query = buildQueryString({
      per_page: 50,
      ...buildFilterQuery({ groups: { countries: ids }, flags: {} }),
    });
    const response = await server.app.inject(`/api/companies${query}`);
    const listed = ListCompaniesResponseSchema.parse(response.json()).data;
    expect(listed.length).toBeGreaterThan(0);
    for (const company of listed) {
      expect(company.matching_offices?.length).toBeGreaterThan(0);
      for (const office of company.matching_offices ?? []) expect(ids).toContain(office.country.id);
    }
    // Without a place filter there is nothing to match.
    const unfiltered = await server.app.inject('/api/companies?per_page=5');
    for (const company of ListCompaniesResponseSchema.parse(unfiltered.json()).data)
      expect(company.matching_offices).toEqual([]);
  });

  it('answers image paths that exist: the shipped SVG for each country', async () => {
    const data = await getCountries();
    const spain = data.flatMap((region) => region.countries).find((c) => c.slug === 'spain');
    expect(spain?.images.main).toEqual({
      webp: '/images/countries/spain.svg',
      original: '/images/countries/spain.svg',
    });
  });
});

describe('countryImages', () => {
  const stored = { webp: '/images/countries/peru.webp', original: '/images/countries/peru.jpg' };
  it('keeps stored paths whose files exist', () => {
    expect(countryImages(stored, () => true)).toEqual(stored);
  });
  it('falls back to the SVG of the same name, else leaves the path alone', () => {
    const svgOnly = (path: string) => path.endsWith('.svg');
    expect(countryImages(stored, svgOnly)).toEqual({
      webp: '/images/countries/peru.svg',
      original: '/images/countries/peru.svg',
    });
    expect(countryImages(stored, () => false)).toEqual(stored);
  });
});

describe('GET /api/services', () => {
  it('lists every service once, under its group', async () => {
    const data = await getServices();
    const db = server.app.database.db;
    const allServices = await db.select().from(services);
    const allGroups = await db.select().from(serviceGroups);
    expect(data.map((group) => group.id).sort()).toEqual(allGroups.map((g) => g.id).sort());
    const listed = data.flatMap((group) => group.services.map((service) => service.id));
    expect(listed.sort((a, b) => a - b)).toEqual(
      allServices.map((s) => s.id).sort((a, b) => a - b),
    );
    for (const group of data) {
      for (const service of group.services) {
        const row = allServices.find((candidate) => candidate.id === service.id);
        expect(row?.groupId).toBe(group.id);
        expect(service.parent_id).toBe(row?.parentId ?? null);
      }
    }
  });

  it('counts for a service equal the total of its listing', async () => {
    const data = await getServices();
    const all = data.flatMap((group) => group.services);
    const busiest = [...all].sort((a, b) => b.companies_count - a.companies_count).slice(0, 2);
    const quiet = all.filter((service) => service.companies_count > 0).slice(-2);
    expect(busiest[0]?.companies_count).toBeGreaterThan(0);
    for (const service of [...busiest, ...quiet]) {
      expect(service.companies_count).toBe(await listingTotal('services', service.id));
    }
  });

  it('is served from the in-process cache until it expires', async () => {
    const before = await getServices();
    const [first] = before.flatMap((group) => group.services);
    if (!first) throw new Error('no services');
    await server.app.database.db
      .update(services)
      .set({ name: 'Renamed While Cached' })
      .where(sql`${services.id} = ${first.id}`);
    const after = await getServices();
    expect(after.flatMap((group) => group.services).find((s) => s.id === first.id)?.name).toBe(
      first.name,
    );
  });
});
