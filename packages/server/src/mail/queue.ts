import type { AppDatabase } from '../db/client';
import type { MailMessage, Mailer } from './mailer';
import { mailJobRepository as repository } from './repository';

/** Sending gives up after this many attempts and marks the job `failed`. */
export const MAIL_MAX_ATTEMPTS = 8;
/** How many due jobs one drain claims at most. */
const BATCH = 20;
/** A claimed job is invisible to other workers for this long (a crashed worker's jobs come back). */
const LEASE_SECONDS = 300;

/** Delay before attempt `attempts + 1`: 1, 2, 4 … minutes, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailQueue {
  /**
   * Stores a message to send. Pass the transaction that writes what the mail is about, so both
   * are kept or neither is. Returns the job id. Call `kick()` after the transaction commits.
   */
  enqueue(db: AppDatabase, kind: string, message: MailMessage): Promise<string>;
  /** Sends every due job once; failures are rescheduled with backoff. */
  drain(): Promise<DrainResult>;
  /** Drains soon, outside the current request. */
  kick(): void;
  /** Starts the periodic drain (every `intervalMs`). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a running drain. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  db: AppDatabase;
  mailer: Mailer;
  /** Where send failures are reported (the server's logger). */
  onError?: (error: unknown, jobId: string) => void;
}

/**
 * The mail queue over the `mail_jobs` table. Several server instances can drain at once: a drain
 * claims jobs with `FOR UPDATE SKIP LOCKED` and pushes their next attempt out by a lease, so no
 * two workers send the same job.
 */
export function createMailQueue({ db, mailer, onError }: MailQueueOptions): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  let again = false;
  let stopped = false;

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    const jobs = await repository.claimDue(db, BATCH, LEASE_SECONDS);
    for (const job of jobs) {
      try {
        await mailer.send({
          to: job.recipient,
          subject: job.subject,
          text: job.text,
          html: job.html,
          ...(job.headers ? { headers: job.headers } : {}),
        });
        await repository.markSent(db, job.id);
        result.sent += 1;
      } catch (error) {
        onError?.(error, job.id);
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = job.attempts >= MAIL_MAX_ATTEMPTS;
        await repository.markAttemptFailed(db, job.id, {
          giveUp,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(job.attempts)),
        });
        if (giveUp) result.failed += 1;
        else result.retried += 1;
      }
    }
    return result;
  }

  function drain(): Promise<DrainResult> {
    if (running) {
      // A drain is under way: run once more after it, so jobs stored meanwhile are not left waiting.
      again = true;
      return running;
    }
    running = (async () => {
      const total: DrainResult = { sent: 0, retried: 0, failed: 0 };
      do {
        again = false;
        const once = await drainOnce();
        total.sent += once.sent;
        total.retried += once.retried;
        total.failed += once.failed;
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    enqueue: (target, kind, message) => repository.insert(target, kind, message),
    drain,
    kick() {
      if (stopped) return;
      setImmediate(() => {
        if (!stopped) drain().catch((error: unknown) => onError?.(error, 'drain'));
      });
    },
    start(intervalMs) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        drain().catch((error: unknown) => onError?.(error, 'drain'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
