import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@atlas/api/client';
import { hydrateApp } from '../app/hydrate';
import { listingHref } from '../features/companies/listing-url';
import { merge } from '../features/companies/selection';
import { testPublicConfig } from '../test/fixtures';
import { RootStore } from './RootStore';

// The browser entry's script (app/hydrate.tsx and all it imports: the stores, the header, the
// route discovery) is what every page loads first, and must not carry zod (issue 14): if any of
// those modules imports zod, this file fails to load. Pages and calls load it on demand.
vi.mock('zod', () => {
  throw new Error('zod was imported by the script every page loads');
});

describe('the script every page loads', () => {
  it('creates the stores and reads listing URLs without zod', () => {
    expect(typeof hydrateApp).toBe('function');
    const api = createApiClient({ baseUrl: '/api', v2BaseUrl: '/api/v2' });
    const store = new RootStore(testPublicConfig, api);
    expect(store.filters.currentTab).toBeNull();
    const selection = merge({ groups: { services: [4] }, flags: {} }, { groups: {}, flags: {} });
    expect(listingHref('/companies', { selection, sort: 'name', order: 'asc', page: 2 })).toBe(
      '/companies?services%5B%5D=4&sort=name&order=asc&page=2',
    );
  });
});
