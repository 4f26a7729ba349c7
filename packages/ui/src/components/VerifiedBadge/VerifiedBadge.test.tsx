import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { VerifiedBadgeSize, VerifiedBadgeVariant } from './VerifiedBadge';
import * as stories from './VerifiedBadge.stories';

const { Label, IconOnly, Translated } = composeStories(stories);

describe('VerifiedBadge', () => {
  test('shows "Verified"', () => {
    renderWithTheme(<Label />);
    expect(screen.getByText('Verified')).toBeVisible();
  });

  test('the icon alone is an image named "Verified"', () => {
    renderWithTheme(<IconOnly />);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeVisible();
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByText('Vérifiée')).toBeVisible();
  });

  test.each<[VerifiedBadgeVariant, VerifiedBadgeSize]>([
    ['label', 'small'],
    ['label', 'medium'],
    ['icon', 'small'],
    ['icon', 'medium'],
  ])('variant %s, size %s says Verified', (variant, size) => {
    renderWithTheme(<Label variant={variant} size={size} />);
    expect(
      variant === 'icon'
        ? screen.getByRole('img', { name: 'Verified' })
        : screen.getByText('Verified'),
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
