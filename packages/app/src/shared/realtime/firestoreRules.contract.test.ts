// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * The repo's security rules (firestore.rules, docs/operations.md "Firestore") on the Cloud
 * Firestore emulator, only when FIRESTORE_EMULATOR_HOST names one (scripts/firestore-emulator.mjs
 * starts one; without it this file is skipped, loudly). The calls are the browser's own
 * (firestoreClient.ts): the live notification query, deleting notifications, merging isOnline.
 * The server writes with its service account, which rules do not bind: here that is the seeding
 * with rules disabled.
 */
const emulatorHost = process.env['FIRESTORE_EMULATOR_HOST'];
const rulesFile = fileURLToPath(new URL('../../../../../firestore.rules', import.meta.url));

type Firestore = ReturnType<RulesTestContext['firestore']>;

const ADA = 'ada';
const BO = 'bo';

const notification = (seconds: number) => ({
  type: 'contact_request',
  message: '<b>New</b> request',
  resourceId: 'c-1',
  timestamp: new Timestamp(seconds, 0),
});

/** The live query of firestoreClient.watchNotifications. */
const liveQuery = (db: Firestore, userId: string) =>
  getDocs(query(collection(db, 'users', userId, 'notifications'), orderBy('timestamp', 'asc')));

/** firestoreClient.setPresence. */
const setPresence = (db: Firestore, userId: string, isOnline: boolean) =>
  setDoc(doc(db, 'users', userId), { isOnline }, { merge: true });

describe.skipIf(!emulatorHost)('firestore.rules (emulator)', () => {
  let environment: RulesTestEnvironment;
  let ada: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    // A denied call is what most of these tests expect; the SDK would log each as a warning
    // (which fails a test here). This file's modules are its own, so this stays in it.
    setLogLevel('silent');
    environment = await initializeTestEnvironment({
      // A project of its own: the rules are loaded, and the data cleared, for it alone.
      projectId: 'demo-atlas-rules',
      firestore: { rules: readFileSync(rulesFile, 'utf8') },
    });
    ada = environment.authenticatedContext(ADA).firestore();
    anonymous = environment.unauthenticatedContext().firestore();
  });

  beforeEach(async () => {
    await environment.clearFirestore();
    // What the server's mirror writes.
    await environment.withSecurityRulesDisabled(async (server) => {
      const db = server.firestore();
      for (const userId of [ADA, BO]) {
        await setDoc(doc(db, 'users', userId), { isOnline: false });
        await setDoc(doc(db, 'users', userId, 'notifications', 'n1'), notification(100));
        await setDoc(doc(db, 'users', userId, 'notifications', 'n2'), notification(200));
      }
      await setDoc(doc(db, '_atlas', 'firestore_mirror'), { events: 'cursor' });
    });
  });

  afterAll(async () => {
    await environment?.cleanup();
  });

  describe('a signed-in person, with their own documents', () => {
    it('follows their notifications (the live query) and reads one', async () => {
      const snapshot = await assertSucceeds(liveQuery(ada, ADA));
      expect(snapshot.docs.map((item) => item.id)).toEqual(['n1', 'n2']);
      await assertSucceeds(getDoc(doc(ada, 'users', ADA, 'notifications', 'n1')));
    });

    it('deletes their notifications, one or several in a batch', async () => {
      await assertSucceeds(deleteDoc(doc(ada, 'users', ADA, 'notifications', 'n1')));
      const batch = writeBatch(ada);
      batch.delete(doc(ada, 'users', ADA, 'notifications', 'n2'));
      batch.delete(doc(ada, 'users', ADA, 'notifications', 'gone'));
      await assertSucceeds(batch.commit());
      expect((await liveQuery(ada, ADA)).empty).toBe(true);
    });

    it('reads and sets their own presence, also before the mirror wrote it', async () => {
      await assertSucceeds(setPresence(ada, ADA, true));
      const read = await assertSucceeds(getDoc(doc(ada, 'users', ADA)));
      expect(read.data()).toEqual({ isOnline: true });
      await environment.withSecurityRulesDisabled((server) =>
        deleteDoc(doc(server.firestore(), 'users', ADA)),
      );
      await assertSucceeds(setPresence(ada, ADA, false));
    });

    it('writes nothing but a true or false isOnline to their user document', async () => {
      await assertFails(setDoc(doc(ada, 'users', ADA), { isOnline: true, role: 'admin' }));
      await assertFails(updateDoc(doc(ada, 'users', ADA), { role: 'admin' }));
      await assertFails(setDoc(doc(ada, 'users', ADA), { isOnline: 'yes' }, { merge: true }));
      await assertFails(deleteDoc(doc(ada, 'users', ADA)));
    });

    it('writes no notification, not even their own (only the server does)', async () => {
      await assertFails(setDoc(doc(ada, 'users', ADA, 'notifications', 'n3'), notification(300)));
      await assertFails(
        updateDoc(doc(ada, 'users', ADA, 'notifications', 'n1'), { message: 'changed' }),
      );
    });
  });

  describe("someone else's documents", () => {
    it('are not read: neither notifications nor presence', async () => {
      await assertFails(liveQuery(ada, BO));
      await assertFails(getDoc(doc(ada, 'users', BO, 'notifications', 'n1')));
      await assertFails(getDoc(doc(ada, 'users', BO)));
    });

    it('are not written or deleted', async () => {
      await assertFails(setPresence(ada, BO, true));
      await assertFails(deleteDoc(doc(ada, 'users', BO, 'notifications', 'n1')));
      await assertFails(setDoc(doc(ada, 'users', BO, 'notifications', 'n3'), notification(300)));
      const batch = writeBatch(ada);
      batch.delete(doc(ada, 'users', ADA, 'notifications', 'n1'));
      batch.delete(doc(ada, 'users', BO, 'notifications', 'n1'));
      await assertFails(batch.commit());
      // All or nothing: the batch's own half was not applied either.
      expect((await liveQuery(ada, ADA)).size).toBe(2);
    });
  });

  describe('without signing in', () => {
    it('nothing is read', async () => {
      await assertFails(liveQuery(anonymous, ADA));
      await assertFails(getDoc(doc(anonymous, 'users', ADA, 'notifications', 'n1')));
      await assertFails(getDoc(doc(anonymous, 'users', ADA)));
    });

    it('nothing is written', async () => {
      await assertFails(setPresence(anonymous, ADA, true));
      await assertFails(deleteDoc(doc(anonymous, 'users', ADA, 'notifications', 'n1')));
    });
  });

  it("keeps everyone out of the mirror's cursor (_atlas)", async () => {
    for (const db of [ada, anonymous]) {
      await assertFails(getDoc(doc(db, '_atlas', 'firestore_mirror')));
      await assertFails(setDoc(doc(db, '_atlas', 'firestore_mirror'), { events: 'forged' }));
    }
  });
});
