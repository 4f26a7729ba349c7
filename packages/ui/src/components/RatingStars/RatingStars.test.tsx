import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { RatingStars } from './RatingStars';
import type { RatingStarsSize } from './RatingStars';
import * as stories from './RatingStars.stories';

const { Display, WithValue, WholeStars, NotRated, Input, InputEmpty, InputDisabled } =
  composeStories(stories);

describe('RatingStars', () => {
  test('is a picture named after the rating', () => {
    renderWithTheme(<Display />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  test('is one element painted up to the rating, rounded to the nearest half star', () => {
    renderWithTheme(<RatingStars value={4.3} />);
    const picture = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect(picture.children).toHaveLength(0);
    expect(picture.style.getPropertyValue('--AtlasRatingStars-fill')).toBe('90%');
  });

  test.each([
    [0, '0%'],
    [2.74, '50%'],
    [2.75, '60%'],
    [7, '100%'],
  ])('paints a rating of %s as %s of the stars', (value, fill) => {
    renderWithTheme(<RatingStars value={value} />);
    expect(screen.getByRole('img').style.getPropertyValue('--AtlasRatingStars-fill')).toBe(fill);
  });

  test('shows the number with one decimal when asked', () => {
    renderWithTheme(<WithValue />);
    expect(screen.getByText('4.8')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  test('keeps whole ratings short in words and exact in figures', () => {
    renderWithTheme(<WholeStars />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
  });

  test('clamps values outside 0..5', () => {
    renderWithTheme(<RatingStars value={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  test('says when there is no rating yet, and shows no number', () => {
    renderWithTheme(<NotRated />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).not.toBeInTheDocument();
  });

  test('takes a translated accessible name', () => {
    renderWithTheme(<Display getValueText={(value) => `Note ${value} sur 5`} />);
    expect(screen.getByRole('img', { name: 'Note 4.5 sur 5' })).toBeInTheDocument();
  });

  test('input mode is a named radio group of whole stars', () => {
    renderWithTheme(<Input />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  test('input mode works with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Input onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  // Pointer clicks are left to Storybook: MUI reads the hovered star from layout, which jsdom lacks.
  test('input mode starts from nothing chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<InputEmpty onChange={onChange} />);

    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: /stars?$/, checked: true })).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  });

  test('a disabled input cannot be changed', () => {
    renderWithTheme(<InputDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  test.each<RatingStarsSize>(['small', 'medium', 'large'])(
    'size %s keeps its name and number',
    (size) => {
      renderWithTheme(<WithValue size={size} />);
      expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
      expect(screen.getByText('4.8')).toBeInTheDocument();
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
