import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { Icon, assertIconViewBox, isIconViewBox } from './Icon';
import type { IconSize, IconViewBox } from './Icon';
import * as stories from './Icon.stories';

const { Named, Decorative, CustomViewBox } = composeStories(stories);

describe('Icon', () => {
  test('with a title it is an image with that name', () => {
    renderWithTheme(<Named />);
    expect(screen.getByRole('img', { name: 'Saved' })).toHaveAttribute('viewBox', '0 0 24 24');
  });

  test('without a title it is hidden decoration', () => {
    renderWithTheme(<Decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('takes a custom viewBox', () => {
    renderWithTheme(<CustomViewBox />);
    expect(screen.getByRole('img', { name: 'Location' })).toHaveAttribute('viewBox', '0 0 48 48');
  });

  test.each(['0 0 24 24', '-1 -1 26 26', '0 0 12.5 .5'])('"%s" is a valid viewBox', (value) => {
    expect(isIconViewBox(value)).toBe(true);
  });

  test.each(['0 0 24', '0,0,24,24', '0  0 24 24', ' 0 0 24 24', 'a b c d', '0 0 24 24 1', ''])(
    '"%s" is rejected with a clear error',
    (value) => {
      expect(() => assertIconViewBox(value)).toThrow(
        /^Icon: viewBox must be four space-separated numbers/,
      );
    },
  );

  test('a bad viewBox is a type error for literals and throws when rendered', () => {
    expectTypeOf<'0 0 24 24'>().toExtend<IconViewBox>();
    expectTypeOf<'0 0 24'>().not.toExtend<IconViewBox>();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        // @ts-expect-error -- proves the type error: three numbers are not a viewBox.
        render(<Icon viewBox="0 0 24">{null}</Icon>),
      ).toThrow('Icon: viewBox must be four space-separated numbers');
    } finally {
      consoleError.mockRestore();
    }
  });

  test.each<IconSize>(['small', 'medium', 'large', 'inherit'])('size %s', (size) => {
    renderWithTheme(<Named size={size} />);
    expect(screen.getByRole('img', { name: 'Saved' })).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
