import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { mailJobs } from '../src/db/schema';
import type { MailMessage } from '../src/mail/mailer';
import {
  createMailQueue,
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
  type MailQueue,
} from '../src/mail/queue';
import { createTestDatabase } from './helpers/db';
import { createFlakyMailer, makePendingMailDue, type FlakyMailer } from './helpers/mail';

const message = (to: string): MailMessage => ({
  to,
  subject: 'New contact request',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('the mail queue', () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let mailer: FlakyMailer;
  let queue: MailQueue;

  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
  });
  afterAll(async () => {
    await queue.stop();
    await cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(mailJobs);
    mailer = createFlakyMailer();
    queue = createMailQueue({ db: database.db, mailer });
  });

  /** Makes every pending job due now, as if its retry delay had passed. */
  const makeDue = () => makePendingMailDue(database.db);

  it('sends a stored message once and marks it sent', async () => {
    const id = await queue.enqueue(database.db, 'test', message('a@example.com'));
    expect(await queue.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await queue.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['a@example.com']);
    const [job] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(job).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(job?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message whose sending fails and retries it later with backoff', async () => {
    mailer.down = true;
    const id = await queue.enqueue(database.db, 'test', message('b@example.com'));
    expect(await queue.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [failed] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('SMTP connection refused');
    // Not due yet: a drain right away leaves it alone.
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await queue.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    mailer.down = false;
    await makeDue();
    expect(await queue.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
    const [sent] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    mailer.down = true;
    const id = await queue.enqueue(database.db, 'test', message('c@example.com'));
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect((await queue.drain()).retried).toBe(1);
      await makeDue();
    }
    expect(await queue.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [job] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(job).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('stores nothing when the transaction that enqueued the mail rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test', message('d@example.com'));
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await database.db.select().from(mailJobs)).toEqual([]);
  });

  it('doubles the retry delay up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});
