import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ClockIcon, LINE_ICON_CLASS } from './icons';

describe('line icons', () => {
  test('are plain decorative SVGs sized by the theme baseline, as MUI draws its icons', () => {
    const { container } = renderWithTheme(
      <>
        <ClockIcon data-testid="medium" />
        <ClockIcon data-testid="small" fontSize="small" className="extra" />
      </>,
    );
    const medium = screen.getByTestId('medium');
    const small = screen.getByTestId('small');
    expect(medium.tagName.toLowerCase()).toBe('svg');
    expect(medium).toHaveAttribute('aria-hidden', 'true');
    expect(medium).toHaveStyle({ width: '1em', height: '1em', fontSize: '1.5rem' });
    expect(small).toHaveClass(LINE_ICON_CLASS, `${LINE_ICON_CLASS}-small`, 'extra');
    expect(small).toHaveStyle({ fontSize: '1.25rem' });
    // No styled component (and no class of its own) per icon.
    expect(container.querySelectorAll('svg[class*="css-"]')).toHaveLength(0);
  });

  test('are announced when named', () => {
    renderWithTheme(<ClockIcon aria-label="Reply time" />);
    expect(screen.getByRole('img', { name: 'Reply time' })).not.toHaveAttribute('aria-hidden');
  });
});
