import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './SlideStepper.stories';

const { Midway, FirstSlide, LastSlide, ReadOnly, Translated } = composeStories(stories);

describe('SlideStepper', () => {
  test('says where we are, with a progress bar and the current step marked', () => {
    renderWithTheme(<Midway />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(nav).getByText('Step 4 of 10: Services')).toBeVisible();
    expect(
      within(nav).getByRole('progressbar', { name: 'Step 4 of 10: Services' }),
    ).toHaveAttribute('aria-valuenow', '40');
    const current = within(nav)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Services');
    expect(within(nav).getByText('Focus (optional)')).toBeVisible();
  });

  test('completed steps are buttons back to them', async () => {
    const user = userEvent.setup();
    const onStepClick = fn();
    renderWithTheme(<Midway onStepClick={onStepClick} />);
    await user.click(screen.getByRole('button', { name: 'Description (completed)' }));
    expect(onStepClick).toHaveBeenCalledWith('description');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  test.each([
    ['FirstSlide', FirstSlide, 'Step 1 of 10: Title', '10'],
    ['LastSlide', LastSlide, 'Step 10 of 10: Contact details', '100'],
  ])('%s', (_name, Story, summary, value) => {
    renderWithTheme(<Story />);
    expect(screen.getByRole('progressbar', { name: summary })).toHaveAttribute(
      'aria-valuenow',
      value,
    );
  });

  test('read-only: no buttons', () => {
    renderWithTheme(<ReadOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('navigation', { name: 'Progression' })).toHaveTextContent(
      'Étape 4 sur 10 : Services',
    );
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
