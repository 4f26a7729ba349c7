import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { SCORE_LEVELS, scoreLevelLabels } from './ScoreLevelChip';
import * as stories from './ScoreLevelChip.stories';

const { Excellent, AllLevels, Translated } = composeStories(stories);

describe('ScoreLevelChip', () => {
  test.each(SCORE_LEVELS)('level %s shows its label and a full name', (level) => {
    renderWithTheme(<Excellent level={level} />);
    const chip = screen.getByRole('img', { name: `Profile score: ${scoreLevelLabels[level]}` });
    expect(chip).toHaveTextContent(scoreLevelLabels[level]);
  });

  test('there are eight levels', () => {
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
