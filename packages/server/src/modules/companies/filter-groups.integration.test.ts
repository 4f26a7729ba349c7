import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_TAB_IDS,
  FILTER_TABS,
  SLIDER_GROUPS,
  type CheckboxGroupId,
  type FilterGroupId,
  type FilterTab,
  type FilterSelection,
} from '@atlas/api/filters';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import { companySearch } from '../../db/schema';
import { seedDatabase } from '../../seed/generator';
import { matchingRows, type FacetIndex } from './facet-index';
import { createFacetCache, createFacetService } from './facets';
import {
  CHECKBOX_RULES,
  FLAG_RULES,
  groupsCountedIn,
  SLIDER_RULES,
  whereFor,
} from './filter-groups';
import { createCompanyRepository } from './repository';

/** The facet tab that counts a group (@atlas/api's FILTER_TABS). */
function tabCounting(group: FilterGroupId): FilterTab {
  const tab = FILTER_TAB_IDS.find((candidate) => FILTER_TABS[candidate].includes(group));
  if (!tab) throw new Error(`no tab counts ${group}`);
  return tab;
}

let testDatabase: TestDatabase;
let index: FacetIndex;
/** Each described filter's selections, made from the options the seeded directory holds. */
let variants: Map<string, FilterSelection[]>;

const none: FilterSelection = { groups: {}, flags: {} };
const headquartersOnly: FilterSelection = { groups: {}, flags: { headquarter_only: true } };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDatabase(testDatabase.database, { companies: 200, seed: 13 });
  const repository = createCompanyRepository(testDatabase.database);
  index = await repository.loadFacetIndex();
  const oracle = createFacetService(repository, createFacetCache({ ttlMs: 0 }), {
    memoryIndex: false,
  });
  variants = new Map();
  for (const group of Object.keys(CHECKBOX_RULES) as CheckboxGroupId[]) {
    const counted = await oracle.groupsOf(tabCounting(group), none);
    const ids = (counted.find((found) => found.groupId === group)?.values ?? []).map(
      (option) => option.option_id,
    );
    const [first, second, third] = ids;
    const last = ids[ids.length - 1];
    if (first === undefined || second === undefined || third === undefined || last === undefined)
      throw new Error(`${group} has fewer than 3 options`);
    variants.set(
      group,
      [[first], [second, third], [last, first], [32_000]].map((chosen) => ({
        groups: { [group]: chosen },
        flags: {},
      })),
    );
  }
  for (const group of Object.keys(SLIDER_RULES) as (keyof typeof SLIDER_RULES)[]) {
    const [counted] = await oracle.groupsOf(tabCounting(group), none);
    const range = counted?.range;
    if (!range) throw new Error(`${group} has no range`);
    const middle = Math.round((range.min + range.max) / 2);
    variants.set(
      group,
      [
        { min: range.min, max: middle },
        { min: middle, max: middle },
        { min: middle + 1, max: range.max },
      ].map((years) => ({ groups: {}, [group]: years, flags: {} })),
    );
  }
  for (const flag of Object.keys(FLAG_RULES) as (keyof typeof FLAG_RULES)[]) {
    variants.set(flag, [{ groups: {}, flags: { [flag]: true } }]);
  }
});

afterAll(async () => {
  await testDatabase.cleanup();
});

/** Both selections at once. */
function merge(a: FilterSelection, b: FilterSelection): FilterSelection {
  return {
    groups: { ...a.groups, ...b.groups },
    foundingyears: a.foundingyears ?? b.foundingyears,
    flags: { ...a.flags, ...b.flags },
  };
}

/** The company ids the listing's SQL selects. */
async function idsFromSql(
  selection: FilterSelection,
  without: readonly FilterGroupId[] = [],
): Promise<number[]> {
  const rows = await testDatabase.database.db
    .select({ id: companySearch.companyId })
    .from(companySearch)
    .where(whereFor(selection, without))
    .orderBy(asc(companySearch.companyId));
  return rows.map((row) => row.id);
}

/** The company ids the facet index's row tests select. */
function idsFromIndex(selection: FilterSelection, without: readonly FilterGroupId[] = []) {
  return [...matchingRows(index, selection, without)]
    .map((row) => index.companyIds[row] ?? -1)
    .sort((a, b) => a - b);
}

describe('each filter description', () => {
  it('has selections, for every group and flag of @atlas/api', () => {
    expect([...variants.keys()].sort()).toEqual(
      [...CHECKBOX_GROUPS, ...SLIDER_GROUPS, ...FILTER_FLAGS].sort(),
    );
  });

  it('selects the same companies in SQL and in the index, alone and with headquarter_only', async () => {
    let partial = 0;
    for (const [name, selections] of variants) {
      for (const selection of selections) {
        for (const chosen of [selection, merge(selection, headquartersOnly)]) {
          const ids = await idsFromSql(chosen);
          expect({ name, chosen, ids: idsFromIndex(chosen) }).toEqual({ name, chosen, ids });
          if (ids.length > 0 && ids.length < index.size) partial += 1;
        }
      }
    }
    // Most selections narrow the directory without emptying it.
    expect(partial).toBeGreaterThan(40);
  });

  it('combines with every other description as SQL does (places either, groups all)', async () => {
    const names = [...variants.keys()];
    let compared = 0;
    for (const [i, first] of names.entries()) {
      for (const second of names.slice(i + 1)) {
        const [a] = variants.get(first) ?? [];
        const b = variants.get(second)?.[1] ?? variants.get(second)?.[0];
        if (!a || !b) continue;
        for (const chosen of [merge(a, b), merge(merge(a, b), headquartersOnly)]) {
          const ids = await idsFromSql(chosen);
          expect({ first, second, chosen, ids: idsFromIndex(chosen) }).toEqual({
            first,
            second,
            chosen,
            ids,
          });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('leaves the same groups out in SQL and in the index when a tab counts its own', async () => {
    const everything = [...variants.values()]
      .map((selections) => selections[0] ?? none)
      .reduce(merge, none);
    for (const tab of FILTER_TAB_IDS) {
      const without = groupsCountedIn(tab);
      for (const chosen of [everything, merge(everything, headquartersOnly)]) {
        const ids = await idsFromSql(chosen, without);
        expect({ tab, ids: idsFromIndex(chosen, without) }).toEqual({ tab, ids });
      }
    }
  });
});
