import type { DocumentData, DocumentStore, DocumentValue } from './document-store';
import { MAX_BATCH_WRITES } from './document-store';

/**
 * Who the mirror writes as: the service account of FIREBASE_* (the private key never leaves
 * this object: not logged, not in errors), or no credential against the emulator
 * (FIRESTORE_EMULATOR_HOST, which the client honours by itself).
 */
export type FirestoreCredentials =
  | { projectId: string; clientEmail: string; privateKey: string }
  | { projectId: string; emulator: true };

/**
 * The real adapter: Cloud Firestore through @google-cloud/firestore, the client firebase-admin
 * wraps (firebase-admin 14 and its Firestore 9 need Node 22; this one runs on Node 18+). The SDK
 * is imported when the store is created, so a server without FIREBASE_* never loads it.
 */
export async function createFirestoreDocumentStore(
  credentials: FirestoreCredentials,
): Promise<DocumentStore> {
  const { Firestore, Timestamp } = await import('@google-cloud/firestore');
  const firestore = new Firestore(
    'emulator' in credentials
      ? { projectId: credentials.projectId }
      : {
          projectId: credentials.projectId,
          credentials: {
            client_email: credentials.clientEmail,
            private_key: credentials.privateKey,
          },
        },
  );

  const toFirestore = (data: DocumentData) => {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data))
      result[key] =
        value !== null && typeof value === 'object'
          ? new Timestamp(value.seconds, value.nanoseconds)
          : value;
    return result;
  };
  const fromFirestore = (data: Record<string, unknown>): DocumentData => {
    const result: DocumentData = {};
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Timestamp)
        result[key] = { seconds: value.seconds, nanoseconds: value.nanoseconds };
      else if (
        value === null ||
        typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean'
      )
        result[key] = value satisfies DocumentValue;
    }
    return result;
  };

  return {
    kind: 'firestore',
    async commit(writes) {
      if (writes.length > MAX_BATCH_WRITES)
        throw new Error(`A batch takes at most ${MAX_BATCH_WRITES} writes`);
      if (writes.length === 0) return;
      const batch = firestore.batch();
      for (const write of writes) {
        const ref = firestore.doc(write.path);
        if (write.kind === 'delete') batch.delete(ref);
        else batch.set(ref, toFirestore(write.data), { merge: write.merge ?? false });
      }
      await batch.commit();
    },
    async get(path) {
      const snapshot = await firestore.doc(path).get();
      const data = snapshot.data();
      return snapshot.exists && data ? fromFirestore(data) : null;
    },
    async list(collectionPath) {
      const snapshot = await firestore.collection(collectionPath).get();
      return snapshot.docs
        .map((doc) => ({ id: doc.id, data: fromFirestore(doc.data()) }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    async close() {
      await firestore.terminate();
    },
  };
}
