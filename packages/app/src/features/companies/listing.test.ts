import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { ListCompaniesResponse } from '@atlas/api/endpoints/list-companies';
import type { ListingContext } from '@atlas/api/endpoints/resolve-listing';
import { createListingLoader } from './listing';
import { listingHref } from './listing-url';
import { filterPills } from './stores/FiltersStore';

const london: ListingContext = {
  service: null,
  country: null,
  city: { id: 8, name: 'London', slug: 'london' },
};

const answer: ListCompaniesResponse = {
  data: [],
  sponsored: [],
  meta: { page: 1, per_page: 20, total: 0, last_page: 1 },
  selected_options: [
    { group: 'cities', option_id: 8, name: 'London' },
    { group: 'services', option_id: 5, name: 'SEO' },
    { group: 'teamsizes', option_id: 10, name: '10 - 49' },
  ],
};

function loaderArgs(path: string, segment?: string): LoaderFunctionArgs {
  const url = new URL(`http://localhost${path}`);
  return {
    request: new Request(url),
    url,
    pattern: '/companies/:segment?/:location?',
    params: segment ? { segment } : {},
    context: {},
  };
}

describe('the listing loader', () => {
  it('names the pills from the listing answer, with no other call', async () => {
    const listCompanies = vi.fn<ApiClient['listCompanies']>(async () => answer);
    const getAdvancedFilters = vi.fn<ApiClient['getAdvancedFilters']>();
    const api = createTestApiClient({
      listCompanies,
      getAdvancedFilters,
      resolveListing: async () => ({ data: london }),
    });
    const path = listingHref('/companies/london', {
      selection: { groups: { services: [5, 7], teamsizes: [10] }, flags: {} },
      sort: 'score',
      order: undefined,
      page: 1,
    });

    const page = await createListingLoader(api)(loaderArgs(path, 'london'));

    expect(listCompanies).toHaveBeenCalledTimes(1);
    expect(listCompanies.mock.calls[0]?.[0]?.filters?.groups).toEqual({
      cities: [8],
      services: [5, 7],
      teamsizes: [10],
    });
    expect(getAdvancedFilters).not.toHaveBeenCalled();
    expect(page.selectedOptions).toEqual(answer.selected_options);
    // The page's own city is no pill; an option the answer does not name keeps a plain label.
    expect(
      filterPills(page.state.selection, page.selectedOptions).map((pill) => pill.label),
    ).toEqual(['Service: SEO', 'Service #7', 'Team size: 10 - 49']);
  });
});
