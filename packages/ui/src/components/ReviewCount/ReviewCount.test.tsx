import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { ReviewCount } from './ReviewCount';
import type { ReviewCountSize } from './ReviewCount';
import * as stories from './ReviewCount.stories';

const { Many, Thousands, One, None, Linked, Translated } = composeStories(stories);

describe('ReviewCount', () => {
  test.each([
    ['Many', '128 reviews', Many],
    ['Thousands', '12,408 reviews', Thousands],
    ['One', '1 review', One],
    ['None', 'No reviews yet', None],
    ['Translated', '3 avis', Translated],
  ])('%s reads "%s"', (_name, text, Story) => {
    renderWithTheme(<Story />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('links to the reviews when given href', () => {
    renderWithTheme(<Linked />);
    expect(screen.getByRole('link', { name: '42 reviews' })).toHaveAttribute(
      'href',
      '/companies/northwind-digital#reviews',
    );
  });

  test('uses the given link component', () => {
    renderWithTheme(
      <ReviewCount
        count={5}
        href="/reviews"
        LinkComponent={({ href, children, ...rest }) => (
          <a href={`/app${href}`} data-router-link="" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '5 reviews' })).toHaveAttribute('href', '/app/reviews');
  });

  test.each<ReviewCountSize>(['small', 'medium'])(
    'size %s renders the same text and link',
    (size) => {
      renderWithTheme(<Linked size={size} />);
      expect(screen.getByRole('link', { name: '42 reviews' })).toBeVisible();
    },
  );

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
