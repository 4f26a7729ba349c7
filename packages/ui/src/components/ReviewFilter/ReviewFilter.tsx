import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { reviewFilterClasses } from './reviewFilterClasses';

const NAME = 'AtlasReviewFilter';

/** The review-count filter's thresholds (SPEC §3), besides "all". */
export const REVIEW_COUNT_FILTER_VALUES = [1, 3, 5, 10, 20] as const;
/** The rating filter's thresholds (SPEC §3), besides "all". */
export const RATING_FILTER_VALUES = [5, 4, 3, 2, 1] as const;

/** `'reviewsCount'`: "N+ reviews". `'rating'`: "5 stars only", "N stars and up". */
export type ReviewFilterKind = 'reviewsCount' | 'rating';

/** "1+ reviews", "20+ reviews". */
export function reviewCountFilterLabel(minimum: number): string {
  return `${minimum}+ reviews`;
}

/** "5 stars only", "4 stars and up", "1 star and up". */
export function ratingFilterLabel(stars: number): string {
  if (stars >= 5) return '5 stars only';
  return `${stars} ${stars === 1 ? 'star' : 'stars'} and up`;
}

export interface ReviewFilterProps {
  /** Which of the two filters this is. */
  kind: ReviewFilterKind;
  /** The chosen threshold, or `null` for "all". */
  value: number | null;
  /** Called with the chosen threshold, or `null` for "all". */
  onChange: (value: number | null) => void;
  /**
   * The group's title.
   * @default 'Reviews' (reviewsCount) / 'Rating' (rating)
   */
  title?: string | undefined;
  /**
   * Text of the "no filter" choice.
   * @default 'All'
   */
  allLabel?: string | undefined;
  /**
   * Text of each threshold; override it to translate.
   * @default reviewCountFilterLabel / ratingFilterLabel
   */
  getOptionLabel?: ((value: number, kind: ReviewFilterKind) => string) | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

const ReviewFilterRoot = styled('fieldset', { name: NAME, slot: 'root' })({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

const ReviewFilterTitle = styled('legend', { name: NAME, slot: 'title' })(({ theme }) => ({
  ...theme.typography.subtitle2,
  padding: 0,
  marginBottom: theme.spacing(1),
  color: theme.palette.text.primary,
}));

const ReviewFilterOptions = styled(RadioGroup, { name: NAME, slot: 'options' })({});

const defaultOptionLabel = (value: number, kind: ReviewFilterKind) =>
  kind === 'rating' ? ratingFilterLabel(value) : reviewCountFilterLabel(value);

const ALL = 'all';

/** The review-count or rating filter of a listing: "All" and each threshold as radio buttons. */
export function ReviewFilter(inProps: ReviewFilterProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    kind,
    value,
    onChange,
    title = kind === 'rating' ? 'Rating' : 'Reviews',
    allLabel = 'All',
    getOptionLabel = defaultOptionLabel,
    className,
    sx,
  } = props;
  const name = React.useId();
  const thresholds: readonly number[] =
    kind === 'rating' ? RATING_FILTER_VALUES : REVIEW_COUNT_FILTER_VALUES;

  return (
    <ReviewFilterRoot className={classNames(reviewFilterClasses.root, className)} sx={sx}>
      <ReviewFilterTitle className={reviewFilterClasses.title}>{title}</ReviewFilterTitle>
      <ReviewFilterOptions
        className={reviewFilterClasses.options}
        name={name}
        value={value === null ? ALL : String(value)}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === ALL ? null : Number(next));
        }}
      >
        <FormControlLabel value={ALL} control={<Radio size="small" />} label={allLabel} />
        {thresholds.map((threshold) => (
          <FormControlLabel
            key={threshold}
            value={String(threshold)}
            control={<Radio size="small" />}
            label={getOptionLabel(threshold, kind)}
          />
        ))}
      </ReviewFilterOptions>
    </ReviewFilterRoot>
  );
}
