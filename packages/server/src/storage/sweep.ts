import type { Storage } from './storage';

/** Uploads nobody saved are kept this long (a person may still be filling in the form). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the database at a time. */
const BATCH = 200;

/** Files under `prefix` belong to records; `referenced` answers which of `keys` a record names. */
export interface OrphanRule {
  prefix: string;
  referenced(keys: readonly string[]): Promise<ReadonlySet<string>>;
  /** Told which files were deleted, to forget records of the uploads themselves. */
  forget?(keys: readonly string[]): Promise<void>;
}

export interface SweepResult {
  /** Files checked (older than the cut-off). */
  checked: number;
  deleted: string[];
}

/**
 * Deletes uploads that no record names and that are older than `olderThanMs` at `now`: an image
 * uploaded in the editor and never saved, a logo whose save failed after the upload, a brief
 * attached to a project that was never submitted.
 */
export async function sweepOrphans(options: {
  storage: Storage;
  rules: readonly OrphanRule[];
  now: Date;
  olderThanMs?: number;
}): Promise<SweepResult> {
  const cutoff = options.now.getTime() - (options.olderThanMs ?? ORPHAN_AFTER_MS);
  const result: SweepResult = { checked: 0, deleted: [] };
  for (const rule of options.rules) {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const keep = await rule.referenced(batch);
      const gone: string[] = [];
      for (const key of batch) {
        if (keep.has(key)) continue;
        await options.storage.delete(key);
        gone.push(key);
      }
      if (gone.length > 0) await rule.forget?.(gone);
      result.deleted.push(...gone);
      batch = [];
    };
    for await (const file of options.storage.list(rule.prefix)) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      result.checked += 1;
      batch.push(file.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
