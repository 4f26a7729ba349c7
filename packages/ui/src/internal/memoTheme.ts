import type { CSSInterpolation, Theme } from '@mui/material/styles';
import { unstable_memoTheme } from '@mui/material/utils';

/** A `styled()` style function that reads only the theme. */
type ThemeStyle = (props: { theme: Theme }) => CSSInterpolation;

/**
 * Wraps a `styled()` style function that reads nothing but the theme, so its styles are built and
 * serialized once per theme instead of once per element drawn. MUI's own components do the same
 * with this helper. Without it a listing page built and serialized about 350 kB of CSS per server
 * render: each of its twenty cards, star rows and service bars again (issue 14).
 *
 * Only for functions of `{ theme }`: anything else a function reads (`ownerState`, other props) is
 * not passed to it. Styles that depend on props go in the returned object's `variants`, which
 * are still matched per element.
 */
export const memoTheme: (style: ThemeStyle) => ThemeStyle = unstable_memoTheme;
