import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { Top10BadgePosition } from './Top10Badge';
import * as stories from './Top10Badge.stories';

const { Expanded, Collapsed, WithCity } = composeStories(stories);

describe('Top10Badge', () => {
  test('a TOP 10 region with a "Check now" link to the promote page', () => {
    renderWithTheme(<Expanded />);
    const region = screen.getByRole('complementary', { name: 'TOP 10' });
    expect(within(region).getByRole('heading', { name: 'TOP 10' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Check now' })).toHaveAttribute(
      'href',
      '/top-companies/promote',
    );
  });

  test('collapses and expands', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = fn();
    renderWithTheme(<Expanded onCollapsedChange={onCollapsedChange} />);
    await user.click(screen.getByRole('button', { name: 'Hide TOP 10 offer' }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('link', { name: 'Check now' })).not.toBeInTheDocument();
    const expand = screen.getByRole('button', { name: 'Show TOP 10 offer' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('link', { name: 'Check now' })).toBeVisible();
  });

  test('can start collapsed, or be held collapsed by the app', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Collapsed collapsed />);
    await user.click(screen.getByRole('button', { name: 'Show TOP 10 offer' }));
    expect(screen.getByRole('button', { name: 'Show TOP 10 offer' })).toBeVisible();
  });

  test('shows the given message', () => {
    renderWithTheme(<WithCity />);
    expect(screen.getByText('Get Northwind Digital into the TOP 10 of Kraków.')).toBeVisible();
  });

  test.each<Top10BadgePosition>(['fixed', 'static'])('position %s', (position) => {
    renderWithTheme(<Expanded position={position} />);
    expect(screen.getByRole('complementary', { name: 'TOP 10' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
