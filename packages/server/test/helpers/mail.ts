import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client';
import { mailJobs } from '../../src/db/schema';
import type { MailMessage, Mailer } from '../../src/mail/mailer';

/** A mailer that keeps what it sends, for tests to open. */
export function createMemoryMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; lastTo(address: string): MailMessage } = {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
    lastTo(address) {
      const message = sent.filter((item) => item.to === address).at(-1);
      if (!message) throw new Error(`No e-mail was sent to ${address}`);
      return message;
    },
  };
  return mailer;
}

/** The first link in a mail's text that starts with `prefix` (relative to the public URL). */
export function linkIn(message: MailMessage, publicUrl: string, prefix: string): URL {
  const pattern = new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${prefix}\\S+`);
  const match = pattern.exec(message.text);
  if (!match) throw new Error(`No ${prefix} link in:\n${message.text}`);
  return new URL(match[0]);
}

/** A mailer that keeps what it sends and fails, as an unreachable SMTP server does, while `down` is true. */
export function createFlakyMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { down: boolean; sent: MailMessage[] } = {
    kind: 'outbox',
    down: false,
    sent,
    async send(message) {
      if (mailer.down) throw new Error('SMTP connection refused');
      sent.push(message);
    },
    async close() {},
  };
  return mailer;
}

/** The mailer of `createFlakyMailer`. */
export type FlakyMailer = ReturnType<typeof createFlakyMailer>;

/** Makes every pending mail job due now, as if its retry delay had passed. */
export function makePendingMailDue(db: AppDatabase) {
  return db
    .update(mailJobs)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailJobs.status, 'pending'));
}
