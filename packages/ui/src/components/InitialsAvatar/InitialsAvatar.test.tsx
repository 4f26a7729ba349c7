import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { avatarPalette, getAvatarColor, getInitials } from './InitialsAvatar';
import type { InitialsAvatarSize, InitialsNameKind } from './InitialsAvatar';
import * as stories from './InitialsAvatar.stories';

const { Initials, SingleName, Organization, ManyNames, Decorative } = composeStories(stories);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('InitialsAvatar', () => {
  test('shows the initials, named by the full name', () => {
    renderWithTheme(<Initials />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  test('one word gives one letter', () => {
    renderWithTheme(<SingleName />);
    expect(screen.getByRole('img', { name: 'Cher' })).toHaveTextContent('C');
  });

  test.each([
    ['Ada Lovelace', 'AL'],
    ['  jean-luc   picard ', 'JP'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
  ])('getInitials(%j) is %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  test('an organisation takes the initials of its first two words', () => {
    renderWithTheme(<Organization />);
    expect(screen.getByRole('img', { name: 'Kite & Key Studio' })).toHaveTextContent('KK');
  });

  test.each<[string, InitialsNameKind, string]>([
    ['Kite & Key Studio', 'person', 'KS'],
    ['Kite & Key Studio', 'organization', 'KK'],
    ['  northwind   digital labs ', 'organization', 'ND'],
    ['3M Company', 'organization', '3C'],
    ['(Acme)', 'organization', 'A'],
    ['&', 'organization', ''],
  ])('getInitials(%j, %s) is %j', (name, kind, initials) => {
    expect(getInitials(name, kind)).toBe(initials);
  });

  test('the same name always gives the same colour, and names spread over the palette', () => {
    expect(getAvatarColor('Ada Lovelace')).toBe(getAvatarColor('Ada Lovelace'));
    expect(getAvatarColor('Ada Lovelace')).toBe(getAvatarColor(' ada lovelace '));
    const names = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Tim', 'Hedy'];
    expect(new Set(names.map((name) => getAvatarColor(name))).size).toBeGreaterThan(3);
  });

  test.each(avatarPalette)('white initials on %s are readable (≥ 4.5:1)', (colour) => {
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  test('the same name renders the same colour twice', () => {
    renderWithTheme(<ManyNames />);
    const ada = screen.getAllByRole('img', { name: 'Ada Lovelace' });
    expect(ada).toHaveLength(2);
    expect(getComputedStyle(ada[0] ?? document.body).backgroundColor).toBe(
      getComputedStyle(ada[1] ?? document.body).backgroundColor,
    );
  });

  test('a decorative avatar is hidden from assistive technology', () => {
    renderWithTheme(<Decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
  });

  test.each<InitialsAvatarSize>(['small', 'medium', 'large'])('size %s', (size) => {
    renderWithTheme(<Initials size={size} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
