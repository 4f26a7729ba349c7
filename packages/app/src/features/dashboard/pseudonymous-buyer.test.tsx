import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import { DASHBOARD_TEST_USER, renderDashboard } from './dashboard.test-utils';

const ID = '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c';
const PROJECT = '5d0c7a51-3a0e-4c55-8f3e-2f4b6f0a9c11';
const ME = DASHBOARD_TEST_USER.id;
/** What the server calls the buyer in this conversation (issue 34): not an account's id. */
const BUYER = '9a3e51c2-77d4-8b10-a6f2-0c1d2e3f4a5b';

/** A brief's conversation as a member of the company it was released to sees it. */
const lead: Conversation = {
  id: ID,
  subject: 'A shop for our tea house — Acme',
  participants: [
    { id: BUYER, name: 'The buyer', avatar: null },
    { id: ME, name: DASHBOARD_TEST_USER.name, avatar: null },
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
        presenceHidden: true,
      },
    ],
  },
  valetProject: { id: PROJECT, side: 'company' },
  messages: [
    {
      id: '1',
      conversationId: ID,
      senderId: BUYER,
      body: '<p>A shop for our tea house</p>',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
    {
      id: '2',
      conversationId: ID,
      senderId: ME,
      body: '<p>When would you like to start?</p>',
      createdAt: '2026-03-02T09:01:00.000Z',
    },
  ],
  nextBefore: null,
  lastReadMessageId: '2',
};

/** The caption of the message whose text is `text`: who wrote it, and when. */
function captionOf(text: string): string {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`no message "${text}"`);
  return within(item).getByText(/·/).textContent ?? '';
}

describe('a brief’s conversation, to the company, with a pseudonymous buyer (issue 34)', () => {
  it('tells the buyer’s messages from the member’s own, live, and claims no presence', async () => {
    const markConversationRead = vi.fn(async () => ({ data: { lastReadMessageId: '3' } }));
    const sendMessage = vi.fn(async (_id: string, body: { body: string }) => ({
      data: {
        id: '4',
        conversationId: ID,
        senderId: ME,
        body: `<p>${body.body}</p>`,
        createdAt: '2026-03-02T09:03:00.000Z',
      },
    }));
    const { store } = renderDashboard(`/dashboard/inbox/${ID}`, {
      getConversation: async () => ({ data: lead }),
      markConversationRead,
      sendMessage,
    });
    await screen.findByRole('heading', { level: 1, name: lead.subject });
    await waitFor(() => expect(store.chat.currentChatId).toBe(ID));
    expect(captionOf('A shop for our tea house')).toMatch(/^The buyer · /);
    expect(captionOf('When would you like to start?')).toMatch(/^You · /);
    // Neither "online" nor "offline": the company is not shown the buyer's presence.
    expect(screen.queryByTestId('receiver-presence')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the brief' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/valet/${PROJECT}`,
    );

    const reads = markConversationRead.mock.calls.length;
    act(() =>
      store.realtime.handle({
        type: 'message.created',
        message: {
          id: '3',
          conversationId: ID,
          senderId: BUYER,
          body: '<p>In May, if you can.</p>',
          createdAt: '2026-03-02T09:02:00.000Z',
        },
      }),
    );
    expect(captionOf('In May, if you can.')).toMatch(/^The buyer · /);
    // A message from the other side is read as it arrives.
    await waitFor(() => expect(markConversationRead).toHaveBeenCalledTimes(reads + 1));
    expect(store.chat.counterpart?.people[0]?.lastMessageAt).toBe('2026-03-02T09:02:00.000Z');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'May works.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendMessage).toHaveBeenCalledWith(ID, { body: 'May works.' });
    expect(await screen.findByText('May works.')).toBeInTheDocument();
    expect(captionOf('May works.')).toMatch(/^You · /);
    expect(markConversationRead).toHaveBeenCalledTimes(reads + 1);
  });
});
