import { describe, expect, it } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import { testPublicConfig } from '../test/fixtures';
import { RootStore } from './RootStore';

const config = testPublicConfig;

describe('RootStore', () => {
  it('round-trips its snapshot, so the browser store starts where the server left off', () => {
    const server = new RootStore(config, createTestApiClient());
    server.user.setUser({ id: 'u1', name: 'Ada Lovelace', avatar: null });
    server.ui.setCompaniesPageType({ country: 'malaysia', city: null });
    const snapshot = JSON.parse(JSON.stringify(server.toSnapshot()));

    const browser = new RootStore(config, createTestApiClient(), snapshot);
    expect(browser.user.isLoggedIn).toBe(true);
    expect(browser.user.user?.name).toBe('Ada Lovelace');
    expect(browser.ui.companiesPageType).toEqual({ country: 'malaysia', city: null });
  });

  it('keeps stores of different requests apart', () => {
    const first = new RootStore(config, createTestApiClient());
    const second = new RootStore(config, createTestApiClient());
    first.user.setUser({ id: 'u1', name: 'A', avatar: null });
    expect(second.user.isLoggedIn).toBe(false);
  });

  it('logs out and shows alerts with success as the default type', () => {
    const store = new RootStore(config, createTestApiClient());
    store.user.setUser({ id: 'u1', name: 'A', avatar: null });
    store.user.setToken('t');
    store.user.logout();
    expect(store.user.isLoggedIn).toBe(false);
    expect(store.user.token).toBeNull();
    store.alert.show('Saved');
    expect(store.alert.current).toEqual({ message: 'Saved', type: 'success', centered: false });
    store.alert.dismiss();
    expect(store.alert.current).toBeNull();
  });
});
