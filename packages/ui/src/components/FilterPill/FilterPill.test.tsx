import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { FilterPillSize } from './FilterPill';
import * as stories from './FilterPill.stories';

const { Static, Removable, Toggle, ToggleSelected, Translated } = composeStories(stories);

describe('FilterPill', () => {
  test('a static pill is text, not a button', () => {
    renderWithTheme(<Static />);
    expect(screen.getByText('Poland')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a removable pill is one button named "Remove …" that removes on click', async () => {
    const user = userEvent.setup();
    const onRemove = fn();
    renderWithTheme(<Removable onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove $30 - $70' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  test('a removable pill is removed from the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = fn();
    renderWithTheme(<Removable onRemove={onRemove} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove $30 - $70' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalled();
  });

  test.each([
    ['Toggle', 'false', Toggle],
    ['ToggleSelected', 'true', ToggleSelected],
  ])('%s is a toggle button with aria-pressed=%s', async (_name, pressed, Story) => {
    const user = userEvent.setup();
    const onClick = fn();
    renderWithTheme(<Story onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Verified only' });
    expect(button).toHaveAttribute('aria-pressed', pressed);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('translates the remove label', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('button', { name: 'Retirer Pologne' })).toBeVisible();
  });

  test.each<FilterPillSize>(['small', 'medium'])('size %s keeps the label', (size) => {
    renderWithTheme(<Removable size={size} />);
    expect(screen.getByRole('button', { name: 'Remove $30 - $70' })).toHaveTextContent('$30 - $70');
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
