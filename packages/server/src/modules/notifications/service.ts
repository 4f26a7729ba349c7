import escapeHtml from 'escape-html';
import type { Notification } from '@atlas/api/entities/realtime';
import type { NotificationPreferences } from '@atlas/api/endpoints/get-notification-preferences';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_DIGEST_DELAY_MS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  NotificationTypeSchema,
  type KnownNotificationType,
  type NotificationChannel,
} from '@atlas/api/options';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import type { MailQueue } from '../../mail/queue';
import { footerLinks } from '../../mail/templates';
import type { EventBatch, Realtime } from '../realtime/service';
import type { NotificationRepository, NotificationRow } from './repository';
import { sanitizeNotificationHtml } from './sanitize';

export interface NewNotification {
  userId: string;
  type: string;
  /** HTML; sanitized before it is stored. */
  message: string;
  resourceId: string | null;
  /**
   * The e-mail that says the same at once, for a person whose channel for the type is `email`
   * (a lead, a quote, a company's answer): sent now instead of in the 15-minute digest.
   */
  mail?: { kind: string; message: MailMessage };
}

/** Notifications one digest run mails at most (the next run takes the rest). */
const DIGEST_BATCH = 500;

/** A stored row as the app receives it (SPEC §3 Notification). */
export function toApiNotification(row: NotificationRow): Notification {
  const millis = row.createdAt.getTime();
  const type = NotificationTypeSchema.safeParse(row.type);
  return {
    id: row.id,
    type: type.success ? type.data : 'special_unknown',
    message: row.message,
    resourceId: row.resourceId,
    timestamp: {
      seconds: Math.floor(millis / 1000),
      nanoseconds: (millis % 1000) * 1_000_000,
    },
  };
}

function isKnownType(type: string): type is KnownNotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export interface NotificationServiceOptions {
  db: AppDatabase;
  repository: NotificationRepository;
  realtime: Realtime;
  mailQueue: MailQueue;
  config: Config;
  /** The recipient's preferences key, for the digest's footer links. */
  manageIdOf: (userId: string) => Promise<string>;
}

export function createNotificationService(options: NotificationServiceOptions) {
  const { repository, realtime } = options;

  function channelOf(channels: Map<string, NotificationChannel>, type: string) {
    // Specials without a choice of their own follow the promotions' choice.
    const key = isKnownType(type) ? type : 'special_join_promo';
    return channels.get(key) ?? DEFAULT_NOTIFICATION_CHANNELS[key];
  }

  return {
    /**
     * Stores a notification in the caller's transaction (unless its type is off for the person)
     * with its realtime event in `batch`; the caller publishes the batch after the commit (and
     * kicks the mail queue when it passed a `mail`). A person who wants the type by e-mail gets
     * the notification's own `mail` at once, queued in the same transaction, or else the digest.
     */
    async notify(
      tx: AppDatabase,
      batch: EventBatch,
      notification: NewNotification,
    ): Promise<Notification | null> {
      const channels = await repository.channelsOf(tx, notification.userId);
      const channel = channelOf(channels, notification.type);
      if (channel === 'off') return null;
      const mail = channel === 'email' ? notification.mail : undefined;
      if (mail) await options.mailQueue.enqueue(tx, mail.kind, mail.message);
      const row = await repository.insert(tx, {
        userId: notification.userId,
        type: notification.type,
        message: sanitizeNotificationHtml(notification.message),
        resourceId: notification.resourceId,
        createdAt: realtime.now(),
        digest: channel === 'email' && !mail,
      });
      const api = toApiNotification(row);
      await batch.record(tx, [
        { userId: row.userId, event: { type: 'notification.created', notification: api } },
      ]);
      return api;
    },

    async list(userId: string): Promise<Notification[]> {
      return (await repository.listLive(userId)).map(toApiNotification);
    },

    /** Deletes the person's notifications among `ids`; answers how many were deleted. */
    async remove(userId: string, ids: readonly string[]): Promise<number> {
      const batch = realtime.batch();
      const deleted = await options.db.transaction(async (tx) => {
        const gone = await repository.softDelete(tx, userId, ids, realtime.now());
        if (gone.length > 0)
          await batch.record(tx, [{ userId, event: { type: 'notification.deleted', ids: gone } }]);
        return gone.length;
      });
      await batch.publish();
      return deleted;
    },

    async markReadByResource(tx: AppDatabase, userId: string, resourceId: string) {
      await repository.markReadByResource(tx, userId, resourceId, realtime.now());
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const channels = await repository.channelsOf(options.db, userId);
      return Object.fromEntries(
        NOTIFICATION_TYPES.map((type) => [
          type,
          channels.get(type) ?? DEFAULT_NOTIFICATION_CHANNELS[type],
        ]),
      ) as NotificationPreferences;
    },

    async savePreferences(userId: string, preferences: NotificationPreferences) {
      await repository.saveChannels(userId, preferences, realtime.now());
    },

    /**
     * The e-mail digest: notifications of `email`-channel types still unread 15 minutes after
     * they came, one e-mail per person. Answers how many e-mails were queued.
     */
    async runDigest(): Promise<number> {
      const now = realtime.now();
      const dueBefore = new Date(now.getTime() - NOTIFICATION_DIGEST_DELAY_MS);
      const mails = await options.db.transaction(async (tx) => {
        const rows = await repository.claimDigest(tx, dueBefore, now, DIGEST_BATCH);
        const byUser = new Map<string, typeof rows>();
        for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
        let queued = 0;
        for (const [userId, items] of byUser) {
          const first = items[0];
          if (!first) continue;
          const links = footerLinks({
            brandName: options.config.brandName,
            publicUrl: options.config.publicUrl,
            to: first.email,
            manageId: await options.manageIdOf(userId),
          });
          const dashboard = `${options.config.publicUrl}/dashboard/`;
          const subject = `${items.length} unread notification${items.length === 1 ? '' : 's'} on ${options.config.brandName}`;
          const plain = (html: string) =>
            html
              .replace(/<[^>]*>/g, '')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&quot;/g, '"')
              .replace(/&#39;/g, "'")
              .replace(/&amp;/g, '&');
          const label = (type: string) =>
            isKnownType(type) ? NOTIFICATION_TYPE_LABELS[type] : 'News';
          const text = [
            `Hello ${first.name},`,
            '',
            'These notifications are waiting for you:',
            '',
            ...items.map((item) => `- ${label(item.type)}: ${plain(item.message)}`),
            '',
            `Open your dashboard: ${dashboard}`,
            '',
            '—',
            `Notification and e-mail preferences: ${links.preferences}`,
          ].join('\n');
          const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(first.name)},</p>
<p>These notifications are waiting for you:</p>
<ul>${items.map((item) => `<li>${escapeHtml(label(item.type))}: ${item.message}</li>`).join('')}</ul>
<p><a href="${escapeHtml(dashboard)}">Open your dashboard</a></p>
<hr><p style="font-size:12px"><a href="${escapeHtml(links.preferences)}">Notification and e-mail preferences</a></p>
</body></html>`;
          await options.mailQueue.enqueue(tx, 'notification_digest', {
            to: first.email,
            subject,
            text,
            html,
            headers: {
              'List-Unsubscribe': `<${links.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          queued += 1;
        }
        return queued;
      });
      if (mails > 0) options.mailQueue.kick();
      return mails;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
