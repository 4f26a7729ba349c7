import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_TAB_IDS, type FilterSelection } from '@atlas/api/filters';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import { refreshCompanies } from '../../db/company-search';
import { companyServices } from '../../db/schema';
import { seedDatabase } from '../../seed/generator';
import { createFacetCache, createFacetService } from './facets';
import { createCompanyRepository, type CompanyRepository } from './repository';

let testDatabase: TestDatabase;
let repository: CompanyRepository;
const none: FilterSelection = { groups: {}, flags: {} };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDatabase(testDatabase.database, { companies: 120, seed: 9 });
  repository = createCompanyRepository(testDatabase.database);
});

afterAll(async () => {
  await testDatabase.cleanup();
});

/** The repository, counting the facet queries it answers. */
function countingRepository() {
  const calls = { count: 0, loads: 0 };
  const counted: CompanyRepository = {
    ...repository,
    countByMembership: (...args) => (calls.count++, repository.countByMembership(...args)),
    countByValue: (...args) => (calls.count++, repository.countByValue(...args)),
    countAtLeast: (...args) => (calls.count++, repository.countAtLeast(...args)),
    foundedYearRange: (...args) => (calls.count++, repository.foundedYearRange(...args)),
    loadFacetIndex: (...args) => (calls.loads++, repository.loadFacetIndex(...args)),
  };
  return { counted, calls };
}

describe('facets from the in-memory index', () => {
  it('answer every tab from memory with the counts a live count gives', async () => {
    const { counted, calls } = countingRepository();
    const facets = createFacetService(counted, createFacetCache({ ttlMs: 0 }));
    const live = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
      memoryIndex: false,
    });
    // Before the index is loaded, a tab is counted in the database.
    await facets.groupsOf('services', none);
    expect(calls.count).toBeGreaterThan(0);
    const beforeStart = calls.count;
    await facets.start();
    expect(calls.loads).toBe(1);
    for (const tab of FILTER_TAB_IDS) {
      expect(await facets.groupsOf(tab, none)).toEqual(await live.groupsOf(tab, none));
    }
    // Filtered or not, nothing is counted in the database any more.
    await facets.groupsOf('services', { groups: { services: [1] }, flags: {} });
    await facets.groupsOf('services', { groups: { teamsizes: [10] }, flags: {} });
    expect(calls.count).toBe(beforeStart);
    await facets.stop();
  });

  it('give each service the total the listing gives for it', async () => {
    const facets = createFacetService(repository, createFacetCache({ ttlMs: 0 }));
    await facets.start();
    const [services] = await facets.groupsOf('services', none);
    expect(services?.values.length).toBeGreaterThan(5);
    for (const option of services?.values ?? []) {
      const total = await repository.countListed({
        groups: { services: [option.option_id] },
        flags: {},
      });
      expect(option.count).toBe(total);
    }
    await facets.stop();
  });

  it('follow a change once refreshed, and never wait for a refresh', async () => {
    const facets = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
      refreshMs: 3_600_000,
      versionCheckMs: 3_600_000,
    });
    await facets.start();
    const countOf = async (serviceId: number) => {
      const [group] = await facets.groupsOf('services', none);
      return group?.values.find((option) => option.option_id === serviceId)?.count ?? 0;
    };
    const [link] = await testDatabase.database.db.select().from(companyServices).limit(1);
    if (!link) throw new Error('no company service');
    const before = await countOf(link.serviceId);
    await testDatabase.database.db.transaction(async (tx) => {
      await tx.delete(companyServices).where(eq(companyServices.companyId, link.companyId));
      await refreshCompanies(tx, [link.companyId]);
    });
    // Served from memory until the next refresh.
    expect(await countOf(link.serviceId)).toBe(before);
    const refreshed = facets.refresh();
    expect(await countOf(link.serviceId)).toBe(before);
    await refreshed;
    expect(await countOf(link.serviceId)).toBe(before - 1);
    expect(await countOf(link.serviceId)).toBe(
      await repository.countListed({ groups: { services: [link.serviceId] }, flags: {} }),
    );
    await facets.stop();
  });
});

describe('names of the selected options', () => {
  it('are the same from the option tables and from the index, unknown ids left out', async () => {
    const { counted, calls } = countingRepository();
    const facets = createFacetService(counted, createFacetCache({ ttlMs: 0 }));
    const live = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
      memoryIndex: false,
    });
    const [countries, cities] = await live.groupsOf('countries', none);
    const [services] = await live.groupsOf('services', none);
    const pick = (values: { option_id: number }[] | undefined) =>
      (values ?? []).slice(0, 2).map((option) => option.option_id);
    const selection: FilterSelection = {
      groups: {
        countries: pick(countries?.values),
        cities: [...pick(cities?.values), 999_999],
        services: pick(services?.values),
        hourlyrates: [70, 1],
      },
      flags: {},
    };

    const fromTables = await facets.selectedOptions(selection);
    await facets.start();
    const loadsBefore = calls.loads;
    const fromIndex = await facets.selectedOptions(selection);
    expect(calls.loads).toBe(loadsBefore);
    expect(fromIndex).toEqual(fromTables);

    const nameOf = (values: { option_id: number; name: string }[] | undefined, id: number) =>
      values?.find((option) => option.option_id === id)?.name;
    const expected = [
      ...(['countries', 'cities', 'services'] as const).flatMap((group) => {
        const values = { countries, cities, services }[group]?.values;
        return (selection.groups[group] ?? [])
          .filter((id) => nameOf(values, id) !== undefined)
          .sort((a, b) => a - b)
          .map((id) => ({ group, option_id: id, name: nameOf(values, id) }));
      }),
      { group: 'hourlyrates', option_id: 70, name: '$70 - $150' },
    ];
    expect(fromTables).toEqual(expected);
    await facets.stop();
  });
});
