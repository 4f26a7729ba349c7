import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@atlas/api/client';
import type { FilterGroup } from '@atlas/api/endpoints/get-advanced-filters';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_TABS,
  type CheckboxGroupId,
  type FilterFlag,
  type FilterSelection,
  type FilterTab,
  type YearRange,
} from '@atlas/api/filters';
import type { SortDirection, SortKey } from '@atlas/api/options';

export interface FilterPill {
  /** `group:optionId`, `foundingyears` or the flag's name. */
  id: string;
  label: string;
}

export interface SelectionSorting {
  sort: SortKey;
  order: SortDirection | undefined;
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

/** The pills of a selection, named from `names` (`group:id` → name) where known. */
export function filterPills(
  selection: FilterSelection,
  names: Readonly<Record<string, string>>,
): FilterPill[] {
  const pills: FilterPill[] = [];
  for (const group of CHECKBOX_GROUPS) {
    for (const id of selection.groups[group] ?? []) {
      pills.push({ id: `${group}:${id}`, label: names[`${group}:${id}`] ?? `${group} ${id}` });
    }
  }
  if (selection.foundingyears) {
    pills.push({
      id: 'foundingyears',
      label: `Founded ${selection.foundingyears.min}–${selection.foundingyears.max}`,
    });
  }
  for (const flag of FILTER_FLAGS) {
    if (selection.flags[flag]) pills.push({ id: flag, label: FLAG_LABELS[flag] });
  }
  return pills;
}

/**
 * The advanced-filter panel (SPEC §4 "Filters"): what is being chosen (active) apart from what the
 * listing shows (applied), the open tab and its options, and the pills.
 */
export class FiltersStore {
  expanded = false;
  currentTab: FilterTab | null = null;
  selectionSorting: SelectionSorting = { sort: 'score', order: undefined };
  /** The group the person is working in (keyboard focus, mobile drawer). */
  currentFilterItem: CheckboxGroupId | 'foundingyears' | null = null;
  loading = false;
  /** What the person is choosing in the panel. */
  active: FilterSelection = emptySelection();
  /** What the listing currently shows (the URL's filters). */
  applied: FilterSelection = emptySelection();
  /** Options of the open tab, with counts. */
  helperOptions: FilterGroup[] = [];
  /** Names of options seen so far, for pills: `group:id` → name. */
  generalOptions: Record<string, string> = {};
  activePills: FilterPill[] = [];
  savedSearchId: string | null = null;
  /** The listing's own filters (its service and place), always sent when counting. */
  base: FilterSelection = emptySelection();
  private request = 0;
  /** The tab and choice the shown (or loading) options were counted for. */
  private loadedFor: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<FiltersStore, 'api' | 'request' | 'loadedFor'>(
      this,
      { api: false, request: false, loadedFor: false },
      { autoBind: true },
    );
  }

  setExpanded(expanded: boolean): void {
    this.expanded = expanded;
  }

  /** Opening a tab expands the panel and loads its options; `null` closes it. */
  setCurrentTab(tab: FilterTab | null): void {
    const reopened = tab !== null && tab === this.currentTab;
    this.currentTab = tab;
    if (tab === null) return;
    this.expanded = true;
    // Selecting the open tab again (a second click, focus then click) keeps its options when they
    // were counted under the same choice: reloading would replace the boxes being ticked.
    if (reopened && this.loadedFor === this.loadKey(tab)) return;
    void this.loadTab(tab);
  }

  setSelectionSorting(sorting: SelectionSorting): void {
    this.selectionSorting = sorting;
  }

  setCurrentFilterItem(item: CheckboxGroupId | 'foundingyears' | null): void {
    this.currentFilterItem = item;
  }

  setLoadingStatus(loading: boolean): void {
    this.loading = loading;
  }

  toggleOption(group: CheckboxGroupId, optionId: number): void {
    const ids = this.active.groups[group] ?? [];
    this.active.groups[group] = ids.includes(optionId)
      ? ids.filter((id) => id !== optionId)
      : [...ids, optionId];
  }

  setYearRange(range: YearRange | undefined): void {
    this.active.foundingyears = range;
  }

  setFlag(flag: FilterFlag, on: boolean): void {
    this.active.flags[flag] = on;
  }

  setActivePills(pills: FilterPill[]): void {
    this.activePills = pills;
  }

  /** The listing's filters as the URL has them; the panel starts from them. */
  setAppliedParameters(selection: FilterSelection, base: FilterSelection = this.base): void {
    this.applied = copySelection(selection);
    this.active = copySelection(selection);
    this.base = copySelection(base);
    this.activePills = this.pillsOf(this.applied);
  }

  setHelperOptions(groups: FilterGroup[]): void {
    this.helperOptions = groups;
    for (const group of groups) {
      for (const option of group.values)
        this.generalOptions[`${group.groupId}:${option.option_id}`] = option.name;
    }
    this.activePills = this.pillsOf(this.applied);
  }

  setGeneralOptions(names: Record<string, string>): void {
    this.generalOptions = { ...this.generalOptions, ...names };
    this.activePills = this.pillsOf(this.applied);
  }

  /** Empties the panel's choice (the listing changes only when applied). */
  clearFormSelection(): void {
    this.active = emptySelection();
  }

  /** Applying copies the choice into what the listing shows and forgets the saved search. */
  apply(): FilterSelection {
    this.applied = copySelection(this.active);
    this.savedSearchId = null;
    this.activePills = this.pillsOf(this.applied);
    return this.applied;
  }

  /** Puts the panel back to what the listing shows. */
  restoreAppliedSelection(): void {
    this.active = copySelection(this.applied);
  }

  setSavedSearchId(id: string | null): void {
    this.savedSearchId = id;
  }

  /** Clears everything: choice, applied filters, pills, tab. */
  clear(): void {
    this.active = emptySelection();
    this.applied = emptySelection();
    this.activePills = [];
    this.currentTab = null;
    this.helperOptions = [];
    this.loadedFor = null;
  }

  /** The applied selection without one pill's filter. */
  withoutPill(id: string): FilterSelection {
    const next = copySelection(this.applied);
    if (id === 'foundingyears') next.foundingyears = undefined;
    else if (FILTER_FLAGS.some((flag) => flag === id)) {
      const flag = FILTER_FLAGS.find((candidate) => candidate === id);
      if (flag) next.flags[flag] = false;
    } else {
      const [group, option] = id.split(':');
      const key = CHECKBOX_GROUPS.find((candidate) => candidate === group);
      if (key)
        next.groups[key] = (next.groups[key] ?? []).filter((value) => String(value) !== option);
    }
    return next;
  }

  isSelected(group: CheckboxGroupId, optionId: number): boolean {
    return (this.active.groups[group] ?? []).includes(optionId);
  }

  private pillsOf(selection: FilterSelection): FilterPill[] {
    return filterPills(selection, this.generalOptions);
  }

  /** Replaces the chosen options of one group. */
  setGroupSelection(group: CheckboxGroupId, ids: number[]): void {
    this.active.groups[group] = ids;
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
      const answer = await this.api.getAdvancedFilters(tab, selection);
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
    const merged = copySelection(this.active);
    for (const group of CHECKBOX_GROUPS) {
      if (FILTER_TABS[tab].some((own) => own === group)) continue;
      const own = this.base.groups[group] ?? [];
      if (own.length > 0)
        merged.groups[group] = [...new Set([...own, ...(merged.groups[group] ?? [])])];
    }
    return merged;
  }
}
