import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILTER_TAB_IDS, type FilterSelection } from '@atlas/api/filters';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import { refreshCompanies } from '../../db/company-search';
import { companySearch, companyServices } from '../../db/schema';
import { seedDatabase } from '../../seed/generator';
import { countTabFromIndex, matchingRows, type FacetIndex } from './facet-index';
import { createFacetCache, createFacetService } from './facets';
import { createCompanyRepository, type CompanyRepository } from './repository';

let testDatabase: TestDatabase;
let repository: CompanyRepository;
let index: FacetIndex;
const none: FilterSelection = { groups: {}, flags: {} };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDatabase(testDatabase.database, { companies: 300, seed: 9 });
  repository = createCompanyRepository(testDatabase.database);
  // A small batch, so the load pages through the table many times.
  index = await repository.loadFacetIndex({ batchSize: 37 });
});

afterAll(async () => {
  await testDatabase.cleanup();
});

/** Counts from the database on every call (no index, no cache): the oracle. */
const sqlFacets = () =>
  createFacetService(repository, createFacetCache({ ttlMs: 0 }), { memoryIndex: false });

/** Ids of the n most frequent options of a tab's first group, from the database. */
async function topOptions(
  tab: (typeof FILTER_TAB_IDS)[number],
  n: number,
  group = 0,
): Promise<number[]> {
  const groups = await sqlFacets().groupsOf(tab, none);
  const ids = (groups[group]?.values ?? []).slice(0, n).map((option) => option.option_id);
  if (ids.length < n) throw new Error(`${tab} has fewer than ${n} options`);
  return ids;
}

async function selections(): Promise<[string, FilterSelection][]> {
  const [country1, country2, country3] = await topOptions('countries', 3);
  const [city1] = await topOptions('countries', 1, 1);
  const [service1, service2] = await topOptions('services', 2);
  const [focus1] = await topOptions('focuses', 1);
  const [industry1] = await topOptions('industries', 1);
  const at = (ids: (number | undefined)[]) => ids.filter((id) => id !== undefined);
  return [
    ['none', none],
    ['one country', { groups: { countries: at([country1]) }, flags: {} }],
    ['two countries', { groups: { countries: at([country2, country3]) }, flags: {} }],
    ['a city', { groups: { cities: at([city1]) }, flags: {} }],
    [
      'headquarter_only with a country',
      { groups: { countries: at([country1]) }, flags: { headquarter_only: true } },
    ],
    [
      'headquarter_only with a country and a city (either)',
      {
        groups: { countries: at([country2]), cities: at([city1]) },
        flags: { headquarter_only: true },
      },
    ],
    ['headquarter_only alone', { groups: {}, flags: { headquarter_only: true } }],
    [
      'headquarter_only with a service',
      { groups: { services: at([service1]) }, flags: { headquarter_only: true } },
    ],
    [
      'a service and a team size',
      { groups: { services: at([service1]), teamsizes: [10] }, flags: {} },
    ],
    ['verified only', { groups: {}, flags: { verified_companies_only: true } }],
    ['awarded only', { groups: {}, flags: { awarded_companies_only: true } }],
    [
      'verified and awarded',
      { groups: {}, flags: { verified_companies_only: true, awarded_companies_only: true } },
    ],
    ['reviewscount', { groups: { reviewscount: [3, 10] }, flags: {} }],
    ['reviewsaverage', { groups: { reviewsaverage: [4] }, flags: {} }],
    [
      'reviewscount and reviewsaverage',
      { groups: { reviewscount: [1], reviewsaverage: [3] }, flags: {} },
    ],
    ['founding years', { groups: {}, foundingyears: { min: 2000, max: 2015 }, flags: {} }],
    [
      'hourly rates and score levels',
      { groups: { hourlyrates: [30, 70], profilescores: [5, 6, 7, 8] }, flags: {} },
    ],
    [
      'focus and industry',
      { groups: { focuses: at([focus1]), industries: at([industry1]) }, flags: {} },
    ],
    [
      'a combination of four groups',
      {
        groups: {
          countries: at([country1, country2]),
          services: at([service1, service2]),
          teamsizes: [2, 10, 50],
          reviewscount: [1],
        },
        foundingyears: { min: 1990, max: 2020 },
        flags: { verified_companies_only: true },
      },
    ],
    ['options nobody has', { groups: { countries: [32000], services: [30000] }, flags: {} }],
  ];
}

describe('the facet index', () => {
  it('holds every company', async () => {
    expect(index.size).toBe(await repository.countListed());
    expect(index.size).toBe(300);
    expect(new Set(index.companyIds).size).toBe(300);
  });

  it('matches the rows the listing counts', async () => {
    for (const [name, selection] of await selections()) {
      const rows = matchingRows(index, selection);
      expect({ name, total: rows.length }).toEqual({
        name,
        total: await repository.countListed(selection),
      });
    }
  });

  it('gives every tab the counts the database gives, for every selection', async () => {
    const live = sqlFacets();
    let nonEmpty = 0;
    for (const [name, selection] of await selections()) {
      for (const tab of FILTER_TAB_IDS) {
        const expected = await live.groupsOf(tab, selection);
        expect({ name, tab, groups: countTabFromIndex(index, tab, selection) }).toEqual({
          name,
          tab,
          groups: expected,
        });
        if (expected.some((group) => group.values.some((option) => option.count > 0))) {
          nonEmpty += 1;
        }
      }
    }
    // The matrix is not made of empty answers.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('answers the facet service, and follows a change once reloaded', async () => {
    const facets = createFacetService(repository, createFacetCache({ ttlMs: 60_000 }), {
      memoryIndex: true,
      refreshMs: 3_600_000,
      versionCheckMs: 3_600_000,
    });
    expect(facets.indexed).toBe(false);
    await facets.start();
    expect(facets.indexed).toBe(true);
    const countOf = async (serviceId: number) => {
      const [group] = await facets.groupsOf('services', {
        groups: {},
        flags: { verified_companies_only: true },
      });
      return group?.values.find((option) => option.option_id === serviceId)?.count ?? 0;
    };
    const [link] = await testDatabase.database.db
      .select({ companyId: companyServices.companyId, serviceId: companyServices.serviceId })
      .from(companyServices)
      .innerJoin(companySearch, eq(companySearch.companyId, companyServices.companyId))
      .where(eq(companySearch.verified, true))
      .limit(1);
    if (!link) throw new Error('no service of a verified company');
    const listed = () =>
      repository.countListed({
        groups: { services: [link.serviceId] },
        flags: { verified_companies_only: true },
      });
    const before = await countOf(link.serviceId);
    expect(before).toBe(await listed());
    await testDatabase.database.db.transaction(async (tx) => {
      await tx.delete(companyServices).where(eq(companyServices.companyId, link.companyId));
      await refreshCompanies(tx, [link.companyId]);
    });
    expect(await countOf(link.serviceId)).toBe(before);
    await facets.refresh();
    expect(await countOf(link.serviceId)).toBe(before - 1);
    expect(await countOf(link.serviceId)).toBe(await listed());
    await facets.stop();
  });

  it('reloads by itself soon after this process changes company_search', async () => {
    // The search plugin's change counter, told after the change commits.
    let version = 0;
    const facets = createFacetService(repository, createFacetCache({ ttlMs: 60_000 }), {
      memoryIndex: true,
      refreshMs: 3_600_000,
      versionCheckMs: 20,
      version: () => version,
    });
    await facets.start();
    const countOf = async (serviceId: number) => {
      const [group] = await facets.groupsOf('services', {
        groups: { teamsizes: [1, 2, 10, 50, 250, 1000, 10000] },
        flags: {},
      });
      return group?.values.find((option) => option.option_id === serviceId)?.count ?? 0;
    };
    const [link] = await testDatabase.database.db.select().from(companyServices).limit(1);
    if (!link) throw new Error('no company service');
    const before = await countOf(link.serviceId);
    await testDatabase.database.db.transaction(async (tx) => {
      await tx.delete(companyServices).where(eq(companyServices.companyId, link.companyId));
      await refreshCompanies(tx, [link.companyId]);
    });
    version += 1;
    await vi.waitFor(async () => expect(await countOf(link.serviceId)).toBe(before - 1), {
      timeout: 10_000,
      interval: 20,
    });
    await facets.stop();
  });
});

describe('the facet index of an empty directory', () => {
  let empty: TestDatabase;
  beforeAll(async () => {
    empty = await createTestDatabase();
  });
  afterAll(async () => {
    await empty.cleanup();
  });

  it('loads, and counts as the database does', async () => {
    const emptyRepository = createCompanyRepository(empty.database);
    const emptyIndex = await emptyRepository.loadFacetIndex();
    expect(emptyIndex.size).toBe(0);
    const live = createFacetService(emptyRepository, createFacetCache({ ttlMs: 0 }), {
      memoryIndex: false,
    });
    const facets = createFacetService(emptyRepository, createFacetCache({ ttlMs: 0 }), {
      memoryIndex: true,
    });
    await facets.start();
    expect(facets.indexed).toBe(true);
    const selection: FilterSelection = {
      groups: { countries: [1], services: [2] },
      foundingyears: { min: 2000, max: 2010 },
      flags: { verified_companies_only: true },
    };
    for (const tab of FILTER_TAB_IDS) {
      for (const chosen of [none, selection]) {
        const expected = await live.groupsOf(tab, chosen);
        expect(await facets.groupsOf(tab, chosen)).toEqual(expected);
        expect(countTabFromIndex(emptyIndex, tab, chosen)).toEqual(expected);
      }
    }
    await facets.stop();
  });
});
