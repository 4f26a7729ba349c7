import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirestoreClient, NotificationDocumentChange } from './firestoreClient';
import { FakeFirestoreClient } from './firestoreClient.fake';

/**
 * What the Firestore gateway relies on of FirestoreClient, against the fake always and against
 * the real firebase SDK only when FIRESTORE_EMULATOR_HOST names an emulator (no test reaches a
 * real project). There the client acts as the signed-in user and the seeder as the server (whose
 * service account the rules do not bind), so with the repo's firestore.rules loaded
 * (scripts/firestore-emulator.mjs) this also shows the rules let the browser's real calls through.
 */
interface Subject {
  client: FirestoreClient;
  /** Writes a notification document as the server's mirror does. */
  seed(userId: string, id: string, seconds: number): Promise<void>;
  /** Reads users/{userId}. */
  user(userId: string): Promise<Record<string, unknown> | null>;
  /** Ids of users/{userId}/notifications. */
  ids(userId: string): Promise<string[]>;
}

/** `create` gets the user id the contract's calls are made for (the one the client acts as). */
function contract(name: string, create: (userId: string) => Promise<Subject>, enabled = true) {
  describe.skipIf(!enabled)(`FirestoreClient contract: ${name}`, () => {
    let subject: Subject;
    const userId = `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    beforeAll(async () => {
      subject = await create(userId);
    });
    afterAll(async () => {
      await subject?.client.close();
    });

    it('the live query answers what exists in timestamp order, then each change', async () => {
      await subject.seed(userId, 'b', 200);
      await subject.seed(userId, 'a', 100);
      const seen: NotificationDocumentChange[][] = [];
      const stop = subject.client.watchNotifications(
        userId,
        (changes) => seen.push(changes),
        () => {
          throw new Error('the query failed');
        },
      );
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]?.map((change) => [change.kind, change.id])).toEqual([
        ['added', 'a'],
        ['added', 'b'],
      ]);
      expect(seen[0]?.[0]?.data['timestamp']).toEqual({ seconds: 100, nanoseconds: 0 });
      await subject.seed(userId, 'c', 300);
      await vi.waitFor(() =>
        expect(seen.flat().map((change) => `${change.kind} ${change.id}`)).toContain('added c'),
      );
      await subject.client.deleteNotifications(userId, ['a']);
      await subject.client.deleteNotifications(userId, ['b', 'c']);
      await vi.waitFor(() =>
        expect(
          seen
            .flat()
            .filter((change) => change.kind === 'removed')
            .map((change) => change.id)
            .sort(),
        ).toEqual(['a', 'b', 'c']),
      );
      expect(await subject.ids(userId)).toEqual([]);
      stop();
    });

    it('presence merges isOnline into users/{id}', async () => {
      await subject.client.setPresence(userId, true);
      expect(await subject.user(userId)).toMatchObject({ isOnline: true });
      await subject.client.setPresence(userId, false);
      expect(await subject.user(userId)).toMatchObject({ isOnline: false });
    });
  });
}

contract('fake', async () => {
  const client = new FakeFirestoreClient();
  // The fake lets its own user delete: sign in as the contract's user on first use.
  return {
    client: {
      ...client,
      signIn: (token) => client.signIn(token),
      signOut: () => client.signOut(),
      watchNotifications: (...args) => client.watchNotifications(...args),
      setPresence: (...args) => client.setPresence(...args),
      deleteNotifications: async (userId, ids) => {
        await client.signIn(`token-for-${userId}`);
        await client.deleteNotifications(userId, ids);
      },
      close: () => client.close(),
    },
    seed: async (userId, id, seconds) =>
      client.put(userId, id, {
        type: 'awards',
        message: 'Hi',
        resourceId: null,
        timestamp: { seconds, nanoseconds: 0 },
      }),
    user: async (userId) => client.users.get(userId) ?? null,
    ids: async (userId) => [...(client.notifications.get(userId)?.keys() ?? [])],
  };
});

const emulatorHost = process.env['FIRESTORE_EMULATOR_HOST'];
contract(
  'firebase SDK (emulator)',
  async (userId) => {
    const { createFirestoreClient } = await import('./firestoreClient');
    const { initializeApp } = await import('firebase/app');
    const firestoreSdk = await import('firebase/firestore');
    const config = { apiKey: 'demo-key', projectId: 'demo-atlas' };
    const client = createFirestoreClient(config, {
      emulatorHost: emulatorHost ?? '',
      emulatorUserId: userId,
    });
    const seeder = firestoreSdk.getFirestore(initializeApp(config, 'contract-seeder'));
    const [host = 'localhost', port = '8080'] = (emulatorHost ?? '').split(':');
    // "owner": the emulator's stand-in for admin credentials, which security rules do not bind.
    firestoreSdk.connectFirestoreEmulator(seeder, host, Number(port), { mockUserToken: 'owner' });
    return {
      client,
      seed: (userId, id, seconds) =>
        firestoreSdk.setDoc(firestoreSdk.doc(seeder, 'users', userId, 'notifications', id), {
          type: 'awards',
          message: 'Hi',
          resourceId: null,
          timestamp: new firestoreSdk.Timestamp(seconds, 0),
        }),
      user: async (userId) =>
        (await firestoreSdk.getDoc(firestoreSdk.doc(seeder, 'users', userId))).data() ?? null,
      ids: async (userId) =>
        (
          await firestoreSdk.getDocs(
            firestoreSdk.collection(seeder, 'users', userId, 'notifications'),
          )
        ).docs.map((item) => item.id),
    };
  },
  Boolean(emulatorHost),
);
