import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { SortSelectSize } from './SortSelect';
import * as stories from './SortSelect.stories';

const { ByRating, ByHourlyRateDescending, SomeOrders, Translated } = composeStories(stories);

describe('SortSelect', () => {
  test('offers the given orders with their labels, in order', () => {
    renderWithTheme(<ByRating />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Verified',
      'Awards',
      'Profile Score',
      'Rating',
      'Company Name (A to Z)',
      'Company Name (Z to A)',
      'Hourly Rate (lowest first)',
      'Hourly Rate (highest first)',
    ]);
    expect(select).toHaveDisplayValue('Rating');
  });

  test('arrow keys move the shown choice without reporting it; Enter reports it', () => {
    const onChange = fn();
    renderWithTheme(<ByRating onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    // What a browser does for ArrowDown on a closed native select: the next option, a change.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'name:asc' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveDisplayValue('Company Name (A to Z)');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
  });

  test('a choice stepped to with the keyboard is reported when the field loses focus', () => {
    const onChange = fn();
    renderWithTheme(<ByRating onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'score:desc' } });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(select);
    expect(onChange).toHaveBeenLastCalledWith({ key: 'score', direction: 'desc' });
  });

  test('choosing reports the key and direction', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    renderWithTheme(<ByHourlyRateDescending onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveDisplayValue('Hourly Rate (highest first)');
    await user.selectOptions(select, 'Company Name (Z to A)');
    expect(onChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    await user.selectOptions(select, 'Awards');
    expect(onChange).toHaveBeenLastCalledWith({ key: 'awards', direction: 'desc' });
  });

  test('offers only the given orders', () => {
    renderWithTheme(<SomeOrders />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  test('translates its texts', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Note');
    expect(screen.getByRole('option', { name: 'Nom (Z–A)' })).toBeInTheDocument();
  });

  test.each<SortSelectSize>(['small', 'medium'])('size %s keeps the labelled field', (size) => {
    renderWithTheme(<ByRating size={size} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
