import { configure } from 'mobx';
import type { PublicConfig } from '@atlas/api/ssr';
import type { ApiClient } from '@atlas/api/client';
import { AlertStore } from './AlertStore';
import { FiltersStore } from '../features/companies/stores/FiltersStore';
import { UiStore, type UiSnapshot } from './UiStore';
import { UserStore, type UserSnapshot } from './UserStore';

configure({ enforceActions: 'always' });

export interface RootSnapshot {
  user: UserSnapshot;
  ui: UiSnapshot;
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

  constructor(
    readonly config: PublicConfig,
    readonly api: ApiClient,
    snapshot?: RootSnapshot,
  ) {
    this.user = new UserStore(this);
    this.alert = new AlertStore();
    this.ui = new UiStore();
    this.filters = new FiltersStore(api);
    if (snapshot) {
      this.user.hydrate(snapshot.user);
      this.ui.hydrate(snapshot.ui);
    }
  }

  toSnapshot(): RootSnapshot {
    return { user: this.user.toSnapshot(), ui: this.ui.toSnapshot() };
  }
}
