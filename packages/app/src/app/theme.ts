import { THEME_ID, type Theme } from '@mui/material/styles';
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

const scopes = new Map<Variant, Partial<Theme>>();

/**
 * What the app gives MUI's `ThemeProvider`: the theme of a variant under MUI's own key, one object
 * per process. Given a theme itself, the provider spreads it into a new object on every mount, so
 * each server render handed every styled component a theme it had not seen, and every cache MUI
 * keeps per theme (each component's serialized styles, `memoTheme`) was built again for every
 * page (issue 14). Scoped, components read the theme object that `appTheme` built, unchanged.
 */
export function appThemeScope(variant: Variant): Partial<Theme> {
  let scope = scopes.get(variant);
  if (!scope) {
    // MUI's documented theme scoping; its types name only the unscoped form.
    scope = { [THEME_ID]: appTheme(variant) } as Partial<Theme>;
    scopes.set(variant, scope);
  }
  return scope;
}
