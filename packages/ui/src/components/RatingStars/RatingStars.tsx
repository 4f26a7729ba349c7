import type * as React from 'react';
import Rating, { ratingClasses } from '@mui/material/Rating';
import { jsx as emotionJsx } from '@emotion/react';
import { styled, useTheme, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { StarIcon } from '../../internal/StarIcon';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { ratingStarsClasses } from './ratingStarsClasses';
import { memoTheme } from '../../internal/memoTheme';
import { themedStyles, withSx } from '../../internal/themedStyles';

const NAME = 'AtlasRatingStars';
const MAX_RATING = 5;

export type RatingStarsSize = 'small' | 'medium' | 'large';

export interface RatingStarsProps extends Omit<
  React.HTMLAttributes<HTMLSpanElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /**
   * The rating, from 0 to 5. On display the stars round to the nearest half; the number and the
   * accessible name keep one decimal. `null` means "not rated yet" (input mode: nothing chosen).
   */
  value: number | null;
  /**
   * Turns the stars into an input: a radio group of whole stars, operated with the arrow keys or
   * a click. Called with the chosen number of stars, or `null` when the chosen star is clicked
   * again to clear it. Without it the stars are a read-only picture.
   */
  onChange?: ((value: number | null) => void) | undefined;
  /**
   * Shows the number beside the stars, e.g. "4.5" (display mode only). It is hidden from assistive
   * technology, which already hears the accessible name.
   * @default false
   */
  showValue?: boolean | undefined;
  /**
   * Star size; the number scales with it.
   * @default 'medium'
   */
  size?: RatingStarsSize | undefined;
  /**
   * Accessible name of the radio group in input mode, e.g. "Your rating". Ignored when
   * `aria-labelledby` is given.
   * @default 'Rating'
   */
  label?: string | undefined;
  /**
   * Accessible name of the stars in display mode.
   * @default value => `Rated ${value} out of 5` (or "Not rated yet" for `null`)
   */
  getValueText?: ((value: number | null) => string) | undefined;
  /**
   * Accessible name of each star in input mode.
   * @default stars => `${stars} star` / `${stars} stars`
   */
  getStarLabel?: ((stars: number) => string) | undefined;
  /**
   * `name` of the radio inputs in input mode; generated when absent.
   */
  name?: string | undefined;
  /**
   * Disables the input mode.
   * @default false
   */
  disabled?: boolean | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
  /** Ref to the root element. */
  ref?: React.Ref<HTMLSpanElement> | undefined;
}

interface RatingStarsOwnerState {
  size: RatingStarsSize;
  interactive: boolean;
}

const RatingStarsRoot = styled('span', { name: NAME, slot: 'root' })<{
  ownerState: RatingStarsOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    verticalAlign: 'middle',
    lineHeight: 1,
    variants: [
      { props: { size: 'small' }, style: { gap: theme.spacing(0.5) } },
      { props: { size: 'large' }, style: { gap: theme.spacing(1) } },
    ],
  })),
);

const RatingStarsStars = styled(Rating, { name: NAME, slot: 'stars' })(
  memoTheme(({ theme }) => {
    const { rating } = getAtlasTokens(theme);
    return {
      color: rating.filled,
      [`& .${ratingClasses.iconEmpty}`]: { color: rating.empty },
      [`& .${ratingClasses.iconHover}`]: { color: rating.filled },
      // A ring on the star whose radio has keyboard focus; MUI only scales it, which is easy to miss.
      [`& label:has(+ input:focus-visible) .${ratingClasses.icon}`]: {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: 1,
        borderRadius: 4,
      },
    };
  }),
);

/** The kit's star (internal/StarIcon) as a mask image: the picture's five stars are one element. */
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M12 2L14.62 9L22.08 9.32L16.23 13.98L18.23 21.18L12 17.05L5.77 21.18L7.77 13.98L1.92 9.32L9.38 9Z' stroke='black' stroke-width='1.5' stroke-linejoin='round'/></svg>",
)}")`;

/** The star sizes of MUI's Rating, which the input mode uses, so both modes look alike. */
const STAR_SIZE: Record<RatingStarsSize, string> = {
  small: '1.125rem',
  medium: '1.5rem',
  large: '1.875rem',
};

/**
 * The read-only stars: one element, five stars wide, painted filled up to the rating and empty
 * after it through a star-shaped mask. A listing shows a rating per company; drawn as MUI's Rating
 * (a span, two half icons, their SVGs and paths per star) they were a quarter of its elements.
 *
 * The read-only rating's styles, its parts' included, on its root: a listing draws twenty, and
 * three styled elements each were serialized and hashed again for every one of them (issue 14).
 * Serialized once per theme and size (`themedStyles`), with the theme's overrides of each part.
 */
const pictureStyles = themedStyles<RatingStarsOwnerState>({
  name: NAME,
  classes: ratingStarsClasses,
  key: (ownerState) => ownerState.size,
  build: (theme) => {
    const { rating } = getAtlasTokens(theme);
    const mask = `${STAR_MASK} 0 0 / var(--AtlasRatingStars-size) var(--AtlasRatingStars-size) repeat-x`;
    const stars = `& .${ratingStarsClasses.stars}`;
    const value = `& .${ratingStarsClasses.value}`;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      verticalAlign: 'middle',
      lineHeight: 1,
      [stars]: {
        '--AtlasRatingStars-size': STAR_SIZE.medium,
        display: 'inline-block',
        flexShrink: 0,
        width: 'calc(5 * var(--AtlasRatingStars-size))',
        height: 'var(--AtlasRatingStars-size)',
        background: `linear-gradient(90deg, ${rating.filled} var(--AtlasRatingStars-fill), ${rating.empty} 0)`,
        WebkitMask: mask,
        mask,
        // High-contrast modes replace colours: keep the two, or the picture would be one block.
        forcedColorAdjust: 'none',
      },
      [value]: {
        ...theme.typography.body1,
        fontWeight: 700,
        lineHeight: 1,
        color: theme.palette.text.primary,
        fontVariantNumeric: 'tabular-nums',
      },
      variants: [
        {
          props: { size: 'small' },
          style: {
            gap: theme.spacing(0.5),
            [stars]: { '--AtlasRatingStars-size': STAR_SIZE.small },
            [value]: { fontSize: theme.typography.body2.fontSize },
          },
        },
        {
          props: { size: 'large' },
          style: {
            gap: theme.spacing(1),
            [stars]: { '--AtlasRatingStars-size': STAR_SIZE.large },
            [value]: { fontSize: '1.25rem' },
          },
        },
      ],
    };
  },
});

function defaultValueText(value: number | null): string {
  return value === null ? 'Not rated yet' : `Rated ${formatRating(value)} out of ${MAX_RATING}`;
}

function defaultStarLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** One decimal, trailing ".0" dropped in prose ("Rated 4 out of 5", "Rated 4.5 out of 5"). */
function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function clampRating(value: number | null): number | null {
  return value === null ? null : Math.min(MAX_RATING, Math.max(0, value));
}

/**
 * Star rating on a 0–5 scale: a read-only picture with half stars (optionally with the number),
 * or, given `onChange`, a keyboard-operable input of whole stars.
 */
export function RatingStars(inProps: RatingStarsProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    value: valueProp,
    onChange,
    showValue = false,
    size = 'medium',
    label = 'Rating',
    getValueText = defaultValueText,
    getStarLabel = defaultStarLabel,
    name,
    disabled = false,
    className,
    ref,
    sx,
    ...other
  } = props;
  const theme = useTheme();

  const value = clampRating(valueProp);
  const interactive = onChange !== undefined;
  const ownerState: RatingStarsOwnerState = { size, interactive };
  const icon = <StarIcon fontSize="inherit" />;

  if (interactive) {
    return (
      <RatingStarsRoot
        ref={ref}
        role="radiogroup"
        aria-label={other['aria-labelledby'] ? undefined : label}
        className={classNames(ratingStarsClasses.root, className)}
        ownerState={ownerState}
        sx={sx}
        {...other}
      >
        <RatingStarsStars
          className={ratingStarsClasses.stars}
          name={name}
          value={value}
          max={MAX_RATING}
          precision={1}
          size={size}
          disabled={disabled}
          icon={icon}
          emptyIcon={icon}
          getLabelText={getStarLabel}
          onChange={(_event, newValue) => onChange(newValue)}
        />
      </RatingStarsRoot>
    );
  }

  const picture = (
    <>
      <span
        role="img"
        aria-label={getValueText(value)}
        className={ratingStarsClasses.stars}
        // Rounded to the nearest half star, as the input's precision would.
        style={
          {
            '--AtlasRatingStars-fill': `${((Math.round((value ?? 0) * 2) / 2) * 100) / MAX_RATING}%`,
          } as React.CSSProperties
        }
      />
      {showValue && value !== null ? (
        <span className={ratingStarsClasses.value} aria-hidden>
          {value.toFixed(1)}
        </span>
      ) : null}
    </>
  );
  const styles = pictureStyles(theme, ownerState);
  return emotionJsx(
    'span',
    {
      ...other,
      ref,
      className: classNames(ratingStarsClasses.root, className),
      css: withSx(styles, theme, sx),
    },
    picture,
  );
}
