import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import type { Stores } from './StoresContext';

export interface NavigationSnapshot {
  navigation: Navigation | null;
}

/**
 * The header's mega-menu data (GET /navigation). The server loads it before rendering, so the
 * menus' links are in the HTML; the browser starts from the snapshot and only loads it when the
 * server could not.
 */
export class NavigationStore {
  navigation: Navigation | null = null;
  loading = false;

  constructor(readonly root: Stores) {
    // The menus' data is replaced whole, never changed in place: kept as given, not made deeply
    // observable (hundreds of entries converted on every page load, issue 14).
    makeAutoObservable(this, { root: false, navigation: observableRef }, { autoBind: true });
  }

  /** Loads the menus once; a failure leaves them empty (the header still has its other links). */
  async load(signal?: AbortSignal): Promise<void> {
    if (this.navigation || this.loading) return;
    this.loading = true;
    try {
      const answer = await this.root.api.getNavigation(signal);
      runInAction(() => {
        this.navigation = answer.data;
      });
    } catch {
      // Menus without data show only their "See all" and "Discover" links.
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  hydrate(snapshot: NavigationSnapshot): void {
    this.navigation = snapshot.navigation;
  }

  toSnapshot(): NavigationSnapshot {
    return { navigation: this.navigation };
  }
}
