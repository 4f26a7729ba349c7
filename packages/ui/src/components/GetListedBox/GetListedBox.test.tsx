import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './GetListedBox.stories';

const { Default, Translated } = composeStories(stories);

describe('GetListedBox', () => {
  test('a titled region with "Get Listed" to /companies/get-listed', () => {
    renderWithTheme(<Default />);
    const region = screen.getByRole('region', { name: 'Get your agency listed' });
    expect(within(region).getByRole('link', { name: 'Get Listed' })).toHaveAttribute(
      'href',
      '/companies/get-listed',
    );
  });

  test('heading level is a prop', () => {
    renderWithTheme(<Default headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Get your agency listed' })).toBeVisible();
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('link', { name: 'Inscription' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
