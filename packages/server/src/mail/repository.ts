import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { mailJobs } from '../db/schema';
import type { MailMessage } from './mailer';

export type MailJobRow = typeof mailJobs.$inferSelect;

/**
 * Every SQL statement of the mail queue (the mail_jobs table). Each takes the database or a
 * transaction, so a mail can be stored with what it is about.
 */
export const mailJobRepository = {
  /** Stores a message to send; returns the job id. */
  async insert(db: AppDatabase, kind: string, message: MailMessage): Promise<string> {
    const [job] = await db
      .insert(mailJobs)
      .values({
        kind,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? null,
      })
      .returning({ id: mailJobs.id });
    if (!job) throw new Error('mail_jobs insert returned no row');
    return job.id;
  },

  /**
   * Claims up to `limit` due jobs: `FOR UPDATE SKIP LOCKED` keeps two workers off the same job,
   * and the next attempt is pushed out by `leaseSeconds`, so a crashed worker's jobs come back.
   * Each claim counts as an attempt.
   */
  async claimDue(db: AppDatabase, limit: number, leaseSeconds: number): Promise<MailJobRow[]> {
    const due = db
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(and(eq(mailJobs.status, 'pending'), lte(mailJobs.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailJobs.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailJobs)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${mailJobs.attempts} + 1`,
      })
      .where(inArray(mailJobs.id, due))
      .returning();
  },

  async markSent(db: AppDatabase, id: string): Promise<void> {
    await db
      .update(mailJobs)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailJobs.id, id));
  },

  /** A failed attempt: tried again at `nextAttemptAt`, or given up (`failed`). */
  async markAttemptFailed(
    db: AppDatabase,
    id: string,
    failure: { giveUp: boolean; lastError: string; nextAttemptAt: Date },
  ): Promise<void> {
    await db
      .update(mailJobs)
      .set({
        status: failure.giveUp ? 'failed' : 'pending',
        lastError: failure.lastError,
        nextAttemptAt: failure.nextAttemptAt,
      })
      .where(eq(mailJobs.id, id));
  },
};
