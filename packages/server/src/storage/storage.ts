import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/** A file as a listing shows it. */
export interface ListedFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files live (ARCHITECTURE "Realtime, files, payments"): put, get and delete by
 * key. Two adapters pass the same contract tests: the disk under DATA_DIR/uploads (default) and
 * any S3-compatible store (S3_*).
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Removes the file; removing a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, ending in `/`), with when it was written. */
  list(prefix: string): AsyncIterable<ListedFile>;
  close(): Promise<void>;
}

/**
 * A key is a relative path of lower-case letters, digits, `-`, `_` and `.` segments: it can be
 * neither absolute nor climb out (`..`), on disk or in a bucket.
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split('/').includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
