import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './NotificationList.stories';

const { Several, Clearing, OnlySpecial, Empty, Translated } = composeStories(stories);

describe('NotificationList', () => {
  test('a titled region listing every notification as a button', () => {
    renderWithTheme(<Several />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByRole('button', { name: 'Clear All' })).toBeEnabled();
  });

  test('choosing a notification reports it; Clear All reports once', async () => {
    const user = userEvent.setup();
    const onItemClick = fn();
    const onClearAll = fn();
    renderWithTheme(<Several onItemClick={onItemClick} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: /Northwind Digital sent you a message/ }));
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2' }));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  test('Clear All is disabled while a clear is pending', () => {
    renderWithTheme(<Clearing />);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  test('Clear All is hidden when every notification is special', () => {
    renderWithTheme(<OnlySpecial />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  test('says so when empty', () => {
    renderWithTheme(<Empty />);
    expect(screen.getByText('You have no notifications.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  test('translates its texts and times', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('button', { name: 'Tout effacer' })).toBeVisible();
    expect(screen.getByText('hier')).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
