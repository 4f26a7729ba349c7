import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { reviewFilterClasses } from './reviewFilterClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasReviewFilter';

/** One threshold of the filter and its text, e.g. `{ value: 4, label: '4 stars and up' }`. */
export interface ReviewFilterOption {
  value: number;
  label: string;
}

export interface ReviewFilterProps {
  /** The group's title, e.g. "Reviews" or "Rating". */
  title: string;
  /** The thresholds on offer besides "all", in order (the app passes its domain's list). */
  options: readonly ReviewFilterOption[];
  /** The chosen threshold, or `null` for "all". */
  value: number | null;
  /** Called with the chosen threshold, or `null` for "all". */
  onChange: (value: number | null) => void;
  /**
   * Text of the "no filter" choice.
   * @default 'All'
   */
  allLabel?: string | undefined;
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

const ReviewFilterTitle = styled('legend', { name: NAME, slot: 'title' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.subtitle2,
    padding: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.primary,
  })),
);

const ReviewFilterOptions = styled(RadioGroup, { name: NAME, slot: 'options' })({});

const ALL = 'all';

/** A listing's review-count or rating filter: "All" and each threshold as radio buttons. */
export function ReviewFilter(inProps: ReviewFilterProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { title, options, value, onChange, allLabel = 'All', className, sx } = props;
  const name = React.useId();

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
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </ReviewFilterOptions>
    </ReviewFilterRoot>
  );
}
