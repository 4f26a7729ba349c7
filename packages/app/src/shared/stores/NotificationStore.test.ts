import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { Notification } from '@atlas/api/entities/realtime';
import { NOTIFICATIONS_CLEARED } from '@atlas/api/endpoints/clear-notifications';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { notificationTarget } from './NotificationStore';

const CHAT = '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c';

function notification(id: number, type: string, seconds: number, resourceId: string | null = null) {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    type,
    message: `<b>${type}</b>`,
    resourceId,
    timestamp: { seconds, nanoseconds: 0 },
  } as Notification;
}

function storeWith(api: Partial<ApiClient> = {}) {
  return new RootStore(testPublicConfig, createTestApiClient(api));
}

describe('notificationTarget (SPEC §4)', () => {
  it.each([
    ['valet_completed', '12', '/dashboard/inbox/project-submissions/12', null],
    ['valet_request', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['special_valet_decision', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['valet_inquiry', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['valet_request_accepted', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['contact_request', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['contact_request_accepted', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['chat_new_message', CHAT, `/dashboard/inbox/${CHAT}`, CHAT],
    ['contact_request', null, '/dashboard/inbox', null],
    ['special_join_promo', null, '/top-companies/promote?source=user_notification', null],
    ['awards', null, '/dashboard/awards', null],
    ['special_review_published', '41', '/dashboard/company/reviews', null],
  ])('%s (%s) opens %s', (type, resource, path, chatId) => {
    expect(notificationTarget(notification(1, type, 1, resource))).toEqual({ path, chatId });
  });

  it('leads nowhere for another special type', () => {
    expect(notificationTarget(notification(1, 'special_offer', 1))).toBeNull();
  });
});

describe('NotificationStore', () => {
  it('keeps items in ascending timestamp order as events add and remove them, each once', () => {
    const store = storeWith();
    const late = notification(1, 'awards', 300);
    const early = notification(2, 'awards', 100);
    store.notifications.apply({ type: 'notification.created', notification: late });
    store.notifications.apply({ type: 'notification.created', notification: early });
    store.notifications.apply({ type: 'notification.created', notification: early });
    expect(store.notifications.items.map((item) => item.id)).toEqual([early.id, late.id]);
    store.notifications.apply({ type: 'notification.deleted', ids: [early.id] });
    expect(store.notifications.items.map((item) => item.id)).toEqual([late.id]);
  });

  it('opens a chat notification: current chat set, navigated, then deleted', async () => {
    const deleteNotification = vi.fn(async () => ({ message: 'ok' }));
    const store = storeWith({ deleteNotification });
    const item = notification(1, 'contact_request', 1, CHAT);
    store.notifications.set([item]);
    store.ui.setOpenMenu('notifications');
    const navigate = vi.fn();
    await store.notifications.open(item, navigate);
    expect(store.chat.currentChatId).toBe(CHAT);
    expect(navigate).toHaveBeenCalledWith(`/dashboard/inbox/${CHAT}`);
    expect(deleteNotification).toHaveBeenCalledWith(item.id);
    expect(store.notifications.items).toEqual([]);
    expect(store.ui.openMenu).toBeNull();
  });

  it('clears all in one batch, closes the dropdown, says so, and ignores a second click meanwhile', async () => {
    let finish: () => void = () => {};
    const clearNotifications = vi.fn(
      () =>
        new Promise<{ message: string }>((resolve) => {
          finish = () => resolve({ message: NOTIFICATIONS_CLEARED });
        }),
    );
    const store = storeWith({ clearNotifications });
    const items = [notification(1, 'awards', 1), notification(2, 'special_join_promo', 2)];
    store.notifications.set(items);
    store.ui.setOpenMenu('notifications');
    const first = store.notifications.clearAll();
    void store.notifications.clearAll();
    expect(store.notifications.clearing).toBe(true);
    finish();
    await first;
    expect(clearNotifications).toHaveBeenCalledTimes(1);
    expect(clearNotifications.mock.calls[0]).toEqual([{ ids: items.map((item) => item.id) }]);
    expect(store.notifications.items).toEqual([]);
    expect(store.ui.openMenu).toBeNull();
    expect(store.alert.current?.message).toBe('Notifications cleared successfully!');
    expect(store.notifications.clearing).toBe(false);
  });
});

describe('ChatStore', () => {
  const conversation = {
    id: CHAT,
    subject: 'Vera and Acme',
    participants: [],
    receiver: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Vera',
      avatar: null,
      isOnline: false,
    },
    counterpart: {
      company: null,
      people: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          name: 'Vera',
          avatar: null,
          isOnline: false,
          lastMessageAt: null,
        },
      ],
    },
    valetProject: null,
    messages: [],
    nextBefore: null,
    lastReadMessageId: null,
  };

  it('adds live messages of the current chat once, follows the receiver’s presence, and resets it with the chat', () => {
    const markConversationRead = vi.fn(async () => ({ data: { lastReadMessageId: null } }));
    const store = storeWith({ markConversationRead });
    store.chat.show(conversation);
    const message = {
      id: '7',
      conversationId: CHAT,
      senderId: conversation.receiver.id,
      body: '<p>Hi</p>',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    store.chat.apply({ type: 'message.created', message });
    store.chat.apply({ type: 'message.created', message });
    store.chat.apply({
      type: 'message.created',
      message: { ...message, id: '8', conversationId: '22222222-2222-4222-8222-222222222222' },
    });
    expect(store.chat.messages.map((item) => item.id)).toEqual(['7']);
    store.chat.apply({
      type: 'presence.changed',
      userId: conversation.receiver.id,
      isOnline: true,
    });
    expect(store.chat.receiverOnline).toBe(true);
    store.chat.setCurrentChat(null);
    expect(store.chat.receiverOnline).toBe(false);
    expect(markConversationRead).toHaveBeenCalled();
  });
});
