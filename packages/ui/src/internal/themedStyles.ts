import { css, type SerializedStyles } from '@emotion/react';
import type { CSSInterpolation, CSSObject, SxProps, Theme } from '@mui/material/styles';

/** MUI's `variants`: styles applied when the owner state matches their `props`. */
type Variants = readonly { props: unknown; style: unknown }[] | undefined;

/** What a theme may say of a component: MUI's `styleOverrides` and `variants`, by slot. */
interface ThemeComponentEntry {
  styleOverrides?: Record<string, unknown> | undefined;
  variants?: Variants;
}

type StyleOf<OwnerState> =
  CSSInterpolation | ((props: { theme: Theme; ownerState: OwnerState }) => CSSInterpolation);

function resolve<OwnerState>(style: unknown, theme: Theme, ownerState: OwnerState) {
  const value = typeof style === 'function' ? style({ theme, ownerState, ...ownerState }) : style;
  return value as CSSInterpolation;
}

function matches<OwnerState extends object>(props: unknown, ownerState: OwnerState): boolean {
  if (typeof props === 'function') return Boolean(props({ ownerState, ...ownerState }));
  if (props === null || typeof props !== 'object') return false;
  const state = ownerState as Record<string, unknown>;
  return Object.entries(props).every(([key, value]) => state[key] === value);
}

/** The styles of the MUI `variants` that match this owner state, in order. */
function matchingVariants<OwnerState extends object>(
  variants: Variants,
  theme: Theme,
  ownerState: OwnerState,
): CSSInterpolation[] {
  return (variants ?? [])
    .filter((variant) => matches(variant.props, ownerState))
    .map((variant) => resolve(variant.style as StyleOf<OwnerState>, theme, ownerState));
}

/**
 * What the theme says of component `name` for this owner state, in the order MUI's
 * `styled({ name })` applies it after the component's own styles: the root's `styleOverrides`,
 * every other part's under `& .{that part's class}`, then the theme's `variants` that match.
 */
function themeStyles<OwnerState extends object>(
  theme: Theme,
  name: string,
  classes: Readonly<Record<string, string>>,
  ownerState: OwnerState,
): CSSInterpolation[] {
  const entry = (theme.components as Record<string, ThemeComponentEntry | undefined> | undefined)?.[
    name
  ];
  if (!entry) return [];
  const overrides = entry.styleOverrides ?? {};
  const parts: CSSObject = {};
  for (const [slot, style] of Object.entries(overrides)) {
    const part = classes[slot];
    if (slot !== 'root' && part !== undefined)
      parts[`& .${part}`] = resolve(style as StyleOf<OwnerState>, theme, ownerState) as CSSObject;
  }
  return [
    resolve(overrides.root as StyleOf<OwnerState>, theme, ownerState),
    parts,
    ...matchingVariants(entry.variants, theme, ownerState),
  ];
}

/**
 * A component's own styles with MUI's `variants` list resolved for this owner state, as
 * `styled()` resolves it: the base, then each matching variant's style in order.
 */
function ownStyles<OwnerState extends object>(
  built: CSSInterpolation,
  theme: Theme,
  ownerState: OwnerState,
): CSSInterpolation[] {
  if (built === null || typeof built !== 'object' || Array.isArray(built) || !('variants' in built))
    return [built];
  const { variants, ...base } = built as CSSObject & { variants?: Variants };
  return [base, ...matchingVariants(variants, theme, ownerState)];
}

/**
 * Styles of a component drawn many times on a page (a listing's twenty cards), built and
 * serialized once per theme and owner state instead of once per element.
 *
 * `styled()` serializes and hashes an element's whole style on every render, even when every
 * element of a kind has the same: for a listing's cards that was 115 kB of CSS hashed per server
 * render (issue 14). The returned function gives emotion's `css` prop an already serialized
 * style, which emotion inserts once and otherwise only looks up.
 *
 * `build` gets the theme and an owner state that takes few values (`{ variant }`) and may answer
 * MUI's `variants` list beside the base styles, matched against that owner state; the theme's
 * `styleOverrides` and `variants` for `name` are added as `styled({ name })` adds them, with
 * `classes` naming the parts (`& .AtlasCompanyCard-name`). The cache key is `key(ownerState)`.
 */
export function themedStyles<OwnerState extends object>(options: {
  name: string;
  classes: object;
  key: (ownerState: OwnerState) => string;
  build: (theme: Theme, ownerState: OwnerState) => CSSInterpolation;
}): (theme: Theme, ownerState: OwnerState) => SerializedStyles {
  const byTheme = new WeakMap<Theme, Map<string, SerializedStyles>>();
  return (theme, ownerState) => {
    let forTheme = byTheme.get(theme);
    if (!forTheme) {
      forTheme = new Map();
      byTheme.set(theme, forTheme);
    }
    const key = options.key(ownerState);
    let serialized = forTheme.get(key);
    if (!serialized) {
      serialized = css([
        ...ownStyles(options.build(theme, ownerState), theme, ownerState),
        ...themeStyles(
          theme,
          options.name,
          options.classes as Readonly<Record<string, string>>,
          ownerState,
        ),
      ] as Parameters<typeof css>[0]);
      forTheme.set(key, serialized);
    }
    return serialized;
  };
}

/**
 * The `css` prop of an element styled by `themedStyles`, with the `sx` it was given: the kept
 * styles alone when there is none (a lookup for emotion), both when there is.
 */
export function withSx(
  styles: SerializedStyles,
  theme: Theme,
  sx: SxProps<Theme> | undefined,
): SerializedStyles | [SerializedStyles, CSSInterpolation] {
  return sx === undefined ? styles : [styles, theme.unstable_sx(sx) as CSSInterpolation];
}
