import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryDocumentStore, MAX_BATCH_WRITES, type DocumentStore } from './document-store';
import { createFirestoreDocumentStore } from './document-store-firestore';

/**
 * One contract, every adapter: the in-memory stand-in always; Firestore only against its
 * emulator (FIRESTORE_EMULATOR_HOST), never a real project from a test.
 */
function contract(name: string, create: () => Promise<DocumentStore>, enabled = true) {
  describe.skipIf(!enabled)(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    // Each run writes under its own root, so runs against one emulator do not meet.
    const root = `users/contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

    beforeAll(async () => {
      store = await create();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('sets, reads back (timestamps as seconds and nanoseconds) and replaces a document', async () => {
      await store.commit([
        {
          kind: 'set',
          path: `${root}/notifications/n1`,
          data: {
            type: 'awards',
            message: '<b>Hi</b>',
            resourceId: null,
            timestamp: { seconds: 1_700_000_000, nanoseconds: 123_000_000 },
          },
        },
      ]);
      expect(await store.get(`${root}/notifications/n1`)).toEqual({
        type: 'awards',
        message: '<b>Hi</b>',
        resourceId: null,
        timestamp: { seconds: 1_700_000_000, nanoseconds: 123_000_000 },
      });
      await store.commit([
        { kind: 'set', path: `${root}/notifications/n1`, data: { type: 'valet_request' } },
      ]);
      expect(await store.get(`${root}/notifications/n1`)).toEqual({ type: 'valet_request' });
    });

    it('merges when asked, and a missing document reads as null', async () => {
      await store.commit([{ kind: 'set', path: root, data: { name: 'kept', isOnline: false } }]);
      await store.commit([{ kind: 'set', path: root, data: { isOnline: true }, merge: true }]);
      expect(await store.get(root)).toEqual({ name: 'kept', isOnline: true });
      expect(await store.get(`${root}/notifications/none`)).toBeNull();
    });

    it('applies a batch in order: set then delete of one document leaves none', async () => {
      await store.commit([
        { kind: 'set', path: `${root}/notifications/n2`, data: { type: 'awards' } },
        { kind: 'set', path: `${root}/notifications/n3`, data: { type: 'awards' } },
        { kind: 'delete', path: `${root}/notifications/n2` },
      ]);
      const listed = await store.list(`${root}/notifications`);
      expect(listed.map((item) => item.id)).toEqual(['n1', 'n3']);
      // Deleting what is gone is not an error (the mirror repeats writes).
      await store.commit([{ kind: 'delete', path: `${root}/notifications/n2` }]);
      await store.commit([
        { kind: 'delete', path: `${root}/notifications/n1` },
        { kind: 'delete', path: `${root}/notifications/n3` },
      ]);
      expect(await store.list(`${root}/notifications`)).toEqual([]);
    });

    it('refuses a batch over the limit, writing none of it', async () => {
      const writes = Array.from({ length: MAX_BATCH_WRITES + 1 }, (_, index) => ({
        kind: 'set' as const,
        path: `${root}/notifications/big${index}`,
        data: { type: 'awards' },
      }));
      await expect(store.commit(writes)).rejects.toThrow(/at most 500/);
      expect(await store.list(`${root}/notifications`)).toEqual([]);
    });
  });
}

contract('in-memory stand-in', async () => createMemoryDocumentStore());

const emulator = process.env['FIRESTORE_EMULATOR_HOST'];
contract(
  'Firestore (emulator)',
  () => {
    // Nothing here needs Google's metadata server, which google-auth-library otherwise probes
    // (a call out of the machine, and a warning when it fails).
    process.env['METADATA_SERVER_DETECTION'] ??= 'none';
    return createFirestoreDocumentStore({ projectId: 'demo-atlas', emulator: true });
  },
  Boolean(emulator),
);

describe('the in-memory stand-in', () => {
  it('fails the commits it is told to, all or none', async () => {
    const store = createMemoryDocumentStore();
    store.failNext();
    await expect(
      store.commit([{ kind: 'set', path: 'users/a', data: { isOnline: true } }]),
    ).rejects.toThrow(/unavailable/);
    expect(await store.get('users/a')).toBeNull();
    await store.commit([{ kind: 'set', path: 'users/a', data: { isOnline: true } }]);
    expect(await store.get('users/a')).toEqual({ isOnline: true });
  });

  it('refuses paths that are not documents', async () => {
    const store = createMemoryDocumentStore();
    await expect(store.commit([{ kind: 'delete', path: 'users' }])).rejects.toThrow(
      /document path/,
    );
  });
});
