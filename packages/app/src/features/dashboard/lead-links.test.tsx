import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { RouterProvider, useParams } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { Notification } from '@atlas/api/entities/realtime';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createDashboardRoutes } from './routes';

/** Issue 33 (6): a new brief's notification opens the lead, and its conversation links back. */

const CHAT = '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c';
const PROJECT = '5d0c3b7e-8f1a-4c2d-9e3f-0a1b2c3d4e5f';
const ME = '11111111-1111-4111-8111-111111111111';
const BUYER = '22222222-2222-4222-8222-222222222222';

const leadNotification: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'valet_request',
  message: '<strong>The buyer</strong> sent Acme a project: A shop for our bakery',
  resourceId: CHAT,
  timestamp: { seconds: 1_772_442_000, nanoseconds: 0 },
};

function briefConversation(side: 'buyer' | 'company'): Conversation {
  return {
    id: CHAT,
    subject: 'A shop for our bakery — Acme',
    participants: [
      { id: BUYER, name: 'The buyer', avatar: null },
      { id: ME, name: 'Mia Member', avatar: null },
    ],
    receiver: { id: BUYER, name: 'The buyer', avatar: null, isOnline: false },
    counterpart: {
      company: null,
      people: [
        {
          id: BUYER,
          name: 'The buyer',
          avatar: null,
          isOnline: false,
          lastMessageAt: '2026-03-02T09:00:00.000Z',
        },
      ],
    },
    valetProject: { id: PROJECT, side },
    messages: [
      {
        id: '1',
        conversationId: CHAT,
        senderId: BUYER,
        body: '<p>A shop for our bakery</p>',
        createdAt: '2026-03-02T09:00:00.000Z',
      },
    ],
    nextBefore: null,
    lastReadMessageId: null,
  };
}

/** The lead page stands in for the valet feature's (its own tests cover it). */
function LeadStandIn() {
  const { id } = useParams();
  return <h1>{`The lead ${id ?? ''}`}</h1>;
}

function renderAt(path: string, api: Partial<ApiClient>) {
  const client = createTestApiClient({
    markConversationRead: async () => ({ data: { lastReadMessageId: '1' } }),
    deleteNotification: async () => ({ message: 'Deleted.' }),
    ...api,
  });
  const store = new RootStore(testPublicConfig, client);
  store.user.setUser({ id: ME, name: 'Mia Member', avatar: null });
  const routes = [
    {
      path: '/',
      errorElement: <p>Not found</p>,
      HydrateFallback: () => null,
      children: [
        ...(createDashboardRoutes({ api: client, store }).default ?? []),
        { path: 'dashboard/inbox/valet/:id', element: <LeadStandIn /> },
      ],
    },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

describe('a new brief’s notification', () => {
  it('opens the lead with its actions, not the bare conversation', async () => {
    const getConversation = vi.fn(async () => ({ data: briefConversation('company') }));
    const { store, router } = renderAt('/dashboard/notifications', { getConversation });
    store.notifications.set([leadNotification]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /sent Acme a project/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `The lead ${PROJECT}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/inbox/valet/${PROJECT}`);
    expect(getConversation).toHaveBeenCalledWith(CHAT, { limit: 1 });
    expect(store.chat.currentChatId).toBeNull();
    expect(store.notifications.items).toEqual([]);
  });

  it('opens the conversation when its brief cannot be read', async () => {
    const getConversation = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { store, router } = renderAt('/dashboard/notifications', { getConversation });
    store.notifications.set([leadNotification]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /sent Acme a project/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/inbox/${CHAT}`));
    expect(store.chat.currentChatId).toBe(CHAT);
  });
});

describe('the buyer’s decision on the quote', () => {
  it('opens the lead, where the decision shows, not the bare conversation', async () => {
    const getConversation = vi.fn(async () => ({ data: briefConversation('company') }));
    const { store, router } = renderAt('/dashboard/notifications', { getConversation });
    store.notifications.set([
      {
        ...leadNotification,
        type: 'special_valet_decision',
        message: 'The buyer accepted the quote of <strong>Acme</strong> for A shop for our bakery',
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /accepted the quote of Acme/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `The lead ${PROJECT}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/inbox/valet/${PROJECT}`);
    expect(store.notifications.items).toEqual([]);
  });
});

describe('the conversation a brief opened', () => {
  it('links the company’s members back to the brief', async () => {
    renderAt(`/dashboard/inbox/${CHAT}`, {
      getConversation: async () => ({ data: briefConversation('company') }),
    });
    expect(await screen.findByRole('link', { name: 'Open the brief' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/valet/${PROJECT}`,
    );
  });

  it('has no such link for the buyer', async () => {
    renderAt(`/dashboard/inbox/${CHAT}`, {
      getConversation: async () => ({ data: briefConversation('buyer') }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'A shop for our bakery — Acme',
    );
    expect(screen.queryByRole('link', { name: 'Open the brief' })).toBeNull();
  });
});
