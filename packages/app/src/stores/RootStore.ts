import { configure } from 'mobx';
import type { PublicConfig } from '@atlas/api/ssr';
import type { ApiClient } from '@atlas/api/client';
import { AlertStore } from './AlertStore';
import { FiltersStore } from '../features/companies/stores/FiltersStore';
import { UiStore, type UiSnapshot } from './UiStore';
import { UserStore, type UserSnapshot } from './UserStore';
import { NavigationStore, type NavigationSnapshot } from './NavigationStore';
import { NotificationStore } from './NotificationStore';
import { DEFAULT_VARIANTS, type Variants } from '@atlas/api/variants';

configure({ enforceActions: 'always' });

export interface RootSnapshot {
  user: UserSnapshot;
  ui: UiSnapshot;
  /** The visitor's page variants (SPEC §9), read from their cookies on the server. */
  variants?: Variants;
  /** The header's mega-menus, loaded on the server. */
  navigation?: NavigationSnapshot;
}

/**
 * Owns every domain store. One per request on the server, one per tab in the browser; the server's
 * snapshot is embedded in the page and hydrates the browser's store.
 */
export class RootStore {
  readonly user: UserStore;
  readonly alert: AlertStore;
  readonly ui: UiStore;
  readonly filters: FiltersStore;
  readonly navigation: NavigationStore;
  readonly notifications: NotificationStore;
  /** Which button texts and form styles this visitor sees; fixed for the page's life. */
  variants: Variants = DEFAULT_VARIANTS;

  constructor(
    readonly config: PublicConfig,
    readonly api: ApiClient,
    snapshot?: RootSnapshot,
  ) {
    this.user = new UserStore(this);
    this.alert = new AlertStore();
    this.ui = new UiStore();
    this.filters = new FiltersStore(api);
    this.navigation = new NavigationStore(api);
    this.notifications = new NotificationStore();
    if (snapshot) {
      this.user.hydrate(snapshot.user);
      this.ui.hydrate(snapshot.ui);
      if (snapshot.variants) this.variants = snapshot.variants;
      if (snapshot.navigation) this.navigation.hydrate(snapshot.navigation);
    }
  }

  toSnapshot(): RootSnapshot {
    return {
      user: this.user.toSnapshot(),
      ui: this.ui.toSnapshot(),
      variants: this.variants,
      navigation: this.navigation.toSnapshot(),
    };
  }
}
