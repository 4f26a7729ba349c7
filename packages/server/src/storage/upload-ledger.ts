import type { UploadLimits } from '../config';
import type { AppDatabase } from '../db/client';
import type { UploadPurpose } from '../db/schema';
import { networkOf } from '../lib/network';
import type { Storage } from './storage';
import type { OrphanRule } from './sweep';
import {
  createUploadLedgerRepository,
  type UploadLedgerRepository,
} from './upload-ledger-repository';
import {
  bytesToFree,
  DAY_MS,
  firstExceeded,
  lockKeyOf,
  quotaError,
  quotasFor,
  UNKNOWN_NETWORK,
  type QuotaRefusal,
} from './upload-quota';

/** Unsent uploads looked at per round of the cap's sweep. */
const SWEEP_BATCH = 50;

/** An upload to store: where, what, and who sends it from where. */
export interface LedgeredUpload {
  purpose: UploadPurpose;
  /** The storage key it goes under. */
  path: string;
  bytes: Buffer;
  contentType: string;
  /** The signed-in uploader; null for an anonymous one. */
  userId: string | null;
  ip: string;
}

/**
 * Valet files and chat attachments go through here (issue 34): each is counted against the byte
 * quotas of its network and account (in the database, so they hold across instances), room is
 * made under the cap on unsent uploads (oldest first, never a sent one), then it is stored.
 */
export interface UploadLedger {
  /** Stores the upload, or throws the 429 of the quota it would pass. */
  store(upload: LedgeredUpload): Promise<void>;
  /** Marks uploads as sent: a submitted project, a sent quote or message names them. */
  claim(paths: readonly string[]): Promise<void>;
  /** Forgets uploads whose files were deleted. */
  forget(paths: readonly string[]): Promise<void>;
  /** Forgets uploads older than the longest quota window (the periodic sweep calls it). */
  prune(): Promise<number>;
  /** Deletes the oldest unsent uploads until all unsent ones fit the cap (`keep` stays). */
  makeRoom(keep: string): Promise<string[]>;
}

export function createUploadLedger(options: {
  db: AppDatabase;
  storage: Storage;
  limits: UploadLimits;
  /** The folders' rules (app.orphanRules): which files a record names, and what to forget. */
  rules: () => readonly OrphanRule[];
  now: () => Date;
  repository?: UploadLedgerRepository;
}): UploadLedger {
  const { db, storage, limits, now } = options;
  const repository = options.repository ?? createUploadLedgerRepository(db);

  /** Checks the quotas and records the upload in one transaction, under the scopes' locks. */
  async function admit(upload: LedgeredUpload, at: Date): Promise<QuotaRefusal | null> {
    const uploader = { userId: upload.userId, network: networkOf(upload.ip) ?? UNKNOWN_NETWORK };
    const quotas = quotasFor(limits, uploader);
    const size = upload.bytes.length;
    return db.transaction(async (tx) => {
      await repository.lock(tx, [...new Set(quotas.map((quota) => lockKeyOf(quota.scope)))].sort());
      const used: number[] = [];
      for (const quota of quotas)
        used.push(
          await repository.usedSince(tx, quota.scope, new Date(at.getTime() - quota.windowMs)),
        );
      const exceeded = firstExceeded(quotas, used, size);
      if (exceeded) {
        const since = new Date(at.getTime() - exceeded.quota.windowMs);
        const freedAt = await repository.freedBy(
          tx,
          exceeded.quota.scope,
          since,
          bytesToFree(exceeded, size),
        );
        // Nothing leaving the window makes room (a file larger than the quota): a whole window.
        const retryAt = new Date((freedAt ?? at).getTime() + exceeded.quota.windowMs);
        return { ...exceeded, retryAt };
      }
      await repository.insert(tx, {
        path: upload.path,
        purpose: upload.purpose,
        size,
        userId: upload.userId,
        anonymous: upload.userId === null,
        network: uploader.network,
        createdAt: at,
      });
      return null;
    });
  }

  async function makeRoom(keep: string): Promise<string[]> {
    const cap = limits.unclaimedCapBytes;
    if ((await repository.unclaimedBytes()) <= cap) return [];
    const deleted: string[] = [];
    await db.transaction(async (tx) => {
      // Another request is making room already; it counts this upload too.
      if (!(await repository.tryCapLock(tx))) return;
      let total = await repository.unclaimedBytes(tx);
      while (total > cap) {
        const batch = await repository.oldestUnclaimed(tx, keep, SWEEP_BATCH);
        if (batch.length === 0) break;
        const named = await namedByRecords(batch.map((row) => row.path));
        const sent: string[] = [];
        const gone: string[] = [];
        for (const row of batch) {
          if (total <= cap) break;
          if (named.has(row.path)) sent.push(row.path);
          else {
            await storage.delete(row.path);
            gone.push(row.path);
          }
          total -= row.size;
        }
        // A record names it (its claim was missed): it is sent, never swept.
        await repository.claim(sent, now(), tx);
        for (const rule of options.rules()) {
          const forgotten = gone.filter((path) => path.startsWith(rule.prefix));
          if (forgotten.length > 0) await rule.forget?.(forgotten);
        }
        await repository.forget(gone, tx);
        deleted.push(...gone);
      }
    });
    return deleted;
  }

  /** Which of `paths` a record names, by the folders' rules; a path no rule knows is kept. */
  async function namedByRecords(paths: readonly string[]): Promise<Set<string>> {
    const named = new Set<string>();
    const rules = options.rules();
    for (const path of paths)
      if (!rules.some((rule) => path.startsWith(rule.prefix))) named.add(path);
    for (const rule of rules) {
      const mine = paths.filter((path) => path.startsWith(rule.prefix));
      if (mine.length > 0) for (const path of await rule.referenced(mine)) named.add(path);
    }
    return named;
  }

  return {
    async store(upload) {
      const at = now();
      const refusal = await admit(upload, at);
      if (refusal) throw quotaError(refusal, at);
      try {
        await makeRoom(upload.path);
        await storage.put(upload.path, upload.bytes, upload.contentType);
      } catch (error) {
        // Not stored: it must not count against anyone, nor wait for a sweep.
        await repository.forget([upload.path]);
        throw error;
      }
    },
    claim: (paths) => repository.claim(paths, now()),
    forget: (paths) => repository.forget(paths),
    prune: () => repository.pruneBefore(new Date(now().getTime() - DAY_MS)),
    makeRoom,
  };
}
