import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { SiteMaskLevel } from './SiteMask';
import * as stories from './SiteMask.stories';

const { BehindMenu, Loading, Closed } = composeStories(stories);

describe('SiteMask', () => {
  test('a plain mask is hidden from assistive technology', () => {
    renderWithTheme(<BehindMenu />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a loading mask has a named spinner and reports clicks', () => {
    const onClick = fn();
    renderWithTheme(<Loading onClick={onClick} />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    fireEvent.click(spinner);
    expect(onClick).toHaveBeenCalled();
  });

  test('a closed mask shows nothing', () => {
    renderWithTheme(<Closed label="Loading" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test.each<SiteMaskLevel>(['menu', 'modal'])('level %s shows the mask', (level) => {
    renderWithTheme(<Loading level={level} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
