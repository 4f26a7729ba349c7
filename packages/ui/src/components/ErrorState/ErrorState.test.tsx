import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { StateSize } from './index';
import * as stories from './ErrorState.stories';

const { NotFound, SomethingMissing, ServerError, Inline } = composeStories(stories);

describe('ErrorState', () => {
  test('404 says "This page could not be found"', () => {
    renderWithTheme(<NotFound />);
    expect(screen.getByText('404')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the not-found page with its way home', () => {
    renderWithTheme(<SomethingMissing />);
    expect(screen.getByRole('heading', { name: 'Something Missing' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  test('other statuses get the generic title and the message', () => {
    renderWithTheme(<ServerError />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Unknown middleware')).toBeVisible();
  });

  test('inline errors are alerts', () => {
    renderWithTheme(<Inline />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the cities');
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test.each<StateSize>(['page', 'inline'])('size %s', (size) => {
    renderWithTheme(<NotFound size={size} />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
