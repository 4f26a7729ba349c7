import { makeAutoObservable, runInAction } from 'mobx';
import type { FilterGroup } from '@atlas/api/endpoints/get-advanced-filters';
import type { SelectedFilterOption } from '@atlas/api/endpoints/list-companies';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_TABS,
  type CheckboxGroupId,
  type FilterFlag,
  type FilterSelection,
  type FilterTab,
  type YearRange,
} from '@atlas/api/filter-selection';
import type { Stores } from '../../../shared/stores/StoresContext';
import { merge } from '../selection';

declare module '../../../shared/stores/StoresContext' {
  interface Stores {
    /** The listing's advanced-filter panel. */
    readonly filters: FiltersStore;
  }
}

/** What removing a pill takes out of the applied selection. */
export type PillFilter =
  | { kind: 'option'; group: CheckboxGroupId; optionId: number }
  | { kind: 'foundingyears' }
  | { kind: 'flag'; flag: FilterFlag };

export interface FilterPill {
  /** A key that tells pills apart (the ui kit hands it back on removal). */
  id: string;
  label: string;
  filter: PillFilter;
}

const emptySelection = (): FilterSelection => ({ groups: {}, flags: {} });

function copySelection(selection: FilterSelection): FilterSelection {
  const groups: FilterSelection['groups'] = {};
  for (const group of CHECKBOX_GROUPS) {
    const ids = selection.groups[group];
    if (ids && ids.length > 0) groups[group] = [...ids];
  }
  return {
    groups,
    foundingyears: selection.foundingyears ? { ...selection.foundingyears } : undefined,
    flags: { ...selection.flags },
  };
}

export const FLAG_LABELS: Record<FilterFlag, string> = {
  headquarter_only: 'Headquarters only',
  awarded_companies_only: 'Awarded companies only',
  verified_companies_only: 'Verified companies only',
};

/**
 * What a pill says its value is ("Country: Poland"), so "10 - 49" reads as a team size. Review
 * and rating values name themselves ("5+ reviews", "4 stars and up").
 */
export const PILL_GROUP_NAMES: Record<CheckboxGroupId, string | null> = {
  countries: 'Country',
  cities: 'City',
  services: 'Service',
  focuses: 'Focus',
  industries: 'Industry',
  teamsizes: 'Team size',
  hourlyrates: 'Hourly rate',
  profilescores: 'Profile score',
  reviewscount: null,
  reviewsaverage: null,
};

function pillLabel(group: CheckboxGroupId, optionId: number, name: string | undefined): string {
  const groupName = PILL_GROUP_NAMES[group];
  if (name === undefined) return `${groupName ?? 'Filter'} #${optionId}`;
  return groupName ? `${groupName}: ${name}` : name;
}

/** The pills of a selection, named from `named` (the listing answer's selected options) where known. */
export function filterPills(
  selection: FilterSelection,
  named: readonly SelectedFilterOption[],
): FilterPill[] {
  const pills: FilterPill[] = [];
  for (const group of CHECKBOX_GROUPS) {
    for (const optionId of selection.groups[group] ?? []) {
      const name = named.find(
        (option) => option.group === group && option.option_id === optionId,
      )?.name;
      pills.push({
        id: `${group}:${optionId}`,
        label: pillLabel(group, optionId, name),
        filter: { kind: 'option', group, optionId },
      });
    }
  }
  if (selection.foundingyears) {
    pills.push({
      id: 'foundingyears',
      label: `Founded ${selection.foundingyears.min}–${selection.foundingyears.max}`,
      filter: { kind: 'foundingyears' },
    });
  }
  for (const flag of FILTER_FLAGS) {
    if (selection.flags[flag])
      pills.push({ id: flag, label: FLAG_LABELS[flag], filter: { kind: 'flag', flag } });
  }
  return pills;
}

/** The selection without one pill's filter. */
export function withoutPill(selection: FilterSelection, filter: PillFilter): FilterSelection {
  const next = copySelection(selection);
  if (filter.kind === 'foundingyears') next.foundingyears = undefined;
  else if (filter.kind === 'flag') next.flags[filter.flag] = false;
  else
    next.groups[filter.group] = (next.groups[filter.group] ?? []).filter(
      (id) => id !== filter.optionId,
    );
  return next;
}

/**
 * The advanced-filter panel (SPEC §4 "Filters"): the choice being made (the draft), the open tab
 * and its options with counts. What the listing applies is the URL's, never copied here: the panel
 * starts its draft from it and applying navigates to a new URL.
 */
export class FiltersStore {
  currentTab: FilterTab | null = null;
  loading = false;
  /** What the person is choosing in the panel. */
  draft: FilterSelection = emptySelection();
  /** Options of the open tab, with counts. */
  helperOptions: FilterGroup[] = [];
  /** The listing's own filters (its service and place), always sent when counting. */
  base: FilterSelection = emptySelection();
  /**
   * How many companies the draft (with the listing's own filters) matches, counted on request
   * (`countDraft`) for the phone sheet's "Show N agencies"; `null` until counted or while counting.
   */
  draftCount: number | null = null;
  private request = 0;
  private countRequest = 0;
  /** The tab and choice the shown (or loading) options were counted for. */
  private loadedFor: string | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable<FiltersStore, 'request' | 'countRequest' | 'loadedFor'>(
      this,
      { root: false, request: false, countRequest: false, loadedFor: false },
      { autoBind: true },
    );
  }

  /** Opening a tab loads its options; `null` closes it. */
  setCurrentTab(tab: FilterTab | null): void {
    const reopened = tab !== null && tab === this.currentTab;
    this.currentTab = tab;
    if (tab === null) return;
    // Selecting the open tab again (a second click, focus then click) keeps its options when they
    // were counted under the same choice: reloading would replace the boxes being ticked.
    if (reopened && this.loadedFor === this.loadKey(tab)) return;
    void this.loadTab(tab);
  }

  setLoadingStatus(loading: boolean): void {
    this.loading = loading;
  }

  setYearRange(range: YearRange | undefined): void {
    this.draft.foundingyears = range;
  }

  setFlag(flag: FilterFlag, on: boolean): void {
    this.draft.flags[flag] = on;
  }

  /** Starts the draft from the filters the listing applies (the URL's) and the listing's own. */
  startFrom(applied: FilterSelection, base: FilterSelection = this.base): void {
    this.draft = copySelection(applied);
    this.base = copySelection(base);
  }

  setHelperOptions(groups: FilterGroup[]): void {
    this.helperOptions = groups;
  }

  /** Empties the draft (the listing changes only when applied). */
  clearDraft(): void {
    this.draft = emptySelection();
  }

  /** The draft to apply: a copy, so later ticks do not change the applied URL's selection. */
  draftSelection(): FilterSelection {
    return copySelection(this.draft);
  }

  /** Clears everything: draft, tab and its options. */
  clear(): void {
    this.draft = emptySelection();
    this.currentTab = null;
    this.helperOptions = [];
    this.loadedFor = null;
  }

  /** Replaces the chosen options of one group. */
  setGroupSelection(group: CheckboxGroupId, ids: number[]): void {
    this.draft.groups[group] = ids;
  }

  /** Replaces the chosen options of several groups at once (the Countries tab's one list). */
  setGroupSelections(groups: Partial<Record<CheckboxGroupId, number[]>>): void {
    for (const [group, ids] of Object.entries(groups) as [CheckboxGroupId, number[]][])
      this.draft.groups[group] = ids;
  }

  setDraftCount(count: number | null): void {
    this.draftCount = count;
  }

  /** Counts the companies the draft matches (one company per page: only the total is read). */
  async countDraft(): Promise<void> {
    const request = ++this.countRequest;
    this.draftCount = null;
    const selection = merge(this.base, this.draft);
    try {
      const answer = await this.root.api.listCompanies({ per_page: 1, filters: selection });
      if (request === this.countRequest) this.setDraftCount(answer.meta.total);
    } catch {
      // The sheet then says "Show agencies" without a number.
    }
  }

  private loadKey(tab: FilterTab): string {
    return JSON.stringify([tab, this.countingSelection(tab)]);
  }

  private async loadTab(tab: FilterTab): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    const selection = this.countingSelection(tab);
    this.loadedFor = JSON.stringify([tab, selection]);
    try {
      const answer = await this.root.api.getAdvancedFilters(tab, selection);
      if (request !== this.request) return;
      this.setHelperOptions(answer.data.groups);
    } catch {
      if (request !== this.request) return;
      runInAction(() => {
        this.helperOptions = [];
        this.loadedFor = null;
      });
    } finally {
      if (request === this.request) this.setLoadingStatus(false);
    }
  }

  /** The page's own filters plus the panel's choice: what the counts are counted under. */
  private countingSelection(tab: FilterTab): FilterSelection {
    const merged = copySelection(this.draft);
    for (const group of CHECKBOX_GROUPS) {
      if (FILTER_TABS[tab].some((own) => own === group)) continue;
      const own = this.base.groups[group] ?? [];
      if (own.length > 0)
        merged.groups[group] = [...new Set([...own, ...(merged.groups[group] ?? [])])];
    }
    return merged;
  }
}
