import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { SponsoredLabelVariant } from './SponsoredLabel';
import * as stories from './SponsoredLabel.stories';

const { Outlined, Translated } = composeStories(stories);

describe('SponsoredLabel', () => {
  test.each<SponsoredLabelVariant>(['outlined', 'filled'])(
    'variant %s reads "Sponsored"',
    (variant) => {
      renderWithTheme(<Outlined variant={variant} />);
      expect(screen.getByText('Sponsored')).toBeVisible();
    },
  );

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByText('Sponsorisé')).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
