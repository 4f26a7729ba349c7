import { describe, expect, test, vi } from 'vitest';
import type { Theme } from '@mui/material/styles';
import { createAtlasTheme } from '../theme';
import { themedStyles } from './themedStyles';

interface OwnerState {
  variant: 'plain' | 'loud';
}

const classes = { root: 'Thing-root', label: 'Thing-label' };

function thingStyles(build = vi.fn((theme: Theme) => ({ color: theme.palette.primary.main }))) {
  return {
    build,
    styles: themedStyles<OwnerState>({
      name: 'AtlasThing',
      classes,
      key: (ownerState) => ownerState.variant,
      build: (theme) => ({
        ...build(theme),
        [`& .${classes.label}`]: { fontWeight: 400 },
        variants: [{ props: { variant: 'loud' }, style: { fontWeight: 800 } }],
      }),
    }),
  };
}

describe('themedStyles', () => {
  test('builds and serializes once per theme and owner state', () => {
    const { build, styles } = thingStyles();
    const theme = createAtlasTheme();
    const first = styles(theme, { variant: 'plain' });
    expect(styles(theme, { variant: 'plain' })).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    const loud = styles(theme, { variant: 'loud' });
    expect(loud).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
    // Another theme is another entry.
    expect(styles(createAtlasTheme({ variant: 'awards' }), { variant: 'plain' })).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });

  test('applies the variants that match the owner state, and no `variants` property', () => {
    const { styles } = thingStyles();
    const theme = createAtlasTheme();
    expect(styles(theme, { variant: 'plain' }).styles).not.toContain('font-weight:800');
    expect(styles(theme, { variant: 'loud' }).styles).toContain('font-weight:800');
    expect(styles(theme, { variant: 'loud' }).styles).not.toContain('variants');
  });

  test("adds the theme's overrides after its own styles, parts nested, then the theme's variants", () => {
    const { styles } = thingStyles();
    const theme = createAtlasTheme();
    (theme.components as Record<string, unknown>).AtlasThing = {
      styleOverrides: {
        root: { letterSpacing: '1px' },
        label: ({ ownerState }: { ownerState: OwnerState }) => ({
          fontWeight: ownerState.variant === 'loud' ? 900 : 500,
        }),
      },
      variants: [{ props: { variant: 'plain' }, style: { textTransform: 'uppercase' } }],
    };
    const plain = styles(theme, { variant: 'plain' }).styles;
    expect(plain).toContain('letter-spacing:1px');
    expect(plain).toContain('text-transform:uppercase');
    // The label's own weight first, the theme's after it (the later rule wins).
    expect(plain.indexOf('font-weight:400')).toBeLessThan(plain.indexOf('font-weight:500'));
    expect(plain.indexOf('letter-spacing:1px')).toBeLessThan(
      plain.indexOf('text-transform:uppercase'),
    );
    const loud = styles(theme, { variant: 'loud' }).styles;
    expect(loud).toContain('.Thing-label{font-weight:900;}');
    expect(loud).not.toContain('text-transform');
  });
});
