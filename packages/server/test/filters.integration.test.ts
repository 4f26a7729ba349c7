import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilterQuery, type FilterSelection, type FilterTab } from '@atlas/api/filters';
import { buildQueryString } from '@atlas/api/http';
import { GetAdvancedFiltersResponseSchema } from '@atlas/api/endpoints/get-advanced-filters';
import { ListCompaniesResponseSchema } from '@atlas/api/endpoints/list-companies';
import { buildTestServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await buildTestServer({ companies: 160 });
});

afterAll(async () => {
  await server?.close();
});

async function list(selection: FilterSelection, extra: Record<string, string | number> = {}) {
  const response = await server.app.inject(
    `/api/companies${buildQueryString({ per_page: 100, ...extra, ...buildFilterQuery(selection) })}`,
  );
  expect(response.statusCode).toBe(200);
  return ListCompaniesResponseSchema.parse(response.json());
}

async function facets(tab: FilterTab, selection: FilterSelection) {
  const response = await server.app.inject(
    `/api/advanced-filters/${tab}${buildQueryString(buildFilterQuery(selection, tab))}`,
  );
  expect(response.statusCode).toBe(200);
  return GetAdvancedFiltersResponseSchema.parse(response.json()).data.groups;
}

const none: FilterSelection = { groups: {}, flags: {} };

describe('filtered listing', () => {
  it('keeps only companies offering one of the chosen services', async () => {
    const [services] = await facets('services', none);
    const chosen = services?.values.slice(0, 2).map((option) => option.option_id) ?? [];
    expect(chosen).toHaveLength(2);
    const result = await list({ groups: { services: chosen }, flags: {} });
    expect(result.meta.total).toBeGreaterThan(0);
    expect(result.meta.total).toBeLessThan(160);
    for (const company of result.data) {
      expect(company.services.some((service) => chosen.includes(service.id))).toBe(true);
    }
  });

  it('combines groups: team size and verified only', async () => {
    const result = await list({
      groups: { teamsizes: [10, 50] },
      flags: { verified_companies_only: true },
    });
    expect(result.data.length).toBeGreaterThan(0);
    for (const company of result.data) {
      expect([10, 50]).toContain(company.company_size.id);
      expect(company.verified).toBe(true);
    }
  });

  it('applies minimum reviews and rating', async () => {
    const result = await list({ groups: { reviewscount: [5], reviewsaverage: [4] }, flags: {} });
    for (const company of result.data) {
      expect(company.review_count).toBeGreaterThanOrEqual(5);
      expect(company.rating ?? 0).toBeGreaterThanOrEqual(4);
    }
  });

  it('restricts to headquarters with headquarter_only', async () => {
    const [countries] = await facets('countries', none);
    const country = countries?.values[0];
    expect(country).toBeDefined();
    const anyOffice = await list({ groups: { countries: [country?.option_id ?? 0] }, flags: {} });
    const headquarters = await list({
      groups: { countries: [country?.option_id ?? 0] },
      flags: { headquarter_only: true },
    });
    expect(headquarters.meta.total).toBeLessThanOrEqual(anyOffice.meta.total);
    for (const company of headquarters.data)
      expect(company.headquarter?.country.id).toBe(country?.option_id);
  });

  it('names the chosen options in its answer, as the filter tabs name them', async () => {
    const [services] = await facets('services', none);
    const [countries, cities] = await facets('countries', none);
    const service = services?.values[1];
    const country = countries?.values[0];
    const city = cities?.values[0];
    if (!service || !country || !city) throw new Error('the seed has no options to choose');
    const result = await list({
      groups: {
        services: [service.option_id, 32_000],
        countries: [country.option_id],
        cities: [city.option_id],
        reviewsaverage: [4],
      },
      foundingyears: { min: 1900, max: 2100 },
      flags: { verified_companies_only: true },
    });
    // Group order, then by id; an id that names nothing is left out; years and flags need no name.
    expect(result.selected_options).toEqual([
      { group: 'countries', option_id: country.option_id, name: country.name },
      { group: 'cities', option_id: city.option_id, name: city.name },
      { group: 'services', option_id: service.option_id, name: service.name },
      { group: 'reviewsaverage', option_id: 4, name: '4 stars and up' },
    ]);
    expect((await list(none)).selected_options).toEqual([]);
  });

  it('filters by a founding-year range', async () => {
    const result = await list({ groups: {}, foundingyears: { min: 2000, max: 2010 }, flags: {} });
    expect(result.data.length).toBeGreaterThan(0);
    for (const company of result.data) {
      expect(company.founded_year).toBeGreaterThanOrEqual(2000);
      expect(company.founded_year).toBeLessThanOrEqual(2010);
    }
  });
});

describe('GET /api/advanced-filters/{tab}', () => {
  const active: FilterSelection = { groups: { teamsizes: [10, 50, 250] }, flags: {} };

  it('counts each service as the listing would find it under the other filters', async () => {
    const [services] = await facets('services', active);
    expect(services?.groupId).toBe('services');
    expect(services?.filterType).toBe('checkbox');
    for (const option of services?.values.slice(0, 4) ?? []) {
      const result = await list({
        ...active,
        groups: { ...active.groups, services: [option.option_id] },
      });
      expect(option.count).toBe(result.meta.total);
    }
  });

  it('ignores the tab’s own selection: choosing a service does not change the services counts', async () => {
    const without = await facets('services', active);
    const withOne = await facets('services', {
      ...active,
      groups: { ...active.groups, services: [without[0]?.values[0]?.option_id ?? 0] },
    });
    expect(withOne).toEqual(without);
  });

  it('answers countries and cities together, both counted without either filter', async () => {
    const groups = await facets('countries', { groups: { cities: [1] }, flags: {} });
    expect(groups.map((group) => group.groupId)).toEqual(['countries', 'cities']);
    const total = (await list(none)).meta.total;
    const countrySum = groups[0]?.values.reduce((sum, option) => sum + option.count, 0) ?? 0;
    expect(countrySum).toBeGreaterThanOrEqual(total);
  });

  it('answers both review groups with at-least counts that match the listing', async () => {
    const groups = await facets('reviews', active);
    expect(groups.map((group) => group.groupId)).toEqual(['reviewscount', 'reviewsaverage']);
    const five = groups[0]?.values.find((option) => option.option_id === 5);
    expect(five?.name).toBe('5+ reviews');
    expect(five?.count).toBe(
      (await list({ ...active, groups: { ...active.groups, reviewscount: [5] } })).meta.total,
    );
    expect(groups[1]?.values.map((option) => option.name)).toEqual([
      '5 stars only',
      '4 stars and up',
      '3 stars and up',
      '2 stars and up',
      '1 star and up',
    ]);
  });

  it('lists every team size with its count, zero included', async () => {
    const [sizes] = await facets('teamsizes', none);
    expect(sizes?.values.map((option) => option.name)).toEqual([
      'Freelancer',
      '2-9',
      '10-49',
      '50-249',
      '250-999',
      '1,000-9,999',
      '10,000+',
    ]);
    expect(sizes?.values.reduce((sum, option) => sum + option.count, 0)).toBe(160);
  });

  it('sends the founding-year range as a slider', async () => {
    const [years] = await facets('foundingyears', none);
    expect(years?.filterType).toBe('slider');
    expect(years?.range?.min).toBeLessThanOrEqual(years?.range?.max ?? 0);
  });

  it.each([
    ['/api/advanced-filters/planets', 'tab'],
    ['/api/advanced-filters/services?countries[]=abc', 'countries'],
    ['/api/advanced-filters/services?foundingyears[min]=2010', 'foundingyears'],
    ['/api/companies?teamsizes[]=-3', 'teamsizes'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const response = await server.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
  });
});
