import { makeAutoObservable } from 'mobx';
import type { Stores } from './StoresContext';
import type { AtlasNotification } from '@atlas/ui/NotificationList';
import { timestampToMillis } from '@atlas/ui/NotificationItem';

/**
 * The signed-in user's notifications as the header shows them. The realtime feed (a later issue)
 * adds and removes items here; the header only reads.
 */
export class NotificationStore {
  items: AtlasNotification[] = [];

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    return this.items.length;
  }

  /** Keeps SPEC §4's order: ascending timestamp. */
  set(items: readonly AtlasNotification[]): void {
    this.items = [...items].sort(
      (a, b) => timestampToMillis(a.timestamp) - timestampToMillis(b.timestamp),
    );
  }

  remove(id: string): void {
    this.items = this.items.filter((item) => item.id !== id);
  }

  clear(): void {
    this.items = [];
  }
}
