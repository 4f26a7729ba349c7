import type { PaletteOptions } from '@mui/material/styles';

/** The two looks of Agency Atlas: the directory itself, and the dark, gold "awards" pages. */
export type AtlasThemeVariant = 'default' | 'awards';

/**
 * Design tokens MUI's theme has no slot for. They live under `theme.atlas` so components and apps
 * read them the same way they read `theme.palette`.
 */
export interface AtlasTokens {
  /** Which Atlas look this theme is. */
  variant: AtlasThemeVariant;
  /** Corner radii in px, from chips (`sm`) to cards (`lg`); `pill` makes fully rounded ends. */
  radius: { sm: number; md: number; lg: number; pill: number };
  /** Star colours. `filled` keeps at least 3:1 against the paper colour (WCAG 1.4.11). */
  rating: { filled: string; empty: string };
  /** Categorical colours for charts such as the services bar, used in this order. */
  chart: readonly string[];
  /** Resting and hovered shadow of cards. */
  elevation: { card: string; cardHover: string };
}

const radius: AtlasTokens['radius'] = { sm: 6, md: 10, lg: 16, pill: 999 };

/** Atlas blue: 6.7:1 on white, so it carries text and focus rings as well as fills. */
export const atlasBlue = '#1B4FD6';

export const defaultTokens: AtlasTokens = {
  variant: 'default',
  radius,
  rating: { filled: '#D97706', empty: '#CBD5E1' },
  chart: ['#1B4FD6', '#0F766E', '#7C3AED', '#DB2777', '#EA580C', '#64748B'],
  elevation: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    cardHover: '0 4px 12px rgba(15, 23, 42, 0.10), 0 2px 4px rgba(15, 23, 42, 0.06)',
  },
};

export const awardsTokens: AtlasTokens = {
  variant: 'awards',
  radius,
  rating: { filled: '#F2C14E', empty: 'rgba(255, 255, 255, 0.22)' },
  chart: ['#F2C14E', '#8AB4FF', '#5EEAD4', '#F9A8D4', '#FDBA74', '#CBD5E1'],
  elevation: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 0 0 1px rgba(242, 193, 78, 0.08)',
    cardHover: '0 8px 24px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(242, 193, 78, 0.24)',
  },
};

// Every text/background pair below meets WCAG AA (4.5:1); ratios are noted where they are close.
export const defaultPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: atlasBlue, light: '#4C7BF0', dark: '#143BA3', contrastText: '#FFFFFF' },
  secondary: { main: '#0F766E', light: '#14B8A6', dark: '#115E59', contrastText: '#FFFFFF' }, // 5.5:1
  success: { main: '#15803D', contrastText: '#FFFFFF' }, // 5.0:1
  warning: { main: '#B45309', contrastText: '#FFFFFF' }, // 5.0:1
  error: { main: '#B91C1C', contrastText: '#FFFFFF' },
  info: { main: '#0369A1', contrastText: '#FFFFFF' },
  text: { primary: '#0F172A', secondary: '#475569', disabled: 'rgba(15, 23, 42, 0.42)' },
  background: { default: '#F6F7FB', paper: '#FFFFFF' },
  divider: '#E2E8F0',
};

export const awardsPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#F2C14E', light: '#F7D684', dark: '#C99A2E', contrastText: '#1A1405' },
  secondary: { main: '#8AB4FF', light: '#B5D0FF', dark: '#5A8BE0', contrastText: '#0A0F1F' },
  success: { main: '#4ADE80', contrastText: '#05230F' },
  warning: { main: '#FBBF24', contrastText: '#1A1405' },
  error: { main: '#F87171', contrastText: '#2A0707' },
  info: { main: '#7DD3FC', contrastText: '#04202E' },
  text: { primary: '#F5F7FB', secondary: '#A9B4CC', disabled: 'rgba(245, 247, 251, 0.45)' },
  background: { default: '#0A0F1F', paper: '#121A2F' },
  divider: 'rgba(255, 255, 255, 0.12)',
};

/** System fonts only: the kit must render offline and ship no font files. */
export const fontFamilies = {
  sans: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
};
