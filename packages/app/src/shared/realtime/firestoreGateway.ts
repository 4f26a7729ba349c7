import { NotificationSchema, type RealtimeEvent } from '@atlas/api/entities/realtime';
import type { FirestoreClient, NotificationDocumentChange } from './firestoreClient';
import type { RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';

export interface FirestoreGatewayOptions {
  /** The firebase SDK behind its narrow interface (a fake in tests). */
  client: FirestoreClient;
  /**
   * The server's stream, for everything that is not a notification: chat messages, read marks,
   * presence of others, project updates, the connection state and the ready signal.
   */
  inner: RealtimeGateway;
  /** GET /profile/renew/firebase's data.token. */
  renewToken(): Promise<string>;
  /** Who is signed in now (the owner of users/{userId}/notifications). */
  userId(): string | null;
  /** A failed sign-in: the user store's firestoreAuthError (SPEC §4); the app carries on. */
  onSignInFailed(): void;
}

/** A notification document as the app's Notification, or null when it is not one. */
function notificationOf(change: NotificationDocumentChange) {
  const parsed = NotificationSchema.safeParse({ ...change.data, id: change.id });
  return parsed.success ? parsed.data : null;
}

/**
 * The Firestore adapter (SPEC §7 "Realtime document store", ARCHITECTURE "Realtime"): signs in
 * with the server's custom token, follows users/{userId}/notifications ordered by timestamp
 * ascending as the same `notification.created` / `notification.deleted` events the server's
 * stream sends, keeps users/{id}.isOnline (true while connected, false on disconnect or when the
 * page goes away) and deletes notification documents (one, or all in one batch).
 *
 * Chat and everything else keep coming from the server's stream (`inner`), which this wraps. While
 * the live query runs, the stream's notification events are dropped (Firestore is their source);
 * when renewing the token or signing in fails, or the query breaks, the stream's own
 * notification events flow instead and the stores reload, so nothing is lost either way.
 */
export function createFirestoreGateway(options: FirestoreGatewayOptions): RealtimeGateway {
  const { client, inner } = options;
  let handlers: RealtimeHandlers | null = null;
  /** Bumped by every connect and disconnect: late answers of an older connection are ignored. */
  let generation = 0;
  let signedInAs: string | null = null;
  let stopWatching: (() => void) | null = null;

  function emit(event: RealtimeEvent) {
    handlers?.onEvent(event);
  }

  function fallBack() {
    stopWatching?.();
    stopWatching = null;
    // The server's stream carries notifications again; what was dropped meanwhile is reloaded.
    handlers?.onReady();
  }

  function apply(changes: NotificationDocumentChange[]) {
    const removed: string[] = [];
    for (const change of changes) {
      if (change.kind === 'removed') {
        removed.push(change.id);
        continue;
      }
      const notification = notificationOf(change);
      if (notification) emit({ type: 'notification.created', notification });
    }
    if (removed.length > 0) emit({ type: 'notification.deleted', ids: removed });
  }

  async function start(current: number, userId: string) {
    let token: string;
    try {
      token = await options.renewToken();
    } catch {
      // SPEC §7: a failed renewal is ignored; the server's stream carries notifications.
      return;
    }
    if (current !== generation) return;
    try {
      await client.signIn(token);
    } catch {
      if (current === generation) options.onSignInFailed();
      return;
    }
    if (current !== generation) return;
    signedInAs = userId;
    client.setPresence(userId, true).catch(() => undefined);
    stopWatching = client.watchNotifications(
      userId,
      (changes) => {
        if (current === generation) apply(changes);
      },
      () => {
        if (current === generation) fallBack();
      },
    );
  }

  /** Presence false and the query stopped, for the connection that ends. */
  function stop() {
    stopWatching?.();
    stopWatching = null;
    const userId = signedInAs;
    signedInAs = null;
    if (userId)
      void client
        .setPresence(userId, false)
        .catch(() => undefined)
        .then(() => client.signOut())
        .catch(() => undefined);
  }

  return {
    connect(next) {
      generation += 1;
      stop();
      handlers = next;
      inner.connect({
        onEvent(event) {
          const fromFirestore =
            stopWatching !== null &&
            (event.type === 'notification.created' || event.type === 'notification.deleted');
          if (!fromFirestore) next.onEvent(event);
        },
        onReady: () => next.onReady(),
        onState: (state) => next.onState(state),
      });
      const userId = options.userId();
      if (userId) void start(generation, userId);
    },
    disconnect() {
      generation += 1;
      stop();
      handlers = null;
      inner.disconnect();
    },
    goingAway() {
      // Without waiting: the write may not leave a closing page, so the server's beacon says it too.
      if (signedInAs) client.setPresence(signedInAs, false).catch(() => undefined);
      inner.goingAway();
    },
    async deleteNotifications(ids) {
      if (!signedInAs || ids.length === 0) return;
      await client.deleteNotifications(signedInAs, ids);
    },
  };
}
