import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { htmlToPlainText } from '../../internal/sanitizeHtml';
import { formatRelativeTime, notificationIconKind, NotificationItem } from './NotificationItem';
import { STORY_NOW, sampleNotifications } from '../../test/notifications';
import * as stories from './NotificationItem.stories';

const { Valet, ChatMessage, Awards, UnsafeMessage, ReadOnly } = composeStories(stories);

const ago = (seconds: number) => ({
  seconds: Math.floor(STORY_NOW / 1000) - seconds,
  nanoseconds: 0,
});

describe('NotificationItem', () => {
  test('is a button with the sanitised message and relative time', async () => {
    const user = userEvent.setup();
    const onClick = fn();
    renderWithTheme(<Valet onClick={onClick} />);
    const button = await screen.findByRole('button', {
      name: 'Your project Mobile banking app has been submitted. now',
    });
    expect(screen.getByText('Mobile banking app').tagName).toBe('B');
    expect(screen.getByText('now')).toHaveAttribute('datetime', '2025-03-10T11:59:30.250Z');
    await user.click(button);
    expect(onClick).toHaveBeenCalledWith(sampleNotifications[0]);
  });

  test.each([
    ['ChatMessage', '5 minutes ago', ChatMessage],
    ['Awards', 'yesterday', Awards],
  ])('%s shows "%s"', (_name, time, Story) => {
    renderWithTheme(<Story />);
    expect(screen.getByText(time)).toBeVisible();
  });

  test('removes scripts, handlers and links from the message', async () => {
    renderWithTheme(<UnsafeMessage />);
    const friend = await screen.findByText('friend');
    const message = friend.parentElement;
    expect(message?.innerHTML).toBe('Hello there <b>friend</b>');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('server rendering shows plain text, never the raw HTML', () => {
    const item = sampleNotifications[0];
    if (!item) throw new Error('fixture missing');
    const html = renderToString(
      <NotificationItem
        notification={{ ...item, message: 'Hi <img src=x onerror="alert(1)"> <b>there</b>' }}
        now={STORY_NOW}
      />,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hi  there');
  });

  test('without onClick it is not a button', () => {
    renderWithTheme(<ReadOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test.each([
    ['valet_completed', 'inbox'],
    ['valet_request', 'inbox'],
    ['valet_request_accepted', 'inbox'],
    ['valet_inquiry', 'inbox'],
    ['contact_request', 'chat'],
    ['contact_request_accepted', 'chat'],
    ['chat_new_message', 'chat'],
    ['awards', 'awards'],
    ['special_join_promo', 'special'],
    ['special_anything_new', 'special'],
    ['unknown', 'general'],
  ])('type %s shows the %s icon', (type, kind) => {
    expect(notificationIconKind(type)).toBe(kind);
  });

  test.each([
    [ago(10), 'now'],
    [ago(90), '1 minute ago'],
    [ago(2 * 3600), '2 hours ago'],
    [ago(3 * 24 * 3600), '3 days ago'],
    [ago(15 * 24 * 3600), '2 weeks ago'],
    [ago(400 * 24 * 3600), 'last year'],
  ])('formatRelativeTime(%j) is %s', (timestamp, text) => {
    expect(formatRelativeTime(timestamp, STORY_NOW)).toBe(text);
  });

  test('htmlToPlainText strips tags and decodes entities', () => {
    expect(htmlToPlainText('<b>A &amp; B</b> &lt;3')).toBe('A & B <3');
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
