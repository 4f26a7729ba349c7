import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './ReviewFilter.stories';

const { ReviewCount, ReviewCountChosen, Rating, RatingChosen, Translated } =
  composeStories(stories);

describe('ReviewFilter', () => {
  test.each([
    [
      'ReviewCount',
      ReviewCount,
      'Reviews',
      ['All', '1+ reviews', '3+ reviews', '5+ reviews', '10+ reviews', '20+ reviews'],
    ],
    [
      'Rating',
      Rating,
      'Rating',
      [
        'All',
        '5 stars only',
        '4 stars and up',
        '3 stars and up',
        '2 stars and up',
        '1 star and up',
      ],
    ],
  ])('%s offers the given options in a named group', (_name, Story, title, labels) => {
    renderWithTheme(<Story />);
    const group = screen.getByRole('group', { name: title });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(labels);
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  test.each([
    ['ReviewCountChosen', ReviewCountChosen, '5+ reviews'],
    ['RatingChosen', RatingChosen, '4 stars and up'],
  ])('%s shows the chosen threshold', (_name, Story, label) => {
    renderWithTheme(<Story />);
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
  });

  test('choosing reports a number, and "All" reports null', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    renderWithTheme(<RatingChosen onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '5 stars only' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('translates its texts', () => {
    renderWithTheme(<Translated />);
    const group = screen.getByRole('group', { name: 'Note' });
    expect(within(group).getByRole('radio', { name: '3 étoiles et plus' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Toutes' })).toBeChecked();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
