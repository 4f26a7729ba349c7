import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { SHARE_NETWORKS, getShareUrl } from './ShareButtons';
import * as stories from './ShareButtons.stories';

const { ThreeNetworks, OneNetwork, Translated } = composeStories(stories);

describe('ShareButtons', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('a named list of three share buttons', () => {
    renderWithTheme(<ThreeNetworks />);
    const list = screen.getByRole('list', { name: 'Share' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Share on Facebook', 'Share on X (Twitter)', 'Share on LinkedIn']);
  });

  test.each(SHARE_NETWORKS)('%s opens a popup with the page title and URL', async (network) => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithTheme(<ThreeNetworks />);
    const button = screen.getAllByRole('button')[SHARE_NETWORKS.indexOf(network)];
    if (!button) throw new Error('button missing');
    await user.click(button);
    const page = {
      url: 'https://agencyatlas.example/awards-2025',
      title: 'Agency Atlas Awards 2025',
    };
    expect(open).toHaveBeenCalledWith(
      getShareUrl(network, page),
      `share-${network}`,
      expect.stringContaining('popup=yes'),
    );
    expect(getShareUrl(network, page)).toContain(encodeURIComponent(page.url));
  });

  test('the title travels where the network takes one', () => {
    const page = { url: 'https://a.example/x', title: 'Hello & welcome' };
    expect(getShareUrl('x', page)).toContain('text=Hello%20%26%20welcome');
    expect(getShareUrl('facebook', page)).toContain('quote=Hello%20%26%20welcome');
  });

  test('only the given networks', () => {
    renderWithTheme(<OneNetwork />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('list', { name: 'Partager' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Partager sur linkedin' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
