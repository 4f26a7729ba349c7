import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { FilterPillSize } from '../FilterPill/FilterPill';
import * as stories from './ActiveFilterPills.stories';

const { Several, Single, Empty, WithoutClearAll, Translated } = composeStories(stories);

describe('ActiveFilterPills', () => {
  test('lists every applied filter as a removable pill in a named region', () => {
    renderWithTheme(<Several />);
    const region = screen.getByRole('region', { name: 'Active filters' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(within(region).getByRole('button', { name: 'Remove Poland' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Clear all' })).toBeVisible();
  });

  test('removing a pill reports its id and moves focus to the next pill', async () => {
    const user = userEvent.setup();
    const onRemove = fn();
    renderWithTheme(<Several onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove Web Development' }));
    expect(onRemove).toHaveBeenCalledWith('services:3');
    expect(screen.queryByRole('button', { name: 'Remove Web Development' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove $30 - $70' })).toHaveFocus();
  });

  test('"Clear all" clears everything', async () => {
    const user = userEvent.setup();
    const onClearAll = fn();
    renderWithTheme(<Several onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test.each([
    ['Single', Single],
    ['WithoutClearAll', WithoutClearAll],
  ])('%s has no clear-all button', (_name, Story) => {
    renderWithTheme(<Story />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  test('renders nothing without pills', () => {
    renderWithTheme(<Empty />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('translates its texts', () => {
    renderWithTheme(<Translated />);
    const region = screen.getByRole('region', { name: 'Filtres actifs' });
    expect(within(region).getByRole('button', { name: 'Retirer Poland' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Tout effacer' })).toBeVisible();
  });

  test.each<FilterPillSize>(['small', 'medium'])('size %s keeps every pill', (size) => {
    renderWithTheme(<Several size={size} />);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
