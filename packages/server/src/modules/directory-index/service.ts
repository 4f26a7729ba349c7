import { join } from 'node:path';
import type { CountryRegion, ListCountriesResponse } from '@atlas/api/endpoints/list-countries';
import type { ListServicesResponse, ServiceGroupIndex } from '@atlas/api/endpoints/list-services';
import { cachedValue } from '../../lib/promise-cache';
import { appPackageDir } from '../../ssr/renderer';
import type { DirectoryIndexRepository } from './repository';
import { countryImages, publicFileCheck, type PublicFileCheck } from './images';

export interface DirectoryIndexOptions {
  /** How long an answer is reused in this process (counts change only when companies do). */
  ttlMs?: number;
  /** Which image files exist; defaults to the app's public folder. */
  fileExists?: PublicFileCheck;
}

const DEFAULT_TTL_MS = 5 * 60_000;

interface Named {
  id: number;
  name: string;
  slug: string;
}

/**
 * Rows that each name an item and its parent (a country and its region, a service and its
 * group), as the parents in the order they first appear, each listing its items under `listKey`.
 */
function groupUnder<Row, K extends string, Item>(
  rows: readonly Row[],
  parentOf: (row: Row) => Named,
  listKey: K,
  itemOf: (row: Row) => Item,
): (Named & Record<K, Item[]>)[] {
  const groups = new Map<number, Named & Record<K, Item[]>>();
  for (const row of rows) {
    const parent = parentOf(row);
    let group = groups.get(parent.id);
    if (!group) {
      group = { ...parent, [listKey]: [] } as Named & Record<K, Item[]>;
      groups.set(parent.id, group);
    }
    group[listKey].push(itemOf(row));
  }
  return [...groups.values()];
}

/**
 * The index pages' data (every country by region, every service by group, with their companies),
 * each answer reused for `ttlMs`; a burst of requests after expiry reads the database once.
 */
export function createDirectoryIndexService(
  repository: DirectoryIndexRepository,
  options: DirectoryIndexOptions = {},
) {
  const exists = options.fileExists ?? publicFileCheck(join(appPackageDir(), 'public'));
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;

  async function loadCountries(): Promise<ListCountriesResponse> {
    const { rows, counts } = await repository.countriesByRegion();
    const data: CountryRegion[] = groupUnder(
      rows,
      (row) => ({ id: row.regionId, name: row.regionName, slug: row.regionSlug }),
      'countries',
      (row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        images: {
          main: countryImages({ webp: row.imageWebp, original: row.imageOriginal }, exists),
        },
        companies_count: counts.get(row.id) ?? 0,
      }),
    );
    return { data };
  }

  async function loadServices(): Promise<ListServicesResponse> {
    const { rows, counts } = await repository.servicesByGroup();
    const data: ServiceGroupIndex[] = groupUnder(
      rows,
      (row) => ({ id: row.groupId, name: row.groupName, slug: row.groupSlug }),
      'services',
      (row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent_id: row.parentId,
        companies_count: counts.get(row.id) ?? 0,
      }),
    );
    return { data };
  }

  return {
    countries: cachedValue(loadCountries, { ttlMs }),
    services: cachedValue(loadServices, { ttlMs }),
  };
}

export type DirectoryIndexService = ReturnType<typeof createDirectoryIndexService>;
