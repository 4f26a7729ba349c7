import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { ValetBannerImage } from './ValetBanner';
import * as stories from './ValetBanner.stories';

const { Default, Minimal, Translated } = composeStories(stories);

const TITLE = 'Submit your project and get free quotes in 1-hour';

describe('ValetBanner', () => {
  test('a region titled with the valet offer, linking "Start now!" to the submission', () => {
    renderWithTheme(<Default />);
    const region = screen.getByRole('region', { name: TITLE });
    expect(within(region).getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Start now!' })).toHaveAttribute(
      'href',
      '/project-submission',
    );
  });

  test('the minimal banner says "Get 5 Free Quotes"', () => {
    renderWithTheme(<Minimal />);
    expect(screen.getByRole('link', { name: 'Get 5 Free Quotes' })).toBeVisible();
  });

  test.each<ValetBannerImage>([1, 2, 3])('image %i is decoration only', (image) => {
    renderWithTheme(<Default image={image} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now!' })).toBeVisible();
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('link', { name: 'Commencer' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
