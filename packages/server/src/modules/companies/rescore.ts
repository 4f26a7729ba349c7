import { and, asc, gt, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { refreshCompanySearch, refreshCompanyStats } from '../../db/company-search';
import { companies } from '../../db/schema';

/*
 * Scores weigh reviews by their age (docs/ranking.md), so they drift with time alone even when
 * nothing about a company changes. This re-score brings them up to date: every company with
 * published reviews (the only ones whose score depends on time) and every company never scored
 * yet (rows from before migration 0006), in batches, each its own short transaction.
 */

export interface RescoreOptions {
  /** The moment review ages are measured from (default: now). */
  now?: Date;
  /** Companies per transaction (default 2,000). */
  batchSize?: number;
  /** Only companies that were never scored (score_parts is null): the start-up pass. */
  unscoredOnly?: boolean;
}

export interface RescoreResult {
  /** Companies looked at. */
  scanned: number;
  /**
   * Companies whose score, level or parts changed (their search rows were rebuilt, so the caller
   * tells the search plugin when this is above 0).
   */
  changed: number;
}

/**
 * Re-scores the companies whose score depends on time. Each batch locks its companies' rows
 * first, so a review published meanwhile either waits for the batch or is seen by it; the
 * review's own refreshCompanies then writes the final values. Safe to run on several instances
 * at once: the second finds nothing left to change.
 */
export async function rescoreCompanies(
  db: AppDatabase,
  options: RescoreOptions = {},
): Promise<RescoreResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 2_000;
  const which = options.unscoredOnly
    ? isNull(companies.scoreParts)
    : or(gt(companies.reviewCount, 0), isNull(companies.scoreParts));
  let after = 0;
  let scanned = 0;
  let changed = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(gt(companies.id, after), which))
        .orderBy(asc(companies.id))
        .limit(batchSize)
        .for('update');
      const batch = rows.map((row) => row.id);
      if (batch.length === 0) return batch;
      const updated = await refreshCompanyStats(tx, batch, { now });
      await refreshCompanySearch(tx, updated);
      changed += updated.length;
      return batch;
    });
    if (ids.length === 0) break;
    scanned += ids.length;
    after = ids[ids.length - 1] ?? after;
    if (ids.length < batchSize) break;
  }
  return { scanned, changed };
}

export interface RescoreScheduleOptions {
  /** The hour (UTC) of the daily run (default 3). */
  hourUtc?: number;
  /**
   * How long after start the pass over never-scored companies waits (default 10 minutes): it is
   * only needed once after migration 0006, and should not compete with a server warming up.
   */
  startupDelayMs?: number;
  now?: () => Date;
  onDone?: (result: RescoreResult & { ms: number; unscoredOnly: boolean }) => void;
  onError?: (error: unknown) => void;
}

/** Milliseconds from `now` to the next `hourUtc`:00 UTC (tomorrow's when today's has passed). */
export function msUntilNextRun(now: Date, hourUtc: number): number {
  const next = new Date(now);
  next.setUTCHours(hourUtc, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The daily re-score, plus a pass over companies never scored shortly after start. Timers are unref'd, so
 * they never keep the process alive; `stop()` waits for a run in progress.
 */
export function createRescoreSchedule(db: AppDatabase, options: RescoreScheduleOptions = {}) {
  const hourUtc = options.hourUtc ?? 3;
  const clock = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let startupTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function run(unscoredOnly: boolean): Promise<void> {
    if (running) return running;
    const started = Date.now();
    running = rescoreCompanies(db, { now: clock(), unscoredOnly })
      .then((result) => options.onDone?.({ ...result, ms: Date.now() - started, unscoredOnly }))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(
      () => {
        void run(false).finally(schedule);
      },
      msUntilNextRun(clock(), hourUtc),
    );
    timer.unref();
  }

  return {
    start(): void {
      if (stopped || timer) return;
      startupTimer = setTimeout(() => void run(true), options.startupDelayMs ?? 600_000);
      startupTimer.unref();
      schedule();
    },
    /** Runs now (tests, operations); resolves when done. */
    runNow: (unscoredOnly = false) => run(unscoredOnly),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (startupTimer) clearTimeout(startupTimer);
      timer = undefined;
      await running;
    },
  };
}
