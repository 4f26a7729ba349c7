import { deleteApp, initializeApp } from 'firebase/app';
import { getAuth, signInWithCustomToken, signOut } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import type { FirebaseWebConfig } from './firebaseConfig';

/** One change of the live notification query, its timestamp as seconds and nanoseconds. */
export interface NotificationDocumentChange {
  kind: 'added' | 'modified' | 'removed';
  id: string;
  data: Record<string, unknown>;
}

/**
 * The part of the firebase SDK the Firestore gateway uses (SPEC §7 "Realtime document store"),
 * and nothing more: tests implement it with a fake, and only this module imports the SDK (which
 * loads only when the server's public configuration names a Firebase project).
 */
export interface FirestoreClient {
  /** Signs in with a custom token from GET /profile/renew/firebase. */
  signIn(token: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * The live query on users/{userId}/notifications ordered by timestamp ascending: the first
   * call has every document as `added`. Answers the unsubscribe.
   */
  watchNotifications(
    userId: string,
    onChanges: (changes: NotificationDocumentChange[]) => void,
    onError: (error: unknown) => void,
  ): () => void;
  /** users/{userId} with isOnline (merged: the document may hold more). */
  setPresence(userId: string, isOnline: boolean): Promise<void>;
  /** Deletes one notification document, or several in one batch. */
  deleteNotifications(userId: string, ids: readonly string[]): Promise<void>;
  /** Lets go of the SDK's connections. */
  close(): Promise<void>;
}

/** Firestore takes at most 500 writes in one batch. */
const MAX_BATCH_WRITES = 500;

function plain(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    // A Firestore Timestamp (or anything shaped like one) becomes SPEC §3's {seconds, nanoseconds}.
    if (value !== null && typeof value === 'object' && 'seconds' in value && 'nanoseconds' in value)
      result[key] = { seconds: value.seconds, nanoseconds: value.nanoseconds };
    else result[key] = value;
  }
  return result;
}

/**
 * The real client: the firebase JS SDK. `emulatorHost` (`host:port`) points Firestore at the
 * emulator (contract tests), and `emulatorUserId` signs its requests as that user there (the
 * emulator's unsigned mock token: it has no Auth to sign in with), so the repo's security rules
 * judge them as they would a signed-in person's.
 */
export function createFirestoreClient(
  config: FirebaseWebConfig,
  options: { emulatorHost?: string; emulatorUserId?: string } = {},
): FirestoreClient {
  const app = initializeApp(
    {
      apiKey: config.apiKey,
      projectId: config.projectId,
      ...(config.authDomain ? { authDomain: config.authDomain } : {}),
    },
    `atlas-realtime-${Math.random().toString(36).slice(2)}`,
  );
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  if (options.emulatorHost) {
    const [host = 'localhost', port = '8080'] = options.emulatorHost.split(':');
    connectFirestoreEmulator(
      firestore,
      host,
      Number(port),
      options.emulatorUserId ? { mockUserToken: { sub: options.emulatorUserId } } : {},
    );
  }
  return {
    async signIn(token) {
      await signInWithCustomToken(auth, token);
    },
    async signOut() {
      await signOut(auth);
    },
    watchNotifications(userId, onChanges, onError) {
      const live = query(
        collection(firestore, 'users', userId, 'notifications'),
        orderBy('timestamp', 'asc'),
      );
      return onSnapshot(
        live,
        (snapshot) =>
          onChanges(
            snapshot.docChanges().map((change) => ({
              kind: change.type,
              id: change.doc.id,
              data: plain(change.doc.data()),
            })),
          ),
        onError,
      );
    },
    async setPresence(userId, isOnline) {
      await setDoc(doc(firestore, 'users', userId), { isOnline }, { merge: true });
    },
    async deleteNotifications(userId, ids) {
      if (ids.length === 1 && ids[0] !== undefined) {
        await deleteDoc(doc(firestore, 'users', userId, 'notifications', ids[0]));
        return;
      }
      for (let start = 0; start < ids.length; start += MAX_BATCH_WRITES) {
        const batch = writeBatch(firestore);
        for (const id of ids.slice(start, start + MAX_BATCH_WRITES))
          batch.delete(doc(firestore, 'users', userId, 'notifications', id));
        await batch.commit();
      }
    },
    async close() {
      await deleteApp(app);
    },
  };
}
