import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listCountriesEndpoint,
  type CountryRegion,
  type ListCountriesResponse,
} from '@atlas/api/endpoints/list-countries';
import {
  listServicesEndpoint,
  type ListServicesResponse,
  type ServiceGroupIndex,
} from '@atlas/api/endpoints/list-services';
import { schemaOf } from '../../lib/endpoint-schema';
import { createLruCache } from '../../lib/lru-cache';
import { appPackageDir } from '../../ssr/renderer';
import { createDirectoryIndexRepository } from './repository';
import { countryImages, publicFileCheck, type PublicFileCheck } from './images';

export interface DirectoryIndexOptions {
  /** How long an answer is reused in this process (counts change only when companies do). */
  ttlMs?: number;
  /** Which image files exist; defaults to the app's public folder. */
  fileExists?: PublicFileCheck;
}

const DEFAULT_TTL_MS = 5 * 60_000;

/**
 * Reuses an answer for `ttlMs`, and while it is being loaded hands every caller the same
 * promise, so a burst of requests after expiry reads the database once.
 */
function cachedLoader<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  const cache = createLruCache<T>({ ttlMs, maxEntries: 1 });
  let pending: Promise<T> | undefined;
  return () => {
    const hit = cache.get('answer');
    if (hit !== undefined) return Promise.resolve(hit);
    pending ??= load()
      .then((value) => {
        cache.set('answer', value);
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

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

/** GET /countries and GET /services: the index pages' data, cached in process. */
export const directoryIndexRoutes: FastifyPluginAsyncZod<DirectoryIndexOptions> = async (
  app,
  options,
) => {
  const repository = createDirectoryIndexRepository(app.database.db);
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

  const countriesAnswer = cachedLoader(loadCountries, ttlMs);
  const servicesAnswer = cachedLoader(loadServices, ttlMs);

  app.get(
    listCountriesEndpoint.path,
    { schema: schemaOf(listCountriesEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return countriesAnswer();
    },
  );

  app.get(
    listServicesEndpoint.path,
    { schema: schemaOf(listServicesEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return servicesAnswer();
    },
  );
};
