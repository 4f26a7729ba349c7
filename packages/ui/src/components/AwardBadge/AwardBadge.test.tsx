import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { AwardBadgeSize, AwardStatus } from './AwardBadge';

const SOME_EDITIONS = [2021, 2025];
import * as stories from './AwardBadge.stories';

const { Winner, WithoutService, EditionsAndSizes, Translated } = composeStories(stories);

describe('AwardBadge', () => {
  test('is one image named with edition, status and service', () => {
    renderWithTheme(<Winner />);
    const badge = screen.getByRole('img', {
      name: 'Agency Atlas Awards 2025 Winner: Web Development',
    });
    expect(badge).toHaveTextContent('Winner');
    expect(badge).toHaveTextContent('2025');
  });

  test.each(
    SOME_EDITIONS.flatMap((edition) =>
      (['winner', 'nominee'] as const).flatMap((status) =>
        (['small', 'medium', 'large'] as const).map(
          (size): [number, AwardStatus, AwardBadgeSize] => [edition, status, size],
        ),
      ),
    ),
  )('edition %i, %s, %s', (edition, status, size) => {
    const label = status === 'winner' ? 'Winner' : 'Nominee';
    renderWithTheme(
      <Winner edition={edition === 2021 ? 2021 : 2025} status={status} size={size} />,
    );
    expect(
      screen.getByRole('img', { name: new RegExp(`${label}: Web Development$`) }),
    ).toBeVisible();
  });

  test('without a service', () => {
    renderWithTheme(<WithoutService />);
    expect(screen.getByRole('img', { name: 'Agency Atlas Awards 2021 Winner' })).toBeVisible();
  });

  test('shows every edition', () => {
    renderWithTheme(<EditionsAndSizes />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(
      screen.getByRole('img', { name: 'Prix Agency Atlas 2025 Lauréat: Développement web' }),
    ).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
