import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import { testPublicConfig } from '../../test/fixtures';
import { RootStore } from '../../stores/RootStore';

const company = {
  id: 1,
  name: 'Acme',
  slug: 'acme',
  is_sponsorship_eligible: true,
  sponsorships_count: { total: 0 },
  locations: { headquarter: { city: { name: 'Leeds' } } },
};

describe('UserStore', () => {
  it('signs out on the server, then clears user, token, headers and company', async () => {
    const logout = vi.fn(async () => ({ message: 'You have been logged out.' }));
    const store = new RootStore(testPublicConfig, createTestApiClient({ logout }));
    store.user.setUser({ id: 'u1', name: 'Ada', avatar: null });
    store.user.setToken('bearer-token');
    store.user.setCompany(company);
    expect(store.user.authHeaders).toEqual({ authorization: 'Bearer bearer-token' });
    await store.user.signOut();
    expect(logout).toHaveBeenCalledOnce();
    expect(store.user.user).toBeNull();
    expect(store.user.token).toBeNull();
    expect(store.user.authHeaders).toEqual({});
    expect(store.user.company).toBeNull();
  });

  it('is signed out locally even when the server cannot be reached', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({
        logout: async () => {
          throw new Error('offline');
        },
      }),
    );
    store.user.setUser({ id: 'u1', name: 'Ada', avatar: null });
    await store.user.signOut();
    expect(store.user.isLoggedIn).toBe(false);
    expect(store.user.loading).toBe(false);
  });

  it('loads the company and keeps it in the snapshot', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({ getProfileCompany: async () => ({ data: company }) }),
    );
    store.user.setUser({ id: 'u1', name: 'Ada', avatar: null });
    await store.user.loadCompany();
    const browser = new RootStore(testPublicConfig, createTestApiClient(), store.toSnapshot());
    expect(browser.user.company?.name).toBe('Acme');
  });
});
