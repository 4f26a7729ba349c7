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

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /**
   * Starts following the session (browser only): connects when a user signs in, disconnects on
   * sign-out, and says "going away" when the page is hidden for good. Answers the stop.
   */
  start(
    gateway: RealtimeGateway,
    page: { onUnload(listener: () => void): () => void },
  ): () => void {
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
    };
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
  }
}
