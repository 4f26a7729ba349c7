import { lineIconStyles } from '../internal/icons';
import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { awardsPalette, awardsTokens, defaultPalette, defaultTokens, fontFamilies } from './tokens';
import type { AtlasThemeVariant, AtlasTokens } from './tokens';
// Types `theme.atlas` (and the Atlas components' theme entries) wherever this file is compiled.
import type {} from './augmentation';

export interface AtlasThemeOptions {
  /**
   * `'default'`: the light directory look. `'awards'`: the dark, gold look of the awards pages.
   * @default 'default'
   */
  variant?: AtlasThemeVariant;
  /**
   * Theme options deep-merged over the Atlas theme once it is built, like the extra arguments of
   * MUI's `createTheme`. Use it for `components` (default props, style overrides, variants of MUI
   * and Atlas components); colours derived from the palette are not recomputed.
   */
  overrides?: ThemeOptions;
}

function atlasThemeOptions(tokens: AtlasTokens): ThemeOptions {
  const isAwards = tokens.variant === 'awards';
  const headingFont = isAwards ? fontFamilies.display : fontFamilies.sans;

  return {
    atlas: tokens,
    palette: isAwards ? awardsPalette : defaultPalette,
    spacing: 8,
    shape: { borderRadius: tokens.radius.md },
    // MUI 9 draws one consistent keyboard focus ring (primary colour, 2px, offset) on its components.
    focusVisible: true,
    typography: {
      fontFamily: fontFamilies.sans,
      htmlFontSize: 16,
      h1: {
        fontFamily: headingFont,
        fontSize: '2.5rem',
        fontWeight: 700,
        lineHeight: 1.15,
        letterSpacing: '-0.02em',
      },
      h2: {
        fontFamily: headingFont,
        fontSize: '2rem',
        fontWeight: 700,
        lineHeight: 1.2,
        letterSpacing: '-0.015em',
      },
      h3: {
        fontFamily: headingFont,
        fontSize: '1.5rem',
        fontWeight: 700,
        lineHeight: 1.25,
        letterSpacing: '-0.01em',
      },
      h4: { fontFamily: headingFont, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
      h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
      subtitle1: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
      subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.45 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.875rem', lineHeight: 1.55 },
      button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
      caption: { fontSize: '0.75rem', lineHeight: 1.5 },
      overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          ...lineIconStyles,
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: tokens.radius.md, whiteSpace: 'nowrap' },
          sizeLarge: { paddingBlock: 10 },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: { fontWeight: 600, borderRadius: tokens.radius.sm },
        },
      },
      MuiPaper: {
        // The dark scheme would otherwise lighten raised surfaces with a white overlay gradient.
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiLink: {
        styleOverrides: { root: { fontWeight: 500, textUnderlineOffset: '0.15em' } },
      },
    },
  };
}

/**
 * Builds the Agency Atlas MUI theme: palette with AA contrast, type scale, spacing (8px), shape and
 * the Atlas tokens under `theme.atlas`.
 *
 * @example
 * <ThemeProvider theme={createAtlasTheme({ variant: 'awards' })}>…</ThemeProvider>
 */
export function createAtlasTheme({
  variant = 'default',
  overrides,
}: AtlasThemeOptions = {}): Theme {
  const tokens = variant === 'awards' ? awardsTokens : defaultTokens;
  return overrides
    ? createTheme(atlasThemeOptions(tokens), overrides)
    : createTheme(atlasThemeOptions(tokens));
}
