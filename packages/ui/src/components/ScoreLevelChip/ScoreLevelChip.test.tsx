import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './ScoreLevelChip.stories';

const { Excellent, AllLevels, Translated } = composeStories(stories);

describe('ScoreLevelChip', () => {
  test.each(['Excellent', 'Very poor'])('shows the label %s and a full name', (label) => {
    renderWithTheme(<Excellent label={label} />);
    const chip = screen.getByRole('img', { name: `Profile score: ${label}` });
    expect(chip).toHaveTextContent(label);
  });

  test('draws each level given', () => {
    renderWithTheme(<AllLevels />);
    expect(screen.getAllByRole('img')).toHaveLength(8);
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('img', { name: 'Score du profil: Bon' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
