import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './FilterTabs.stories';

const { Collapsed, Expanded, WithActions, SliderTab, Translated } = composeStories(stories);

describe('FilterTabs', () => {
  test('collapsed: a named tab list, no tab selected and no panel', () => {
    renderWithTheme(<Collapsed />);
    const list = screen.getByRole('tablist', { name: 'Filters' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    for (const tab of within(list).getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-selected', 'false');
    }
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  test('opening a tab expands its panel; clicking it again collapses', async () => {
    const user = userEvent.setup();
    const onTabChange = fn();
    renderWithTheme(<Collapsed onTabChange={onTabChange} />);
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(onTabChange).toHaveBeenLastCalledWith('services');
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Services' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Services' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(onTabChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument());
  });

  test('switching tabs swaps the content', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Expanded />);
    expect(screen.getByRole('tab', { name: 'Location (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Founding year' }));
    expect(screen.getByRole('slider', { name: 'Founding year from' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Countries' })).not.toBeInTheDocument();
  });

  test('Close and Escape collapse the panel', async () => {
    const user = userEvent.setup();
    const onTabChange = fn();
    renderWithTheme(<WithActions onTabChange={onTabChange} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onTabChange).toHaveBeenLastCalledWith(null);

    await user.click(screen.getByRole('tab', { name: 'Location (1)' }));
    await user.click(screen.getByRole('checkbox', { name: /Ukraine/ }));
    await user.keyboard('{Escape}');
    expect(onTabChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('tab', { name: 'Location (1)' })).toHaveFocus();
  });

  test('can be controlled', async () => {
    const user = userEvent.setup();
    const onTabChange = fn();
    renderWithTheme(<SliderTab currentTab="location" onTabChange={onTabChange} />);
    expect(screen.getByRole('tabpanel', { name: 'Location (1)' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(onTabChange).toHaveBeenLastCalledWith('services');
    // Controlled: nothing changes until the owner passes the new tab.
    expect(screen.getByRole('tab', { name: 'Location (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('translates its texts', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('tablist', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
