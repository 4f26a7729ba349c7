import { makeAutoObservable, reaction } from 'mobx';
import type { RealtimeEvent } from '@atlas/api/entities/realtime';
import type { RealtimeConnectionState, RealtimeGateway } from '../realtime/RealtimeGateway';
import type { Stores } from './StoresContext';

/**
 * The live connection of the signed-in user, through whichever RealtimeGateway the app was given:
 * connected while someone is signed in, its events handed to the notification and chat stores.
 */
export class RealtimeStore {
  state: RealtimeConnectionState = 'closed';
  /** Pages' own interest in events (a project page and its `valet.updated`). */
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();
  /** The adapter of the running connection (set by start). */
  private gateway: RealtimeGateway | null = null;

  constructor(readonly root: Stores) {
    makeAutoObservable<RealtimeStore, 'listeners' | 'gateway'>(
      this,
      { root: false, listeners: false, gateway: false },
      { autoBind: true },
    );
  }

  /** Hands every event to `listener` too, until the answered stop is called. */
  listen(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Starts following the session (browser only): connects when a user signs in, disconnects on
   * sign-out, and says "going away" when the page is hidden for good. Answers the stop.
   */
  start(
    gateway: RealtimeGateway,
    page: { onUnload(listener: () => void): () => void },
  ): () => void {
    this.gateway = gateway;
    const stopFollowing = reaction(
      () => this.root.user.user?.id ?? null,
      (userId) => {
        gateway.disconnect();
        if (userId)
          gateway.connect({
            onEvent: this.handle,
            onReady: this.ready,
            onState: this.setState,
          });
      },
      { fireImmediately: true },
    );
    const stopUnload = page.onUnload(() => gateway.goingAway());
    return () => {
      stopFollowing();
      stopUnload();
      gateway.disconnect();
      if (this.gateway === gateway) this.gateway = null;
    };
  }

  /**
   * Deletes notifications where the adapter reads them when that is not the server (Firestore's
   * documents); nothing for the server's stream. Best effort: the server's rows, deleted through
   * the API, are the truth, and the server's mirror deletes the documents after them anyway.
   */
  async deleteNotifications(ids: readonly string[]): Promise<void> {
    try {
      await this.gateway?.deleteNotifications?.(ids);
    } catch {
      // Offline or refused: the mirror removes them once the server's rows are gone.
    }
  }

  setState(state: RealtimeConnectionState): void {
    this.state = state;
  }

  /** Whether live updates are flowing (false while connecting again). */
  get live(): boolean {
    return this.state === 'open';
  }

  ready(): void {
    void this.root.notifications.load();
    void this.root.chat.refresh();
  }

  handle(event: RealtimeEvent): void {
    this.root.notifications.apply(event);
    this.root.chat.apply(event);
    for (const listener of this.listeners) listener(event);
  }
}
