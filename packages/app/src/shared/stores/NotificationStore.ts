import { makeAutoObservable, runInAction } from 'mobx';
import type { Notification, RealtimeEvent } from '@atlas/api/entities/realtime';
import { MAX_CLEARED_NOTIFICATIONS, NOTIFICATIONS_CLEARED } from '@atlas/api/option-lists';
import type { AtlasNotification } from '@atlas/ui/NotificationList';
import { paths } from '../../config/paths';
import type { Stores } from './StoresContext';

/** Where opening a notification leads (SPEC §4 "Notifications"), and the chat it makes current. */
export interface NotificationTarget {
  path: string;
  chatId: string | null;
}

/**
 * A lead's events for the company (issue 33): a new brief, and the buyer's decision on its quote.
 * They name the lead's conversation and open the lead itself, with its actions and the decision.
 */
const LEAD_TYPES = new Set(['valet_request', 'special_valet_decision']);

const CHAT_TYPES = new Set([
  ...LEAD_TYPES,
  'valet_inquiry',
  'valet_request_accepted',
  'contact_request',
  'contact_request_accepted',
  'chat_new_message',
]);

export function notificationTarget(notification: AtlasNotification): NotificationTarget | null {
  const resource =
    notification.resourceId === null || notification.resourceId === undefined
      ? null
      : String(notification.resourceId);
  if (notification.type === 'valet_completed')
    return { path: paths.dashboardProjectSubmission(resource ?? undefined), chatId: null };
  if (CHAT_TYPES.has(notification.type))
    return resource
      ? { path: paths.dashboardConversation(resource), chatId: resource }
      : { path: paths.dashboardInbox(), chatId: null };
  if (notification.type === 'special_join_promo')
    return { path: paths.topCompaniesPromote('user_notification'), chatId: null };
  if (notification.type === 'awards') return { path: paths.dashboardAwards(), chatId: null };
  if (notification.type === 'special_review_published')
    return { path: paths.dashboardCompanyReviews(), chatId: null };
  return null;
}

/**
 * Ascending by timestamp (SPEC §4), seconds first, then nanoseconds. Compared here rather than
 * with the ui kit's helper: importing that module would bring the item component and its HTML
 * sanitiser into every page's script.
 */
function byTimestamp(a: AtlasNotification, b: AtlasNotification): number {
  return (
    a.timestamp.seconds - b.timestamp.seconds || a.timestamp.nanoseconds - b.timestamp.nanoseconds
  );
}

/**
 * The signed-in user's notifications as the header shows them: loaded when the live connection
 * is ready, then kept by its events in ascending timestamp order (SPEC §4). Opening one navigates
 * by type and deletes it; Clear All deletes them in one batch.
 */
export class NotificationStore {
  items: AtlasNotification[] = [];
  /** A Clear All is on its way: another is ignored (SPEC §4). */
  clearing = false;

  constructor(readonly root: Stores) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    return this.items.length;
  }

  /** Keeps SPEC §4's order: ascending timestamp. */
  set(items: readonly AtlasNotification[]): void {
    this.items = [...items].sort(byTimestamp);
  }

  add(notification: Notification): void {
    if (this.items.some((item) => item.id === notification.id)) return;
    this.items = [...this.items, notification].sort(byTimestamp);
  }

  remove(id: string): void {
    this.items = this.items.filter((item) => item.id !== id);
  }

  removeMany(ids: readonly string[]): void {
    const gone = new Set(ids);
    this.items = this.items.filter((item) => !gone.has(item.id));
  }

  clear(): void {
    this.items = [];
  }

  /** The list as stored (after a (re)connect: what the live events will then keep up to date). */
  async load(): Promise<void> {
    try {
      const answer = await this.root.api.listNotifications();
      this.set(answer.data);
    } catch {
      // Signed out meanwhile or the server is away: the next ready event loads again.
    }
  }

  apply(event: RealtimeEvent): void {
    if (event.type === 'notification.created') this.add(event.notification);
    else if (event.type === 'notification.deleted') this.removeMany(event.ids);
  }

  /**
   * A new brief, or the buyer's decision on a quote, opens the lead itself with its actions
   * (issue 33), not the bare chat: the notification names the conversation the release opened,
   * whose project is the lead. When that cannot be read (offline, or not a brief's), the
   * conversation opens as before.
   */
  private async leadTarget(target: NotificationTarget | null): Promise<NotificationTarget | null> {
    if (!target?.chatId) return target;
    try {
      const answer = await this.root.api.getConversation(target.chatId, { limit: 1 });
      const project = answer.data.valetProject;
      if (project?.side === 'company')
        return { path: paths.dashboardValet(project.id), chatId: null };
    } catch {
      // The conversation's page says what is wrong with it.
    }
    return target;
  }

  /**
   * Opens a notification: sets the current chat for chat types, navigates by type (a lead's
   * events to the lead), then deletes it (SPEC §4). Answers the path navigated to.
   */
  async open(
    notification: AtlasNotification,
    navigate: (path: string) => void,
  ): Promise<string | null> {
    const direct = notificationTarget(notification);
    this.root.ui.closeMenu('notifications');
    const target = LEAD_TYPES.has(notification.type) ? await this.leadTarget(direct) : direct;
    if (target) {
      if (target.chatId) this.root.chat.setCurrentChat(target.chatId);
      navigate(target.path);
    }
    this.remove(notification.id);
    try {
      await Promise.all([
        this.root.realtime.deleteNotifications([notification.id]),
        this.root.api.deleteNotification(notification.id),
      ]);
    } catch {
      // Already deleted (another tab), or offline: the server's list wins at the next load.
    }
    return target?.path ?? null;
  }

  /** Clear All: one batch, the dropdown closes, and the alert says so; ignored while pending. */
  async clearAll(): Promise<void> {
    if (this.clearing || this.items.length === 0) return;
    this.clearing = true;
    const ids = this.items.map((item) => item.id);
    try {
      // The realtime store's documents (Firestore: one batch) alongside the server's rows.
      const documents = this.root.realtime.deleteNotifications(ids);
      for (let start = 0; start < ids.length; start += MAX_CLEARED_NOTIFICATIONS)
        await this.root.api.clearNotifications({
          ids: ids.slice(start, start + MAX_CLEARED_NOTIFICATIONS),
        });
      await documents;
      runInAction(() => {
        this.removeMany(ids);
        this.root.ui.closeMenu('notifications');
        this.root.alert.show(NOTIFICATIONS_CLEARED);
      });
    } catch (error) {
      runInAction(() =>
        this.root.alert.show(
          error instanceof Error ? error.message : 'The notifications could not be cleared.',
          { type: 'error' },
        ),
      );
    } finally {
      runInAction(() => {
        this.clearing = false;
      });
    }
  }
}
