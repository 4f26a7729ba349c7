import type { CSSInterpolation, CSSObject } from '@mui/material/styles';

/**
 * An `overridesResolver` for a component styled from its root alone (its parts are plain
 * elements with their classes, styled by nested selectors): the theme's `styleOverrides` of the
 * root apply to the root, and those of every other part under `& .{that part's class}`, so a
 * theme styles the parts exactly as if each were a styled component of its own.
 */
export function partOverrides<Key extends string>(
  classes: Readonly<Record<Key | 'root', string>>,
): (props: unknown, styles: Record<string, CSSInterpolation>) => CSSInterpolation {
  const parts = (Object.keys(classes) as (Key | 'root')[]).filter((key) => key !== 'root');
  return (_props, styles) => [
    styles.root,
    Object.fromEntries(
      parts
        .filter((key) => styles[key] !== undefined)
        .map((key) => [`& .${classes[key]}`, styles[key]]),
    ) as CSSObject,
  ];
}
