import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './AwardsBanner.stories';

const { Voting, Nominees, Winners, NotClosable } = composeStories(stories);

describe('AwardsBanner', () => {
  test.each([
    ['Voting', 'Vote now!', '/awards-2025', Voting],
    ['Nominees', 'View nominees!', '/awards-2025', Nominees],
    ['Winners', 'Check out the winners!', '/awards-2024', Winners],
  ])('%s links "%s" to %s', (_name, text, href, Story) => {
    renderWithTheme(<Story />);
    const region = screen.getByRole('region', { name: 'Awards' });
    expect(within(region).getByRole('link', { name: text })).toHaveAttribute('href', href);
  });

  test('the close button reports the close', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    renderWithTheme(<Voting onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close awards banner' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('without onClose there is no close button', () => {
    renderWithTheme(<NotClosable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
