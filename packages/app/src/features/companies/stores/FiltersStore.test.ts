import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import type { GetAdvancedFiltersResponse } from '@atlas/api/endpoints/get-advanced-filters';
import type { FilterSelection, FilterTab } from '@atlas/api/filters';
import { FiltersStore } from './FiltersStore';

const servicesAnswer: GetAdvancedFiltersResponse = {
  data: {
    groups: [
      {
        groupId: 'services',
        filterType: 'checkbox',
        values: [
          { option_id: 5, name: 'SEO', slug: 'seo', count: 12 },
          { option_id: 7, name: 'Web Development', slug: 'web-development', count: 30 },
        ],
      },
    ],
  },
};

function storeWith(
  getAdvancedFilters = vi.fn(
    async (_tab: FilterTab, _selection: FilterSelection) => servicesAnswer,
  ),
) {
  return {
    store: new FiltersStore(createTestApiClient({ getAdvancedFilters })),
    getAdvancedFilters,
  };
}

describe('FiltersStore (SPEC §4 "Filters")', () => {
  it('sets the expanded state, the selection sorting, the current filter item and the loading status', () => {
    const { store } = storeWith();
    store.setExpanded(true);
    store.setSelectionSorting({ sort: 'name', order: 'desc' });
    store.setCurrentFilterItem('services');
    store.setLoadingStatus(true);
    expect(store.expanded).toBe(true);
    expect(store.selectionSorting).toEqual({ sort: 'name', order: 'desc' });
    expect(store.currentFilterItem).toBe('services');
    expect(store.loading).toBe(true);
  });

  it('opening a tab expands the panel and loads its options under the page’s own filters', async () => {
    const { store, getAdvancedFilters } = storeWith();
    store.setAppliedParameters(
      { groups: { teamsizes: [10] }, flags: {} },
      { groups: { countries: [3] }, flags: {} },
    );
    store.setCurrentTab('services');
    expect(store.expanded).toBe(true);
    expect(store.currentTab).toBe('services');
    expect(store.loading).toBe(true);
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(getAdvancedFilters).toHaveBeenCalledWith('services', {
      groups: { teamsizes: [10], countries: [3] },
      foundingyears: undefined,
      flags: {},
    });
    expect(store.helperOptions[0]?.values.map((option) => option.name)).toEqual([
      'SEO',
      'Web Development',
    ]);
  });

  it('selecting the open tab again keeps its options and the boxes ticked meanwhile', async () => {
    const { store, getAdvancedFilters } = storeWith();
    store.setCurrentTab('services');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    store.setCurrentTab('services');
    expect(store.loading).toBe(false);
    expect(getAdvancedFilters).toHaveBeenCalledTimes(1);
    // Another tab, or the same one under a different choice, is counted again.
    store.setCurrentTab('countries');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    store.setGroupSelection('services', [5]);
    store.setCurrentTab('countries');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(getAdvancedFilters).toHaveBeenCalledTimes(3);
  });

  it('closing sets the tab to none', () => {
    const { store } = storeWith();
    store.setCurrentTab('services');
    store.setCurrentTab(null);
    expect(store.currentTab).toBeNull();
  });

  it('toggles options in the active selection only', () => {
    const { store } = storeWith();
    store.toggleOption('services', 5);
    store.toggleOption('services', 7);
    store.toggleOption('services', 5);
    expect(store.active.groups.services).toEqual([7]);
    expect(store.applied.groups.services).toBeUndefined();
    expect(store.isSelected('services', 7)).toBe(true);
  });

  it('applying copies active into applied, clears the saved search id and names the pills', async () => {
    const { store } = storeWith();
    store.setCurrentTab('services');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    store.setSavedSearchId('s-1');
    store.toggleOption('services', 5);
    store.setFlag('verified_companies_only', true);
    store.setYearRange({ min: 2000, max: 2010 });
    const applied = store.apply();
    expect(applied).toEqual({
      groups: { services: [5] },
      foundingyears: { min: 2000, max: 2010 },
      flags: { verified_companies_only: true },
    });
    expect(store.savedSearchId).toBeNull();
    expect(store.activePills).toEqual([
      { id: 'services:5', label: 'SEO' },
      { id: 'foundingyears', label: 'Founded 2000–2010' },
      { id: 'verified_companies_only', label: 'Verified companies only' },
    ]);
    // Changing the choice afterwards does not touch what was applied.
    store.toggleOption('services', 7);
    expect(store.applied.groups.services).toEqual([5]);
  });

  it('restoring copies applied back into active; clearing the form empties only active', () => {
    const { store } = storeWith();
    store.setAppliedParameters({ groups: { industries: [2] }, flags: {} });
    store.toggleOption('industries', 3);
    store.restoreAppliedSelection();
    expect(store.active.groups.industries).toEqual([2]);
    store.clearFormSelection();
    expect(store.active).toEqual({ groups: {}, flags: {} });
    expect(store.applied.groups.industries).toEqual([2]);
  });

  it('clear empties everything', () => {
    const { store } = storeWith();
    store.setAppliedParameters({
      groups: { industries: [2] },
      flags: { awarded_companies_only: true },
    });
    store.setCurrentTab('industries');
    store.clear();
    expect(store.active).toEqual({ groups: {}, flags: {} });
    expect(store.applied).toEqual({ groups: {}, flags: {} });
    expect(store.activePills).toEqual([]);
    expect(store.currentTab).toBeNull();
  });

  it('removes one pill’s filter from the applied selection', () => {
    const { store } = storeWith();
    store.setAppliedParameters({
      groups: { services: [5, 7] },
      foundingyears: { min: 1990, max: 2000 },
      flags: { headquarter_only: true },
    });
    expect(store.withoutPill('services:5').groups.services).toEqual([7]);
    expect(store.withoutPill('foundingyears').foundingyears).toBeUndefined();
    expect(store.withoutPill('headquarter_only').flags.headquarter_only).toBe(false);
  });

  it('keeps the options of a failed load empty and stops loading', async () => {
    const { store } = storeWith(vi.fn(async () => Promise.reject(new Error('offline'))));
    store.setCurrentTab('services');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.helperOptions).toEqual([]);
  });

  it('sets helper and general options; pills fall back to a readable name', () => {
    const { store } = storeWith();
    store.setAppliedParameters({ groups: { countries: [9] }, flags: {} });
    expect(store.activePills).toEqual([{ id: 'countries:9', label: 'countries 9' }]);
    store.setGeneralOptions({ 'countries:9': 'Malaysia' });
    expect(store.activePills).toEqual([{ id: 'countries:9', label: 'Malaysia' }]);
    store.setActivePills([]);
    expect(store.activePills).toEqual([]);
  });
});
