import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createAppGateway } from './appGateway';
import { FakeFirestoreClient } from './firestoreClient.fake';
import type { RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';

const MIA = '00000000-0000-4000-8000-0000000000aa';
const withFirebase = {
  ...testPublicConfig,
  firebase: { apiKey: 'web-key', projectId: 'atlas-demo' },
} as PublicConfig;

function fakeSse(): RealtimeGateway & { connected: RealtimeHandlers[] } {
  const connected: RealtimeHandlers[] = [];
  return {
    connected,
    connect: (handlers) => connected.push(handlers),
    disconnect: () => undefined,
    goingAway: () => undefined,
  };
}

const handlers = (): RealtimeHandlers => ({ onEvent: vi.fn(), onReady: vi.fn(), onState: vi.fn() });

describe('createAppGateway', () => {
  it('without Firebase in the public configuration: the server stream, and the SDK never loads', async () => {
    const sse = fakeSse();
    const loadFirestoreClient = vi.fn(async () => new FakeFirestoreClient());
    const renewFirebaseToken = vi.fn(async () => ({ data: { token: 't' } }));
    const store = new RootStore(testPublicConfig, createTestApiClient({ renewFirebaseToken }));
    const gateway = createAppGateway({
      config: testPublicConfig,
      api: store.api,
      user: store.user,
      loadSse: async () => sse,
      loadFirestoreClient,
    });
    gateway.connect(handlers());
    await vi.waitFor(() => expect(sse.connected).toHaveLength(1));
    expect(loadFirestoreClient).not.toHaveBeenCalled();
    expect(renewFirebaseToken).not.toHaveBeenCalled();
  });

  it('with Firebase: signs in with the renewed token; a failed sign-in sets firestoreAuthError and the stream carries on', async () => {
    const sse = fakeSse();
    const client = new FakeFirestoreClient();
    client.signInError = new Error('auth/invalid-custom-token');
    const loadFirestoreClient = vi.fn(async () => client);
    const renewFirebaseToken = vi.fn(async () => ({ data: { token: `token-for-${MIA}` } }));
    const store = new RootStore(withFirebase, createTestApiClient({ renewFirebaseToken }));
    store.user.setUser({ id: MIA, name: 'Mia', avatar: null });
    const gateway = createAppGateway({
      config: withFirebase,
      api: store.api,
      user: store.user,
      loadSse: async () => sse,
      loadFirestoreClient,
    });
    gateway.connect(handlers());
    await vi.waitFor(() => expect(store.user.firestoreAuthError).toBe(true));
    expect(loadFirestoreClient).toHaveBeenCalledWith({
      apiKey: 'web-key',
      projectId: 'atlas-demo',
    });
    expect(renewFirebaseToken).toHaveBeenCalledTimes(1);
    expect(sse.connected).toHaveLength(1);
  });

  it('with Firebase and a good token: follows the signed-in user’s documents', async () => {
    const sse = fakeSse();
    const client = new FakeFirestoreClient();
    const renewFirebaseToken = vi.fn(async () => ({ data: { token: `token-for-${MIA}` } }));
    const store = new RootStore(withFirebase, createTestApiClient({ renewFirebaseToken }));
    store.user.setUser({ id: MIA, name: 'Mia', avatar: null });
    const gateway = createAppGateway({
      config: withFirebase,
      api: store.api,
      user: store.user,
      loadSse: async () => sse,
      loadFirestoreClient: async () => client,
    });
    gateway.connect(handlers());
    await vi.waitFor(() => expect(client.calls).toContain(`watch ${MIA}`));
    expect(client.users.get(MIA)).toEqual({ isOnline: true });
    expect(store.user.firestoreAuthError).toBe(false);
  });
});
