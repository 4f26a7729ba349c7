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
  const calls = { count: 0 };
  const counted: CompanyRepository = {
    ...repository,
    countByMembership: (...args) => (calls.count++, repository.countByMembership(...args)),
    countByValue: (...args) => (calls.count++, repository.countByValue(...args)),
    countAtLeast: (...args) => (calls.count++, repository.countAtLeast(...args)),
    foundedYearRange: (...args) => (calls.count++, repository.foundedYearRange(...args)),
  };
  return { counted, calls };
}

describe('precomputed unfiltered facets', () => {
  it('answer every unfiltered tab from memory with the counts a live count gives', async () => {
    const { counted, calls } = countingRepository();
    const facets = createFacetService(counted, createFacetCache({ ttlMs: 0 }), {
      precomputeUnfiltered: true,
      memoryIndex: false,
    });
    const live = createFacetService(repository, createFacetCache({ ttlMs: 0 }));
    await facets.start();
    const afterStart = calls.count;
    expect(afterStart).toBeGreaterThan(0);
    for (const tab of FILTER_TAB_IDS) {
      expect(await facets.groupsOf(tab, none)).toEqual(await live.groupsOf(tab, none));
    }
    // A filter on the tab's own group leaves its counts unfiltered: still from memory.
    await facets.groupsOf('services', { groups: { services: [1] }, flags: {} });
    expect(calls.count).toBe(afterStart);
    // Any other filter is counted live.
    await facets.groupsOf('services', { groups: { teamsizes: [10] }, flags: {} });
    expect(calls.count).toBeGreaterThan(afterStart);
    await facets.stop();
  });

  it('give each service the total the listing gives for it', async () => {
    const facets = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
      precomputeUnfiltered: true,
    });
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
      precomputeUnfiltered: true,
      memoryIndex: false,
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
