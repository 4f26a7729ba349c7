import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { StateSize } from './index';
import * as stories from './EmptyState.stories';

const { Inline, WithIconAndAction, Page, TitleOnly } = composeStories(stories);

describe('EmptyState', () => {
  test('shows a heading and what to do', () => {
    renderWithTheme(<Inline />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'No companies match your filters' }),
    ).toBeVisible();
    expect(screen.getByText('Try removing a filter or two, or search a wider area.')).toBeVisible();
  });

  test('shows its actions', () => {
    renderWithTheme(<WithIconAndAction />);
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  });

  test('a page state can be the page heading', () => {
    renderWithTheme(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'No saved searches yet' })).toBeVisible();
  });

  test('title only', () => {
    renderWithTheme(<TitleOnly />);
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  });

  test.each<StateSize>(['page', 'inline'])('size %s', (size) => {
    renderWithTheme(<Inline size={size} />);
    expect(screen.getByRole('heading', { name: 'No companies match your filters' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
