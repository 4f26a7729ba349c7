import { and, asc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { uploadLedger } from '../db/schema';
import type { QuotaScope } from './upload-quota';

export type LedgerEntry = typeof uploadLedger.$inferInsert;

/** The one key of the cap's sweep: one request at a time makes room. */
const CAP_LOCK = 'upload-ledger:cap';

function inScope(scope: QuotaScope): SQL | undefined {
  switch (scope.kind) {
    case 'anonymous-network':
      return and(
        eq(uploadLedger.network, sql`${scope.network}::cidr`),
        eq(uploadLedger.anonymous, true),
      );
    case 'network':
      return eq(uploadLedger.network, sql`${scope.network}::cidr`);
    case 'account':
      return eq(uploadLedger.userId, scope.userId);
  }
}

/** Every SQL statement of the upload ledger (the upload_ledger table). */
export function createUploadLedgerRepository(db: AppDatabase) {
  return {
    /**
     * Takes the transaction-scoped advisory locks of `keys`, in the order given (callers sort
     * them, so two transactions never wait on each other in a circle).
     */
    async lock(tx: AppDatabase, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await tx.execute(sql`
        SELECT pg_advisory_xact_lock(hashtextextended(k, 0))
        FROM unnest(${sql.param([...keys])}::text[]) WITH ORDINALITY AS t(k, ord)
        ORDER BY ord`);
    },

    /** The cap's lock, if no other transaction holds it (false: someone is making room already). */
    async tryCapLock(tx: AppDatabase): Promise<boolean> {
      const result = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${CAP_LOCK}, 0)) AS locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      return result.rows[0]?.locked === true;
    },

    /** Bytes of the scope's uploads created after `since`. */
    async usedSince(tx: AppDatabase, scope: QuotaScope, since: Date): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${uploadLedger.size}), 0)` })
        .from(uploadLedger)
        .where(and(inScope(scope), sql`${uploadLedger.createdAt} > ${since}`));
      return Number(row?.bytes ?? 0);
    },

    /**
     * When the scope's uploads after `since`, oldest first, add up to `bytes`: the moment the
     * last of them was created (null when all of them together are fewer bytes).
     */
    async freedBy(
      tx: AppDatabase,
      scope: QuotaScope,
      since: Date,
      bytes: number,
    ): Promise<Date | null> {
      const running = tx
        .select({
          createdAt: uploadLedger.createdAt,
          freed:
            sql<string>`sum(${uploadLedger.size}) OVER (ORDER BY ${uploadLedger.createdAt}, ${uploadLedger.path})`.as(
              'freed',
            ),
        })
        .from(uploadLedger)
        .where(and(inScope(scope), sql`${uploadLedger.createdAt} > ${since}`))
        .as('running');
      const [row] = await tx
        .select({ createdAt: running.createdAt })
        .from(running)
        .where(sql`${running.freed} >= ${bytes}`)
        .orderBy(asc(running.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async insert(tx: AppDatabase, entry: LedgerEntry): Promise<void> {
      await tx.insert(uploadLedger).values(entry);
    },

    /** Bytes of all uploads nobody has sent yet. */
    async unclaimedBytes(tx: AppDatabase = db): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${uploadLedger.size}), 0)` })
        .from(uploadLedger)
        .where(isNull(uploadLedger.claimedAt));
      return Number(row?.bytes ?? 0);
    },

    /** The oldest unsent uploads but `except` (the upload being stored), at most `limit`. */
    async oldestUnclaimed(tx: AppDatabase, except: string, limit: number) {
      return tx
        .select({ path: uploadLedger.path, size: uploadLedger.size })
        .from(uploadLedger)
        .where(and(isNull(uploadLedger.claimedAt), ne(uploadLedger.path, except)))
        .orderBy(asc(uploadLedger.createdAt), asc(uploadLedger.path))
        .limit(limit);
    },

    /** Marks uploads as sent (a project, a quote or a message names them); once is enough. */
    async claim(paths: readonly string[], now: Date, tx: AppDatabase = db): Promise<void> {
      if (paths.length === 0) return;
      await tx
        .update(uploadLedger)
        .set({ claimedAt: now })
        .where(and(inArray(uploadLedger.path, [...paths]), isNull(uploadLedger.claimedAt)));
    },

    /** Forgets uploads whose files are gone (or were never stored). */
    async forget(paths: readonly string[], tx: AppDatabase = db): Promise<void> {
      if (paths.length === 0) return;
      await tx.delete(uploadLedger).where(inArray(uploadLedger.path, [...paths]));
    },

    /** Forgets every upload created before `before`: no quota counts them any more. */
    async pruneBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(uploadLedger)
        .where(lt(uploadLedger.createdAt, before))
        .returning({ path: uploadLedger.path });
      return gone.length;
    },
  };
}

export type UploadLedgerRepository = ReturnType<typeof createUploadLedgerRepository>;
