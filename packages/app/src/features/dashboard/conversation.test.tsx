import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ApiClient } from '@atlas/api/client';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import { ApiError } from '@atlas/api/http';
import type { RootStore } from '../../stores/RootStore';
import { renderDashboard } from './dashboard.test-utils';

const ID = '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c';
const ME = '11111111-1111-4111-8111-111111111111';
const VERA = '22222222-2222-4222-8222-222222222222';

const conversation: Conversation = {
  id: ID,
  subject: 'Vera Visitor and Acme',
  participants: [
    { id: VERA, name: 'Vera Visitor', avatar: null },
    { id: ME, name: 'Mia Member', avatar: null },
  ],
  receiver: { id: VERA, name: 'Vera Visitor', avatar: null, isOnline: false },
  counterpart: {
    company: null,
    people: [
      {
        id: VERA,
        name: 'Vera Visitor',
        avatar: null,
        isOnline: false,
        lastMessageAt: '2026-03-02T09:00:00.000Z',
      },
    ],
  },
  valetProject: null,
  messages: [
    {
      id: '1',
      conversationId: ID,
      senderId: VERA,
      body: '<p>Hello &lt;script&gt;team</p>',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  nextBefore: null,
  lastReadMessageId: null,
};

function renderAt(path: string, api: Partial<ApiClient>) {
  return renderDashboard(path, {
    markConversationRead: async () => ({ data: { lastReadMessageId: '1' } }),
    ...api,
  });
}

/**
 * The page draws its h1 from the loader, then its effect makes the conversation the current chat;
 * waiting for both keeps that second render inside the wait, however slow the machine.
 */
async function conversationShown(store: RootStore) {
  const heading = await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(store.chat.currentChatId).toBe(ID));
  return heading;
}

describe('/dashboard/ (home)', () => {
  it('shows the company’s waiting leads against the hour, unread talk, reviews and next steps', async () => {
    const getProfileCompany = vi.fn(async () => ({
      data: {
        id: 4,
        name: 'Acme',
        slug: 'acme',
        is_sponsorship_eligible: false,
        sponsorships_count: { total: 0 },
        locations: { headquarter: null },
      },
    }));
    const getCompanyOverview = vi.fn(async () => ({
      data: {
        company: { slug: 'acme', name: 'Acme', score: 512, score_level: 'good' as const },
        leads_waiting: [
          {
            id: ID,
            title: 'A shop for our bakery',
            released_at: '2026-03-02T08:00:00.000Z',
            waiting_minutes: 75,
          },
        ],
        answer_within_minutes: 60,
        unread_conversations: 2,
        reviews_awaiting_reply: 1,
        next_steps: [{ key: 'verify', label: 'Get your company verified', gain: 150 }],
      },
    }));
    const { view } = renderAt('/dashboard/', { getProfileCompany, getCompanyOverview });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(getCompanyOverview).toHaveBeenCalledWith('acme', expect.anything());
    const leads = screen.getByRole('region', { name: 'New leads' });
    expect(within(leads).getByRole('link', { name: 'A shop for our bakery' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/valet/${ID}`,
    );
    expect(within(leads).getByText(/1 past the hour/)).toBeInTheDocument();
    expect(within(leads).getByText(/waiting 1 h 15 min/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Conversations' })).getByText(
        '2 conversations have unread messages.',
      ),
    ).toBeInTheDocument();
    const rank = screen.getByRole('region', { name: 'Your rank' });
    expect(within(rank).getByText(/Profile score 512 of 1000/)).toBeInTheDocument();
    expect(
      within(rank).getByRole('link', { name: 'Get your company verified' }),
    ).toBeInTheDocument();
    expect(within(rank).getByText('(+150 points)', { exact: false })).toBeInTheDocument();
    const results = await axe.run(view.container);
    expect(results.violations).toEqual([]);
  });
});

describe('/dashboard/inbox', () => {
  it('lists the conversations with who, the last words and unread counts, live', async () => {
    const summary = {
      id: ID,
      subject: 'Vera Visitor and Acme',
      participants: conversation.participants,
      lastMessage: conversation.messages[0] ?? null,
      unread: 2,
      updatedAt: '2026-03-02T09:00:00.000Z',
    };
    const listConversations = vi.fn(async () => ({ data: [summary] }));
    const { store, view } = renderAt('/dashboard/inbox', { listConversations });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('1 conversation, 2 unread messages.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Vera Visitor and Acme, 2 unread' });
    expect(link).toHaveAttribute('href', `/dashboard/inbox/${ID}`);
    // The other side, and the message as text (its markup never runs).
    expect(screen.getByText(/^With Vera Visitor ·/)).toBeInTheDocument();
    expect(screen.getByText('Hello <script>team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matched projects' })).toHaveAttribute(
      'href',
      '/dashboard/inbox/valet',
    );
    const results = await axe.run(view.container);
    expect(results.violations).toEqual([]);
    // A new message anywhere reads the list again.
    act(() =>
      store.realtime.handle({
        type: 'message.created',
        message: {
          id: '9',
          conversationId: ID,
          senderId: VERA,
          body: '<p>New</p>',
          createdAt: '2026-03-02T09:05:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(listConversations).toHaveBeenCalledTimes(2));
  });
});

describe('/dashboard/inbox/{id}', () => {
  it('shows the conversation with one h1, the receiver’s presence, messages as text, and no axe violations', async () => {
    const { view, store } = renderAt(`/dashboard/inbox/${ID}`, {
      getConversation: async () => ({ data: conversation }),
    });
    expect(await conversationShown(store)).toHaveTextContent('Vera Visitor and Acme');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Vera Visitor is offline')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Hello <script>team')).toBeInTheDocument();
    const results = await axe.run(view.container);
    expect(results.violations).toEqual([]);
  });

  it('adds live messages and presence, and sends with the keyboard', async () => {
    const sendMessage = vi.fn(async (_id: string, body: { body: string }) => ({
      data: {
        id: '3',
        conversationId: ID,
        senderId: ME,
        body: `<p>${body.body}</p>`,
        createdAt: '2026-03-02T09:02:00.000Z',
      },
    }));
    const { store } = renderAt(`/dashboard/inbox/${ID}`, {
      getConversation: async () => ({ data: conversation }),
      sendMessage,
    });
    await conversationShown(store);
    act(() => {
      store.realtime.handle({
        type: 'message.created',
        message: {
          id: '2',
          conversationId: ID,
          senderId: VERA,
          body: '<p>Are you there?</p>',
          createdAt: '2026-03-02T09:01:00.000Z',
        },
      });
      store.realtime.handle({ type: 'presence.changed', userId: VERA, isOnline: true });
    });
    expect(screen.getByText('Are you there?')).toBeInTheDocument();
    expect(screen.getByText('Vera Visitor is online')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Your message' }));
    await user.keyboard('Yes, here');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sendMessage).toHaveBeenCalledWith(ID, { body: 'Yes, here' });
    expect(await screen.findByText('Yes, here')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('shows a company online when any of its members here is, naming who answers (issue 33)', async () => {
    const OLIVIA = '33333333-3333-4333-8333-333333333333';
    const MAX = '44444444-4444-4444-8444-444444444444';
    // The buyer's side: the owner is online and wrote; the manager never opened the thread.
    const toCompany: Conversation = {
      ...conversation,
      participants: [
        { id: ME, name: 'Mia Member', avatar: null },
        { id: MAX, name: 'Max Member', avatar: null },
        { id: OLIVIA, name: 'Olivia Owner', avatar: null },
      ],
      receiver: { id: OLIVIA, name: 'Olivia Owner', avatar: null, isOnline: true },
      counterpart: {
        company: { name: 'Acme' },
        people: [
          { id: MAX, name: 'Max Member', avatar: null, isOnline: false, lastMessageAt: null },
          {
            id: OLIVIA,
            name: 'Olivia Owner',
            avatar: null,
            isOnline: true,
            lastMessageAt: '2026-03-02T09:00:00.000Z',
          },
        ],
      },
    };
    const { store } = renderAt(`/dashboard/inbox/${ID}`, {
      getConversation: async () => ({ data: toCompany }),
    });
    await conversationShown(store);
    const presence = screen.getByTestId('receiver-presence');
    expect(presence).toHaveTextContent('Acme — Olivia Owner is online');
    expect(screen.queryByText(/Max Member is/)).toBeNull();

    // The owner leaves: the company is offline, named by who wrote last.
    act(() => store.realtime.handle({ type: 'presence.changed', userId: OLIVIA, isOnline: false }));
    expect(presence).toHaveTextContent('Acme — Olivia Owner is offline');
    // The manager comes and answers: he is the one online now.
    act(() => {
      store.realtime.handle({ type: 'presence.changed', userId: MAX, isOnline: true });
      store.realtime.handle({
        type: 'message.created',
        message: {
          id: '5',
          conversationId: ID,
          senderId: MAX,
          body: '<p>Max here.</p>',
          createdAt: '2026-03-02T09:10:00.000Z',
        },
      });
    });
    expect(presence).toHaveTextContent('Acme — Max Member is online');
  });

  it('attaches a file, shows it before sending, sends it with the message and shows its link', async () => {
    const PATH = `chat/${ID}/0123456789abcdef0123456789abcdef.pdf`;
    const uploadChatAttachment = vi.fn(async () => ({
      data: { path: PATH, name: 'brief.pdf', size: 2048, content_type: 'application/pdf' },
    }));
    const sendMessage = vi.fn(async (_id: string, body: { body: string }) => ({
      data: {
        id: '3',
        conversationId: ID,
        senderId: ME,
        body: `<p>${body.body}</p>`,
        attachments: [
          {
            name: 'brief.pdf',
            size: 2048,
            content_type: 'application/pdf',
            url: `/api/conversations/files/${PATH}`,
          },
        ],
        createdAt: '2026-03-02T09:02:00.000Z',
      },
    }));
    const { store, view } = renderAt(`/dashboard/inbox/${ID}`, {
      getConversation: async () => ({ data: conversation }),
      sendMessage,
      uploadChatAttachment,
    });
    await conversationShown(store);
    const user = userEvent.setup();
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }));
    const pending = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(pending).getByText('brief.pdf')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'The brief');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendMessage).toHaveBeenCalledWith(ID, {
      body: 'The brief',
      attachments: [{ path: PATH, name: 'brief.pdf' }],
    });
    const link = await screen.findByRole('link', { name: 'brief.pdf (2 kB)' });
    expect(link).toHaveAttribute('href', `/api/conversations/files/${PATH}`);
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('answers 404 for a conversation the person is not part of, or an id that is not one', async () => {
    const getConversation = vi.fn(async () => {
      throw new ApiError(404, 'id: no such conversation');
    });
    const statusOf = (errors: Record<string, unknown> | null) =>
      Object.values(errors ?? {}).map((error) =>
        typeof error === 'object' && error !== null && 'status' in error ? error.status : null,
      );
    const { router, view } = renderAt(`/dashboard/inbox/${ID}`, { getConversation });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(statusOf(router.state.errors)).toEqual([404]);
    view.unmount();
    const { router: other } = renderAt('/dashboard/inbox/not-an-id', { getConversation });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(statusOf(other.state.errors)).toEqual([404]);
    expect(getConversation).toHaveBeenCalledTimes(1);
  });
});
