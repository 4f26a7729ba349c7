import { configure } from 'mobx';
import type { PublicConfig } from '@atlas/api/ssr';
import type { ApiClient } from '@atlas/api/client';
import { DEFAULT_VARIANTS, type Variants } from '@atlas/api/variants';
import { AlertStore } from '../shared/stores/AlertStore';
import { NavigationStore, type NavigationSnapshot } from '../shared/stores/NavigationStore';
import { NotificationStore } from '../shared/stores/NotificationStore';
import { RealtimeStore } from '../shared/stores/RealtimeStore';
import { ChatStore } from '../shared/stores/ChatStore';
import type { Stores } from '../shared/stores/StoresContext';
import { UiStore, type UiSnapshot } from '../shared/stores/UiStore';
import { UserStore, type UserSnapshot } from '../shared/stores/UserStore';
import { FiltersStore } from '../features/companies/stores/FiltersStore';
import { ValetStore } from '../features/valet/stores/ValetStore';

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
 * Creates every domain store, shared and of the features, each as `new XStore(this)` (Outline's
 * RootStore). One per request on the server, one per tab in the browser; the server's snapshot is
 * embedded in the page and hydrates the browser's store.
 */
export class RootStore implements Stores {
  readonly user: UserStore = new UserStore(this);
  readonly alert: AlertStore = new AlertStore(this);
  readonly ui: UiStore = new UiStore(this);
  readonly navigation: NavigationStore = new NavigationStore(this);
  readonly notifications: NotificationStore = new NotificationStore(this);
  readonly realtime: RealtimeStore = new RealtimeStore(this);
  readonly chat: ChatStore = new ChatStore(this);
  readonly filters: FiltersStore = new FiltersStore(this);
  readonly valet: ValetStore = new ValetStore(this);
  variants: Variants = DEFAULT_VARIANTS;

  constructor(
    readonly config: PublicConfig,
    readonly api: ApiClient,
    snapshot?: RootSnapshot,
  ) {
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
