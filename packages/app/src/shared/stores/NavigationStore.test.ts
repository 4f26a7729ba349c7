import { autorun, isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';

const navigation: Navigation = { regions: [], service_groups: [] };

describe('NavigationStore', () => {
  it('keeps the menus as given (not deeply observable), and tells when they are replaced', () => {
    const store = new RootStore(testPublicConfig, createTestApiClient(), {
      ...new RootStore(testPublicConfig, createTestApiClient()).toSnapshot(),
      navigation: { navigation },
    });
    expect(store.navigation.navigation).toBe(navigation);
    expect(isObservable(store.navigation.navigation)).toBe(false);
    const seen: (Navigation | null)[] = [];
    const stop = autorun(() => seen.push(store.navigation.navigation));
    const next: Navigation = { regions: [], service_groups: [] };
    store.navigation.hydrate({ navigation: next });
    stop();
    expect(seen).toEqual([navigation, next]);
    expect(seen[1]).toBe(next);
  });
});
