import type { Theme } from '@mui/material/styles';
import { createAtlasTheme } from '@atlas/ui/theme';

type Variant = 'default' | 'awards';

const themes = new Map<Variant, Theme>();

/**
 * The app's theme of a variant, built once per process (a theme is never changed once built):
 * building one is MUI's `createTheme`, which every server render and every page load in the
 * browser repeated, twice on the awards pages (issue 14).
 */
export function appTheme(variant: Variant): Theme {
  let theme = themes.get(variant);
  if (!theme) {
    theme = createAtlasTheme({ variant });
    themes.set(variant, theme);
  }
  return theme;
}
