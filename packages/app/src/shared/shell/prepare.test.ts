import { describe, expect, it } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { prepareShell } from './prepare';

const navigation: Navigation = { regions: [], service_groups: [] };

describe('prepareShell', () => {
  it('loads the menus, reads the closed awards banners and picks a banner picture', async () => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({ getNavigation: async () => ({ data: navigation }) }),
    );
    await prepareShell(store, 'awards_banner_2025_voting=1; other=2; awards_banner_x=1', () => 0.9);
    expect(store.navigation.navigation).toEqual(navigation);
    expect(store.ui.closedAwardsBanners).toEqual(['awards_banner_2025_voting']);
    expect(store.ui.bannerImage).toBe(3);
    // The browser starts from the same state.
    const browser = new RootStore(testPublicConfig, createTestApiClient(), store.toSnapshot());
    expect(browser.ui.bannerImage).toBe(3);
    expect(browser.ui.isAwardsBannerClosed('awards_banner_2025_voting')).toBe(true);
    expect(browser.navigation.navigation).toEqual(navigation);
  });

  it.each([
    [0, 1],
    [0.34, 2],
    [0.67, 3],
  ])('random %s picks picture %s', async (random, image) => {
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({ getNavigation: async () => ({ data: navigation }) }),
    );
    await prepareShell(store, undefined, () => random);
    expect(store.ui.bannerImage).toBe(image);
  });

  it('renders without menus when the navigation cannot be loaded', async () => {
    const store = new RootStore(testPublicConfig, createTestApiClient());
    await prepareShell(store, undefined);
    expect(store.navigation.navigation).toBeNull();
  });
});
