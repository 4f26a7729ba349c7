import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { formatNotificationCount, NotificationBadge } from './NotificationBadge';
import * as stories from './NotificationBadge.stories';

const { Few, NinetyNine, Capped, None, Expanded, Translated } = composeStories(stories);

describe('NotificationBadge', () => {
  test.each([
    ['Few', 'Notifications, 5 new', '5', Few],
    ['NinetyNine', 'Notifications, 99 new', '99', NinetyNine],
    ['Capped', 'Notifications, 99+ new', '99+', Capped],
  ])('%s is a button named "%s" showing %s', (_name, label, shown, Story) => {
    renderWithTheme(<Story />);
    expect(screen.getByRole('button', { name: label })).toHaveTextContent(shown);
  });

  test.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('formatNotificationCount(%i) is %s', (count, text) => {
    expect(formatNotificationCount(count)).toBe(text);
  });

  test('no bubble without notifications', () => {
    renderWithTheme(<None />);
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  test('keeps no old number once the last notification goes', () => {
    const { rerender } = renderWithTheme(<NotificationBadge count={3} />);
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toHaveTextContent('3');
    rerender(<NotificationBadge count={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  test('reports clicks and its expanded state', async () => {
    const user = userEvent.setup();
    const onClick = fn();
    renderWithTheme(<Expanded onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Notifications, 5 new' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  test('translates its name', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('button', { name: 'Notifications, 5 nouvelles' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
