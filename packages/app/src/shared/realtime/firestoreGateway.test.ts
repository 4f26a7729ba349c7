import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import type { Notification, RealtimeEvent } from '@atlas/api/entities/realtime';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { FakeFirestoreClient } from './firestoreClient.fake';
import { createFirestoreGateway } from './firestoreGateway';
import type { RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';

const MIA = '00000000-0000-4000-8000-0000000000aa';
const nid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const doc = (seconds: number, type: Notification['type'] = 'contact_request') => ({
  type,
  message: '<b>Vera</b> wrote',
  resourceId: 'c1',
  timestamp: { seconds, nanoseconds: 0 },
});
const notification = (n: number, seconds: number): Notification => ({
  id: nid(n),
  ...doc(seconds),
});

/** The server's stream as the Firestore adapter sees it. */
function fakeInner() {
  const calls: string[] = [];
  let handlers: RealtimeHandlers | null = null;
  const inner: RealtimeGateway = {
    connect: (next) => {
      handlers = next;
      calls.push('connect');
    },
    disconnect: () => {
      handlers = null;
      calls.push('disconnect');
    },
    goingAway: () => calls.push('goingAway'),
  };
  return { inner, calls, handlers: () => handlers };
}

function setup(options: { renew?: () => Promise<string>; signInError?: Error } = {}) {
  const client = new FakeFirestoreClient();
  if (options.signInError) client.signInError = options.signInError;
  const { inner, calls, handlers: innerHandlers } = fakeInner();
  const onSignInFailed = vi.fn();
  const renewToken = vi.fn(options.renew ?? (async () => `token-for-${MIA}`));
  const gateway = createFirestoreGateway({
    client,
    inner,
    renewToken,
    userId: () => MIA,
    onSignInFailed,
  });
  const events: RealtimeEvent[] = [];
  const handlers: RealtimeHandlers = {
    onEvent: (event) => events.push(event),
    onReady: vi.fn(),
    onState: vi.fn(),
  };
  return {
    client,
    inner,
    calls,
    innerHandlers,
    onSignInFailed,
    renewToken,
    gateway,
    events,
    handlers,
  };
}

describe('createFirestoreGateway', () => {
  it('signs in with the renewed token, sets presence, and maps the live query to notification events in timestamp order', async () => {
    const t = setup();
    t.client.put(MIA, nid(2), doc(200));
    t.client.put(MIA, nid(1), doc(100));
    t.client.put('someone-else', nid(9), doc(50));
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.events).toHaveLength(2));
    expect(t.renewToken).toHaveBeenCalledTimes(1);
    expect(t.client.signedIn).toBe(MIA);
    expect(t.client.users.get(MIA)).toEqual({ isOnline: true });
    expect(t.events).toEqual([
      { type: 'notification.created', notification: notification(1, 100) },
      { type: 'notification.created', notification: notification(2, 200) },
    ]);
    t.client.put(MIA, nid(3), doc(300));
    t.client.remove(MIA, nid(1));
    expect(t.events.slice(2)).toEqual([
      { type: 'notification.created', notification: notification(3, 300) },
      { type: 'notification.deleted', ids: [nid(1)] },
    ]);
    expect(t.onSignInFailed).not.toHaveBeenCalled();
  });

  it('skips documents that are not notifications (bad type or timestamp)', async () => {
    const t = setup();
    t.client.put(MIA, nid(1), { type: 'nonsense', message: 'x', resourceId: null });
    t.client.put(MIA, nid(2), doc(2));
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.events).toHaveLength(1));
    expect(t.events[0]).toMatchObject({ notification: { id: nid(2) } });
  });

  it('takes chat, presence and state from the server stream, but notifications from Firestore once it is live', async () => {
    const t = setup();
    t.gateway.connect(t.handlers);
    expect(t.calls).toEqual(['connect']);
    const stream = t.innerHandlers();
    stream?.onState('open');
    stream?.onReady();
    expect(t.handlers.onState).toHaveBeenCalledWith('open');
    expect(t.handlers.onReady).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(t.client.watching).toBe(1));
    const presence: RealtimeEvent = { type: 'presence.changed', userId: MIA, isOnline: true };
    stream?.onEvent(presence);
    stream?.onEvent({ type: 'notification.created', notification: notification(5, 5) });
    stream?.onEvent({ type: 'notification.deleted', ids: [nid(5)] });
    expect(t.events).toEqual([presence]);
  });

  it('a failed sign-in sets firestoreAuthError and the app carries on with the server stream', async () => {
    const t = setup({ signInError: new Error('auth/invalid-custom-token') });
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.onSignInFailed).toHaveBeenCalledTimes(1));
    expect(t.client.watching).toBe(0);
    const created: RealtimeEvent = {
      type: 'notification.created',
      notification: notification(1, 1),
    };
    t.innerHandlers()?.onEvent(created);
    expect(t.events).toEqual([created]);
    await t.gateway.deleteNotifications?.([nid(1)]);
    expect(t.client.calls.some((call) => call.startsWith('delete'))).toBe(false);
  });

  it('a failed token renewal is ignored: no error flag, no sign-in, the server stream carries on', async () => {
    const t = setup({ renew: async () => Promise.reject(new Error('501')) });
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.renewToken).toHaveBeenCalled());
    await Promise.resolve();
    expect(t.onSignInFailed).not.toHaveBeenCalled();
    expect(t.client.calls).not.toContain('signIn');
    const created: RealtimeEvent = {
      type: 'notification.created',
      notification: notification(1, 1),
    };
    t.innerHandlers()?.onEvent(created);
    expect(t.events).toEqual([created]);
  });

  it('when the live query breaks, the server stream carries notifications again and the stores reload', async () => {
    const t = setup();
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.client.watching).toBe(1));
    t.client.breakWatch();
    expect(t.handlers.onReady).toHaveBeenCalledTimes(1);
    const created: RealtimeEvent = {
      type: 'notification.created',
      notification: notification(1, 1),
    };
    t.innerHandlers()?.onEvent(created);
    expect(t.events).toEqual([created]);
  });

  it('deletes one document or many in one call, and hears them go', async () => {
    const t = setup();
    for (const n of [1, 2, 3]) t.client.put(MIA, nid(n), doc(n));
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.events).toHaveLength(3));
    await t.gateway.deleteNotifications?.([nid(1)]);
    await t.gateway.deleteNotifications?.([nid(2), nid(3)]);
    expect(t.client.calls.filter((call) => call.startsWith('delete'))).toEqual([
      `delete ${MIA} ${nid(1)}`,
      `delete ${MIA} ${nid(2)},${nid(3)}`,
    ]);
    expect(t.client.notifications.get(MIA)?.size).toBe(0);
    expect(t.events.slice(3)).toEqual([
      { type: 'notification.deleted', ids: [nid(1)] },
      { type: 'notification.deleted', ids: [nid(2)] },
      { type: 'notification.deleted', ids: [nid(3)] },
    ]);
  });

  it('presence false on going away and on disconnect, which also stops the query and signs out', async () => {
    const t = setup();
    t.gateway.connect(t.handlers);
    await vi.waitFor(() => expect(t.client.watching).toBe(1));
    t.gateway.goingAway();
    await Promise.resolve();
    expect(t.client.users.get(MIA)).toEqual({ isOnline: false });
    expect(t.calls).toContain('goingAway');
    await t.client.setPresence(MIA, true);
    t.gateway.disconnect();
    expect(t.client.watching).toBe(0);
    expect(t.calls.at(-1)).toBe('disconnect');
    await vi.waitFor(() => expect(t.client.calls.at(-1)).toBe('signOut'));
    expect(t.client.users.get(MIA)).toEqual({ isOnline: false });
    t.client.put(MIA, nid(1), doc(1));
    expect(t.events).toEqual([]);
  });

  it('a disconnect before the sign-in ends leaves nothing running', async () => {
    let release: (token: string) => void = () => undefined;
    const t = setup({ renew: () => new Promise((resolve) => (release = resolve)) });
    t.gateway.connect(t.handlers);
    t.gateway.disconnect();
    release(`token-for-${MIA}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.client.calls).not.toContain('signIn');
    expect(t.client.watching).toBe(0);
  });
});

describe('the notification store through the Firestore adapter', () => {
  it('opening one deletes its document and its row; Clear All deletes every document in one batch', async () => {
    const t = setup();
    for (const n of [1, 2, 3]) t.client.put(MIA, nid(n), doc(n, 'awards'));
    const deleteNotification = vi.fn(async () => ({ message: 'ok' }));
    const clearNotifications = vi.fn(async () => ({
      message: 'Notifications cleared successfully!',
    }));
    const listNotifications = vi.fn(async () => ({ data: [] }));
    const store = new RootStore(
      testPublicConfig,
      createTestApiClient({ deleteNotification, clearNotifications, listNotifications }),
    );
    store.realtime.start(t.gateway, { onUnload: () => () => undefined });
    store.user.setUser({ id: MIA, name: 'Mia', avatar: null });
    await vi.waitFor(() => expect(store.notifications.count).toBe(3));
    const first = store.notifications.items[0];
    if (!first) throw new Error('no notification');
    await store.notifications.open(first, () => undefined);
    expect(deleteNotification).toHaveBeenCalledWith(nid(1));
    expect(t.client.calls).toContain(`delete ${MIA} ${nid(1)}`);
    await store.notifications.clearAll();
    expect(t.client.calls).toContain(`delete ${MIA} ${nid(2)},${nid(3)}`);
    expect(clearNotifications).toHaveBeenCalledWith({ ids: [nid(2), nid(3)] });
    expect(store.notifications.count).toBe(0);
    expect(t.client.notifications.get(MIA)?.size).toBe(0);
  });
});
