import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { GetAdvancedFiltersResponse } from '@atlas/api/endpoints/get-advanced-filters';
import type { FilterSelection, FilterTab } from '@atlas/api/filters';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { filterPills, withoutPill } from './FiltersStore';

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
  const root = new RootStore(testPublicConfig, createTestApiClient({ getAdvancedFilters }));
  return { store: root.filters, getAdvancedFilters };
}

describe('FiltersStore (SPEC §4 "Filters")', () => {
  it('counts the draft with the page’s own filters for the phone sheet’s "Show N agencies"', async () => {
    const listCompanies = vi.fn<ApiClient['listCompanies']>(async () => ({
      data: [],
      sponsored: [],
      meta: { page: 1, per_page: 1, total: 42, last_page: 42 },
      selected_options: [],
    }));
    const root = new RootStore(testPublicConfig, createTestApiClient({ listCompanies }));
    const store = root.filters;
    store.startFrom(
      { groups: { countries: [1, 2] }, flags: {} },
      { groups: { services: [5] }, flags: {} },
    );
    const counting = store.countDraft();
    expect(store.draftCount).toBeNull();
    await counting;
    expect(store.draftCount).toBe(42);
    expect(listCompanies).toHaveBeenCalledWith({
      per_page: 1,
      filters: { groups: { services: [5], countries: [1, 2] }, flags: {} },
    });
  });

  it('opening a tab loads its options under the page’s own filters and the draft', async () => {
    const { store, getAdvancedFilters } = storeWith();
    store.startFrom(
      { groups: { teamsizes: [10] }, flags: {} },
      { groups: { countries: [3] }, flags: {} },
    );
    store.setCurrentTab('services');
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

  it('starts the draft from the applied filters and changes only the draft', () => {
    const { store } = storeWith();
    const applied: FilterSelection = { groups: { industries: [2] }, flags: {} };
    store.startFrom(applied);
    store.setGroupSelection('industries', [2, 3]);
    store.setFlag('verified_companies_only', true);
    store.setYearRange({ min: 2000, max: 2010 });
    expect(applied).toEqual({ groups: { industries: [2] }, flags: {} });
    const selection = store.draftSelection();
    expect(selection).toEqual({
      groups: { industries: [2, 3] },
      foundingyears: { min: 2000, max: 2010 },
      flags: { verified_companies_only: true },
    });
    // Changing the draft afterwards does not touch the selection taken to apply.
    store.setGroupSelection('industries', []);
    expect(selection.groups.industries).toEqual([2, 3]);
    store.startFrom(applied);
    expect(store.draft.groups.industries).toEqual([2]);
    store.clearDraft();
    expect(store.draft).toEqual({ groups: {}, flags: {} });
  });

  it('clear empties the draft, the tab and its options', async () => {
    const { store } = storeWith();
    store.startFrom({ groups: { industries: [2] }, flags: { awarded_companies_only: true } });
    store.setCurrentTab('industries');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    store.clear();
    expect(store.draft).toEqual({ groups: {}, flags: {} });
    expect(store.currentTab).toBeNull();
    expect(store.helperOptions).toEqual([]);
  });

  it('keeps the options of a failed load empty and stops loading', async () => {
    const { store } = storeWith(vi.fn(async () => Promise.reject(new Error('offline'))));
    store.setCurrentTab('services');
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.helperOptions).toEqual([]);
  });
});

describe('filter pills', () => {
  const selection: FilterSelection = {
    groups: { services: [5, 7], countries: [9] },
    foundingyears: { min: 1990, max: 2000 },
    flags: { headquarter_only: true },
  };

  it('names each applied value with its group, falling back to a readable name', () => {
    expect(filterPills(selection, [{ group: 'services', option_id: 5, name: 'SEO' }])).toEqual([
      {
        id: 'countries:9',
        label: 'Country #9',
        filter: { kind: 'option', group: 'countries', optionId: 9 },
      },
      {
        id: 'services:5',
        label: 'Service: SEO',
        filter: { kind: 'option', group: 'services', optionId: 5 },
      },
      {
        id: 'services:7',
        label: 'Service #7',
        filter: { kind: 'option', group: 'services', optionId: 7 },
      },
      { id: 'foundingyears', label: 'Founded 1990–2000', filter: { kind: 'foundingyears' } },
      {
        id: 'headquarter_only',
        label: 'Headquarters only',
        filter: { kind: 'flag', flag: 'headquarter_only' },
      },
    ]);
  });

  it('removes one pill’s filter from the selection', () => {
    const removed = (id: string) => {
      const pill = filterPills(selection, []).find((candidate) => candidate.id === id);
      if (!pill) throw new Error(`no pill ${id}`);
      return withoutPill(selection, pill.filter);
    };
    expect(removed('services:5').groups.services).toEqual([7]);
    expect(removed('foundingyears').foundingyears).toBeUndefined();
    expect(removed('headquarter_only').flags.headquarter_only).toBe(false);
    expect(selection.groups.services).toEqual([5, 7]);
  });
});
