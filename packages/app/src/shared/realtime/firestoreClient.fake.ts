import type { FirestoreClient, NotificationDocumentChange } from './firestoreClient';

type Data = Record<string, unknown>;

interface Watcher {
  userId: string;
  onChanges: (changes: NotificationDocumentChange[]) => void;
  onError: (error: unknown) => void;
}

function timestampKey(data: Data): number {
  const value = data['timestamp'];
  if (value && typeof value === 'object' && 'seconds' in value && 'nanoseconds' in value)
    return Number(value.seconds) * 1e9 + Number(value.nanoseconds);
  return 0;
}

/**
 * A stand-in of the firebase SDK behind FirestoreClient, for tests: documents in maps, the live
 * query answering `added` for what exists and then each change, in timestamp order. Tests write
 * documents as the server's mirror would (`put`, `remove`) and make calls fail (`failSignIn`,
 * `breakWatch`).
 */
export class FakeFirestoreClient implements FirestoreClient {
  readonly notifications = new Map<string, Map<string, Data>>();
  readonly users = new Map<string, Data>();
  signedIn: string | null = null;
  signInError: Error | null = null;
  readonly calls: string[] = [];
  private readonly watchers = new Set<Watcher>();

  /** The uid the token names: the fake's tokens are `token-for-{uid}`. */
  async signIn(token: string): Promise<void> {
    this.calls.push('signIn');
    if (this.signInError) throw this.signInError;
    this.signedIn = token.replace(/^token-for-/, '');
  }

  async signOut(): Promise<void> {
    this.calls.push('signOut');
    this.signedIn = null;
  }

  watchNotifications(
    userId: string,
    onChanges: (changes: NotificationDocumentChange[]) => void,
    onError: (error: unknown) => void,
  ): () => void {
    this.calls.push(`watch ${userId}`);
    const watcher = { userId, onChanges, onError };
    this.watchers.add(watcher);
    const existing = [...(this.notifications.get(userId) ?? new Map<string, Data>())]
      .sort(([, a], [, b]) => timestampKey(a) - timestampKey(b))
      .map(([id, data]) => ({ kind: 'added' as const, id, data: { ...data } }));
    queueMicrotask(() => {
      if (this.watchers.has(watcher)) onChanges(existing);
    });
    return () => {
      this.watchers.delete(watcher);
    };
  }

  async setPresence(userId: string, isOnline: boolean): Promise<void> {
    this.calls.push(`presence ${userId} ${isOnline}`);
    this.users.set(userId, { ...this.users.get(userId), isOnline });
  }

  async deleteNotifications(userId: string, ids: readonly string[]): Promise<void> {
    this.calls.push(`delete ${userId} ${ids.join(',')}`);
    if (this.signedIn !== userId) throw new Error('permission-denied');
    for (const id of ids) this.remove(userId, id);
  }

  async close(): Promise<void> {
    this.watchers.clear();
  }

  /** A document written (the server's mirror). */
  put(userId: string, id: string, data: Data): void {
    let documents = this.notifications.get(userId);
    if (!documents) {
      documents = new Map();
      this.notifications.set(userId, documents);
    }
    const kind = documents.has(id) ? 'modified' : 'added';
    documents.set(id, data);
    this.tell(userId, [{ kind, id, data: { ...data } }]);
  }

  remove(userId: string, id: string): void {
    const documents = this.notifications.get(userId);
    const data = documents?.get(id);
    if (!documents || !data) return;
    documents.delete(id);
    this.tell(userId, [{ kind: 'removed', id, data }]);
  }

  /** The live query fails (rules changed, token revoked). */
  breakWatch(error: unknown = new Error('permission-denied')): void {
    for (const watcher of [...this.watchers]) {
      this.watchers.delete(watcher);
      watcher.onError(error);
    }
  }

  get watching(): number {
    return this.watchers.size;
  }

  private tell(userId: string, changes: NotificationDocumentChange[]) {
    for (const watcher of this.watchers) if (watcher.userId === userId) watcher.onChanges(changes);
  }
}
