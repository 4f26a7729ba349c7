import type { RealtimeEvent } from '@atlas/api/entities/realtime';

/**
 * Where the live connection stands: opening, open, waiting to try again after a failure, held
 * while the browser is offline (SPEC §4 "Online and offline status is tracked"), or closed.
 */
export type RealtimeConnectionState = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export interface RealtimeHandlers {
  /** A live event (notifications, messages, read marks, presence), in the order stored. */
  onEvent(event: RealtimeEvent): void;
  /**
   * The connection is (again) subscribed: anything that happened before it can be read now,
   * and nothing after it is missed. Stores load their lists here.
   */
  onReady(): void;
  onState(state: RealtimeConnectionState): void;
}

/**
 * The app's one realtime port (ARCHITECTURE "Realtime"): the server's Server-Sent Events by
 * default, Firestore when configured. Stores never know which adapter runs.
 */
export interface RealtimeGateway {
  connect(handlers: RealtimeHandlers): void;
  disconnect(): void;
  /** The page is going away: say so (SPEC §4 presence false on unload), without waiting. */
  goingAway(): void;
  /**
   * Deletes notifications where the adapter reads them, when that is not the server (Firestore:
   * one document, or all in one batch — SPEC §7). The server's rows are deleted through the API
   * either way; adapters that read from the server leave this out.
   */
  deleteNotifications?(ids: readonly string[]): Promise<void>;
}
