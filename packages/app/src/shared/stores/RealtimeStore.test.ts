import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@atlas/api/client';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import type { RealtimeGateway, RealtimeHandlers } from '../realtime/RealtimeGateway';

function fakeGateway() {
  const calls: string[] = [];
  let handlers: RealtimeHandlers | null = null;
  const gateway: RealtimeGateway = {
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
  return { gateway, calls, handlers: () => handlers };
}

describe('RealtimeStore', () => {
  it('connects while someone is signed in, loads on ready, routes events, says going away on unload', async () => {
    const listNotifications = vi.fn(async () => ({
      data: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          type: 'awards' as const,
          message: 'Hi',
          resourceId: null,
          timestamp: { seconds: 1, nanoseconds: 0 },
        },
      ],
    }));
    const store = new RootStore(testPublicConfig, createTestApiClient({ listNotifications }));
    const { gateway, calls, handlers } = fakeGateway();
    let unload: () => void = () => {};
    const stop = store.realtime.start(gateway, {
      onUnload: (listener) => {
        unload = listener;
        return () => undefined;
      },
    });
    expect(calls).toEqual(['disconnect']);
    store.user.setUser({ id: 'u1', name: 'Mia', avatar: null });
    expect(calls).toEqual(['disconnect', 'disconnect', 'connect']);

    handlers()?.onState('open');
    expect(store.realtime.live).toBe(true);
    handlers()?.onReady();
    await vi.waitFor(() => expect(store.notifications.count).toBe(1));
    handlers()?.onEvent({
      type: 'notification.deleted',
      ids: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(store.notifications.count).toBe(0);

    unload();
    expect(calls.at(-1)).toBe('goingAway');
    store.user.logout();
    expect(calls.at(-1)).toBe('disconnect');
    stop();
  });
});
