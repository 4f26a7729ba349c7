import {
  buildFilterQuery,
  FIXED_GROUP_OPTIONS,
  type FilterGroupId,
  type FilterSelection,
  type FilterTab,
} from '@atlas/api/filters';
import type { FilterGroup, FilterOption } from '@atlas/api/endpoints/get-advanced-filters';
import type { SelectedFilterOption } from '@atlas/api/endpoints/list-companies';
import type { CompanyRepository } from './repository';
import { countTabFromIndex, type FacetIndex } from './facet-index';
import { selectedOptionsOf } from './selected-options';
import { groupsCountedIn, whereFor } from './filter-groups';
import { createPromiseCache } from '../../lib/promise-cache';

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
 * and `clear()` drops everything at once.
 */
export function createFacetCache<T = FilterGroup[]>(options: FacetCacheOptions = {}) {
  return createPromiseCache<T>({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 2_000,
    now: options.now,
  });
}
export type FacetCache<T = FilterGroup[]> = ReturnType<typeof createFacetCache<T>>;

export interface FacetServiceOptions {
  /**
   * Shortest time between two reloads of the index (default 60 s, the cache's TTL). A reload
   * never starts sooner than 20 times the last load's duration, so a large directory is not
   * reloaded back to back.
   */
  refreshMs?: number;
  /**
   * Answer every count, filtered or not, from an in-memory snapshot of company_search
   * (facet-index.ts), loaded by `start()` and reloaded on the refresh schedule, and soon after
   * this process changes company_search (`version`). Until it is loaded, counts come
   * from the database. Default true; false counts every tab in the database, the oracle the
   * tests compare the index with.
   */
  memoryIndex?: boolean;
  /** How often a change to company_search is looked for (default 1 s). */
  versionCheckMs?: number;
  /**
   * This process's change counter of company_search (the search plugin's); without it, changes
   * show on the refresh schedule only.
   */
  version?: () => number;
}

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
    const where = whereFor(selection, groupsCountedIn(tab));
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
    Promise.all(groupsCountedIn(tab).map((group) => countGroup(group, selection, tab)));

  // With memoryIndex, the whole of company_search: replaced when a new one is fully loaded, so an
  // answer is never held up by a reload in progress.
  let index: { data: FacetIndex; generation: number } | undefined;
  let generation = 0;
  let loadedVersion = 0;
  let lastLoadEnd = 0;
  let lastLoadMs = 0;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const minimumInterval = options.refreshMs ?? 60_000;
  const useIndex = options.memoryIndex ?? true;
  const version = options.version ?? (() => 0);

  async function loadIndex(): Promise<void> {
    const loading = version();
    const started = Date.now();
    try {
      const data = await repository.loadFacetIndex();
      generation += 1;
      index = { data, generation };
      loadedVersion = loading;
    } finally {
      lastLoadEnd = Date.now();
      lastLoadMs = lastLoadEnd - started;
    }
  }

  function refresh(): Promise<void> {
    if (!useIndex) return Promise.resolve();
    refreshing ??= loadIndex().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
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
      const changed = version() !== loadedVersion;
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
      return cache.get(key, () => countTab(tab, selection));
    },
    /**
     * The options a selection uses, named (the listing's active-filter pills): from the index once
     * it is loaded, from the option tables until then.
     */
    selectedOptions(selection: FilterSelection): Promise<SelectedFilterOption[]> {
      const current = index;
      return selectedOptionsOf(selection, async (group, ids) => {
        if (!current) return repository.optionNames(group, ids);
        const options = current.data.options[group];
        return new Map(
          ids.flatMap((id) => {
            const option = options.get(id);
            return option ? [[id, option.name] as const] : [];
          }),
        );
      });
    },
    /** Loads the index (with memoryIndex), then keeps it fresh. */
    async start(): Promise<void> {
      if (!useIndex || stopped || timer) return;
      try {
        await refresh();
      } finally {
        // A failed first load is tried again on the schedule.
        watchIndex();
      }
    },
    /** Reloads the index now (after a bulk change, or in tests). */
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
    invalidate: () => cache.clear(),
  };
}

export type FacetService = ReturnType<typeof createFacetService>;
