import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { MegaMenuVariant } from './MegaMenu';
import * as stories from './MegaMenu.stories';

const { Columns, ServicesTabs, WithoutAction, GroupedLinks } = composeStories(stories);

describe('MegaMenu', () => {
  test('labels groups of links apart: countries and cities', () => {
    renderWithTheme(<GroupedLinks />);
    const europe = screen.getByRole('region', { name: 'Europe' });
    const labels = within(europe).getAllByRole('heading', { level: 3 });
    expect(labels.map((label) => label.textContent)).toEqual(['Countries', 'Cities']);
    const lists = within(europe).getAllByRole('list');
    expect(within(lists[0] ?? europe).getByRole('link', { name: 'Poland' })).toBeVisible();
    expect(
      within(lists[1] ?? europe)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kraków', 'Lviv']);
  });

  test('columns: a named landmark with a titled region of links per section', () => {
    renderWithTheme(<Columns />);
    const nav = screen.getByRole('navigation', { name: 'Companies' });
    const europe = within(nav).getByRole('region', { name: 'Europe' });
    expect(within(europe).getByRole('link', { name: 'Kraków' })).toHaveAttribute(
      'href',
      '/companies/krak-w',
    );
    expect(within(europe).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/countries',
    );
    expect(within(nav).getAllByRole('region')).toHaveLength(4);
    expect(
      within(nav).getByRole('link', { name: 'Discover All Agencies in the World' }),
    ).toHaveAttribute('href', '/companies');
  });

  test('tabs: one group of services at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ServicesTabs />);
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(within(nav).getAllByRole('tab')).toHaveLength(4);
    expect(within(nav).getByRole('tabpanel')).toHaveAccessibleName('Web & Software Development');
    expect(within(nav).getByRole('link', { name: 'Web Development' })).toBeVisible();
    await user.click(within(nav).getByRole('tab', { name: 'Design' }));
    expect(within(nav).getByRole('link', { name: 'UX/UI Design' })).toHaveAttribute(
      'href',
      '/companies/ux-ui-design',
    );
    expect(within(nav).queryByRole('link', { name: 'Web Development' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Discover All Services' })).toBeVisible();
  });

  test('given an id, names its parts from it, so its HTML is the same wherever it is drawn', () => {
    const { container } = renderWithTheme(<ServicesTabs id="services-menu" />);
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('id', 'services-menu-tab-0');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'services-menu-panel');
    renderWithTheme(<Columns id="companies-menu" />);
    const titled = container.ownerDocument.querySelector('#companies-menu-title-0');
    expect(titled?.tagName).toBe('H2');
    // No id React made up for itself.
    expect(container.ownerDocument.body.innerHTML).not.toMatch(/id="[^"]*[«_]r/i);
  });

  test('the action is optional', () => {
    renderWithTheme(<WithoutAction />);
    expect(
      screen.queryByRole('link', { name: 'Discover All Agencies in the World' }),
    ).not.toBeInTheDocument();
  });

  test.each<MegaMenuVariant>(['columns', 'tabs'])('variant %s links every entry', (variant) => {
    renderWithTheme(<Columns variant={variant} />);
    expect(screen.getByRole('link', { name: 'Poland' })).toHaveAttribute(
      'href',
      '/companies/poland',
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
