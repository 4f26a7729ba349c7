/**
 * The document store the Firestore mirror writes to (ARCHITECTURE "Realtime": Firestore is the
 * other adapter). A narrow port, so the mirror and its contract tests run against an in-memory
 * stand-in everywhere and against Firestore (firebase-admin) when configured.
 */

/** A Firestore timestamp as SPEC §3 describes a notification's: seconds and nanoseconds. */
export interface DocumentTimestamp {
  seconds: number;
  nanoseconds: number;
}

/** The values the mirror writes; the only object value is a timestamp. */
export type DocumentValue = string | number | boolean | null | DocumentTimestamp;
export type DocumentData = Record<string, DocumentValue>;

/** One write of a batch; paths are slash-separated document paths (`users/{id}`). */
export type DocumentWrite =
  | { kind: 'set'; path: string; data: DocumentData; merge?: boolean }
  | { kind: 'delete'; path: string };

/** Firestore takes at most 500 writes in one batch. */
export const MAX_BATCH_WRITES = 500;

export interface DocumentStore {
  readonly kind: 'memory' | 'firestore';
  /** Applies the writes (at most MAX_BATCH_WRITES) all or none, in order. */
  commit(writes: readonly DocumentWrite[]): Promise<void>;
  /** A document's fields, or null when there is none. */
  get(path: string): Promise<DocumentData | null>;
  /** The documents of a collection (contract tests and diagnostics), by id. */
  list(collectionPath: string): Promise<{ id: string; data: DocumentData }[]>;
  close(): Promise<void>;
}

function checkDocumentPath(path: string): string[] {
  const parts = path.split('/');
  if (parts.length % 2 !== 0 || parts.some((part) => part === ''))
    throw new Error(`Not a document path: ${path}`);
  return parts;
}

function checkCollectionPath(path: string): string[] {
  const parts = path.split('/');
  if (parts.length % 2 !== 1 || parts.some((part) => part === ''))
    throw new Error(`Not a collection path: ${path}`);
  return parts;
}

function copy(data: DocumentData): DocumentData {
  const result: DocumentData = {};
  for (const [key, value] of Object.entries(data))
    result[key] = value !== null && typeof value === 'object' ? { ...value } : value;
  return result;
}

/**
 * The in-memory stand-in: what Firestore does with these writes (set, merge, delete; a batch
 * all or none), kept in a map. `failNext` makes the next commits fail, as an unreachable
 * Firestore would.
 */
export function createMemoryDocumentStore(): DocumentStore & {
  failNext(count?: number): void;
  readonly commits: number;
} {
  const documents = new Map<string, DocumentData>();
  let failures = 0;
  let commits = 0;
  return {
    kind: 'memory',
    get commits() {
      return commits;
    },
    failNext(count = 1) {
      failures = count;
    },
    async commit(writes) {
      if (writes.length > MAX_BATCH_WRITES)
        throw new Error(`A batch takes at most ${MAX_BATCH_WRITES} writes`);
      for (const write of writes) checkDocumentPath(write.path);
      if (failures > 0) {
        failures -= 1;
        throw new Error('The document store is unavailable');
      }
      // All or none: applied to a copy, swapped in at the end.
      const next = new Map(documents);
      for (const write of writes) {
        if (write.kind === 'delete') next.delete(write.path);
        else {
          const before = write.merge ? (next.get(write.path) ?? {}) : {};
          next.set(write.path, { ...before, ...copy(write.data) });
        }
      }
      documents.clear();
      for (const [path, data] of next) documents.set(path, data);
      commits += 1;
    },
    async get(path) {
      checkDocumentPath(path);
      const data = documents.get(path);
      return data ? copy(data) : null;
    },
    async list(collectionPath) {
      const depth = checkCollectionPath(collectionPath).length + 1;
      const prefix = `${collectionPath}/`;
      return [...documents]
        .filter(([path]) => path.startsWith(prefix) && path.split('/').length === depth)
        .map(([path, data]) => ({ id: path.slice(prefix.length), data: copy(data) }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    async close() {
      documents.clear();
    },
  };
}
