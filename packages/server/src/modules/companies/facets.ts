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
import { countTabFromIndex, type FacetIndex } from './facet-index';
import { createLruCache } from '../../lib/lru-cache';
import { companySearchVersion } from '../../db/company-search';

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
  /**
   * Answer every count, filtered or not, from an in-memory snapshot of company_search
   * (facet-index.ts), loaded by `start()` and reloaded on the refresh schedule, and soon after
   * this process changes company_search (companySearchVersion). Until it is loaded, counts come
   * from the database. Default: on with precomputeUnfiltered (which it then replaces).
   */
  memoryIndex?: boolean;
  /** How often a change to company_search is looked for (default 1 s). */
  versionCheckMs?: number;
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
  // Or, with memoryIndex, the whole of company_search: replaced when a new one is fully loaded.
  let index: { data: FacetIndex; generation: number } | undefined;
  let generation = 0;
  let loadedVersion = 0;
  let lastLoadEnd = 0;
  let lastLoadMs = 0;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const minimumInterval = options.refreshMs ?? 60_000;
  const useIndex = options.memoryIndex ?? Boolean(options.precomputeUnfiltered);

  async function loadIndex(): Promise<void> {
    const version = companySearchVersion();
    const started = Date.now();
    try {
      const data = await repository.loadFacetIndex();
      generation += 1;
      index = { data, generation };
      loadedVersion = version;
    } finally {
      lastLoadEnd = Date.now();
      lastLoadMs = lastLoadEnd - started;
    }
  }

  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      if (useIndex) {
        await loadIndex();
        return;
      }
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

  /**
   * The index's reload schedule: every refreshMs (or 20 times the last load's duration, if
   * longer), and, when this process changed company_search since the last load, as soon as 20
   * times the last load's duration has passed since it ended.
   */
  function watchIndex(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const now = Date.now();
      const sinceLoad = now - lastLoadEnd;
      const changed = companySearchVersion() !== loadedVersion;
      const due =
        sinceLoad >= Math.max(minimumInterval, 20 * lastLoadMs) ||
        (changed && sinceLoad >= 20 * lastLoadMs);
      if (!due || refreshing) {
        watchIndex();
        return;
      }
      refresh()
        .catch(() => undefined) // the previous index stays until a load succeeds
        .finally(watchIndex);
    }, options.versionCheckMs ?? 1_000);
    timer.unref();
  }

  return {
    groupsOf(tab: FilterTab, selection: FilterSelection): Promise<FilterGroup[]> {
      // The query the tab's counts depend on: the tab's own groups are already left out. The
      // countries tab counts headquarters alone under headquarter_only, which that query leaves
      // out when it has no country or city.
      const query = buildFilterQuery(selection, tab);
      const hqCounts = tab === 'countries' && Boolean(selection.flags.headquarter_only);
      const key = `${tab}?${JSON.stringify(query)}${hqCounts ? '&hq' : ''}`;
      const current = index;
      if (current) {
        return cache.get(`index${current.generation}:${key}`, () =>
          Promise.resolve(countTabFromIndex(current.data, tab, selection)),
        );
      }
      const precomputed = unfiltered?.get(tab);
      if (precomputed && !hqCounts && Object.keys(query).length === 0) {
        return Promise.resolve(precomputed);
      }
      return cache.get(key, () => countTab(tab, selection));
    },
    /**
     * Computes the unfiltered counts (when precomputeUnfiltered), or loads the index (when
     * memoryIndex), then keeps them fresh.
     */
    async start(): Promise<void> {
      if (!(options.precomputeUnfiltered || useIndex) || stopped || timer) return;
      const started = Date.now();
      try {
        await refresh();
      } finally {
        // A failed first load is tried again on the schedule.
        if (useIndex) watchIndex();
        else scheduleRefresh(Date.now() - started);
      }
    },
    /** Recounts the unfiltered tabs, or reloads the index, now (after a bulk change, or in tests). */
    refresh,
    /** Whether counts come from the in-memory index (loaded at least once). */
    get indexed(): boolean {
      return index !== undefined;
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await refreshing?.catch(() => undefined);
    },
    invalidate: () => cache.invalidate(),
  };
}
