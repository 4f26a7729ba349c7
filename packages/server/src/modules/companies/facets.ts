import {
  buildFilterQuery,
  FILTER_TAB_IDS,
  FILTER_TABS,
  FIXED_GROUP_OPTIONS,
  type FilterGroupId,
  type FilterSelection,
  type FilterTab,
} from '@atlas/api/filters';
import type { FilterGroup, FilterOption } from '@atlas/api/endpoints/get-advanced-filters';
import { whereFor, type CompanyRepository } from './repository';
import { createLruCache } from '../../lib/lru-cache';

/**
 * The options of a facet tab with their counts (SPEC §7): each group is counted under every active
 * filter except the tab's own groups, so the numbers say what picking one more option would give.
 */
export interface FacetCacheOptions {
  /** How long counts are served from memory (default 60 s). */
  ttlMs?: number;
  /** How many tab-and-filter combinations are kept (default 2,000). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Facet counts in memory for a short while: the unfiltered tabs and popular combinations are
 * asked for on every listing view, and counting 100k companies each time costs tens to hundreds of
 * milliseconds. Counts may lag a company change by up to the TTL (the listing itself never does),
 * and `invalidate()` drops everything at once.
 */
export function createFacetCache<T = FilterGroup[]>(options: FacetCacheOptions = {}) {
  const entries = createLruCache<Promise<T>>({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 2_000,
    now: options.now,
  });
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = compute();
      entries.set(key, value);
      // A failed count is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate: () => entries.clear(),
    get size(): number {
      return entries.size;
    },
  };
}
export type FacetCache<T = FilterGroup[]> = ReturnType<typeof createFacetCache<T>>;

export interface FacetServiceOptions {
  /**
   * Keep every tab's unfiltered counts in memory, computed by `start()` and refreshed in the
   * background, so the most asked-for answers never wait for a count (default false).
   */
  precomputeUnfiltered?: boolean;
  /**
   * Shortest time between two refreshes of the unfiltered counts (default 60 s, the cache's TTL).
   * A refresh never starts sooner than 20 times its last duration, so a large directory is not
   * recounted back to back.
   */
  refreshMs?: number;
}

const NO_FILTERS: FilterSelection = { groups: {}, flags: {} };

export function createFacetService(
  repository: CompanyRepository,
  cache: FacetCache = createFacetCache(),
  options: FacetServiceOptions = {},
) {
  async function countGroup(
    group: FilterGroupId,
    selection: FilterSelection,
    tab: FilterTab,
  ): Promise<FilterGroup> {
    const where = whereFor(selection, FILTER_TABS[tab]);
    const headquarterOnly = Boolean(selection.flags.headquarter_only);
    switch (group) {
      case 'countries':
      case 'cities':
      case 'services':
      case 'focuses':
      case 'industries': {
        const rows = await repository.countByMembership(group, where, headquarterOnly);
        const values: FilterOption[] = rows.map((row) => ({
          option_id: row.id,
          name: row.name,
          slug: row.slug,
          count: row.count,
        }));
        return { groupId: group, filterType: 'checkbox', values };
      }
      case 'teamsizes':
      case 'hourlyrates':
      case 'profilescores': {
        const counts = await repository.countByValue(group, where);
        const values = FIXED_GROUP_OPTIONS[group].map((option) => ({
          ...option,
          count: counts.get(option.option_id) ?? 0,
        }));
        return { groupId: group, filterType: 'checkbox', values };
      }
      case 'reviewscount':
      case 'reviewsaverage': {
        const options = FIXED_GROUP_OPTIONS[group];
        const counts = await repository.countAtLeast(
          group,
          options.map((option) => option.option_id),
          where,
        );
        return {
          groupId: group,
          filterType: 'checkbox',
          values: options.map((option) => ({
            ...option,
            count: counts.get(option.option_id) ?? 0,
          })),
        };
      }
      case 'foundingyears':
        return {
          groupId: group,
          filterType: 'slider',
          values: [],
          range: await repository.foundedYearRange(where),
        };
    }
  }

  const countTab = (tab: FilterTab, selection: FilterSelection) =>
    Promise.all(FILTER_TABS[tab].map((group) => countGroup(group, selection, tab)));

  // The unfiltered counts of every tab, replaced as a whole when a refresh completes, so an answer
  // is never held up by a refresh in progress.
  let unfiltered: ReadonlyMap<FilterTab, FilterGroup[]> | undefined;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const minimumInterval = options.refreshMs ?? 60_000;

  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      const next = new Map<FilterTab, FilterGroup[]>();
      // One tab at a time: a refresh should not take every pooled connection at once.
      for (const tab of FILTER_TAB_IDS) next.set(tab, await countTab(tab, NO_FILTERS));
      unfiltered = next;
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function scheduleRefresh(lastDurationMs: number): void {
    if (stopped) return;
    timer = setTimeout(
      () => {
        const started = Date.now();
        refresh()
          .catch(() => undefined) // the previous counts stay until a refresh succeeds
          .finally(() => scheduleRefresh(Date.now() - started));
      },
      Math.max(minimumInterval, 20 * lastDurationMs),
    );
    timer.unref();
  }

  return {
    groupsOf(tab: FilterTab, selection: FilterSelection): Promise<FilterGroup[]> {
      // The query the tab's counts depend on: the tab's own groups are already left out.
      const query = buildFilterQuery(selection, tab);
      const precomputed = unfiltered?.get(tab);
      if (precomputed && Object.keys(query).length === 0) return Promise.resolve(precomputed);
      return cache.get(`${tab}?${JSON.stringify(query)}`, () => countTab(tab, selection));
    },
    /** Computes the unfiltered counts (when precomputeUnfiltered), then keeps them fresh. */
    async start(): Promise<void> {
      if (!options.precomputeUnfiltered || stopped || timer) return;
      const started = Date.now();
      await refresh();
      scheduleRefresh(Date.now() - started);
    },
    /** Recounts the unfiltered tabs now (after a bulk change, or in tests). */
    refresh,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await refreshing?.catch(() => undefined);
    },
    invalidate: () => cache.invalidate(),
  };
}
