import * as React from 'react';
import { jsx as emotionJsx } from '@emotion/react';
import { useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { visuallyHidden } from '../../internal/visuallyHidden';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { servicesBreakdownClasses } from './servicesBreakdownClasses';
import { themedStyles, withSx } from '../../internal/themedStyles';

const NAME = 'AtlasServicesBreakdown';

/** One service line and its share of the company's work. */
export interface ServicesBreakdownItem {
  /** The service's name, e.g. "Web Development". */
  name: string;
  /** Its share of the work, 0–100. */
  percentage: number;
}

/** `'bar'`: one stacked bar with a legend. `'chart'`: a labelled horizontal bar per service. */
export type ServicesBreakdownVariant = 'bar' | 'chart';

export interface ServicesBreakdownProps {
  /** The services, drawn in the given order; those at 0% are left out. */
  services: readonly ServicesBreakdownItem[];
  /**
   * How to draw them.
   * @default 'bar'
   */
  variant?: ServicesBreakdownVariant | undefined;
  /**
   * The caption above the drawing.
   * @default 'Service focus'
   */
  title?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ServicesBreakdownOwnerState {
  variant: ServicesBreakdownVariant;
}

const c = servicesBreakdownClasses;

/**
 * Every part's styles, on the root only: the parts are plain elements with their classes (a
 * listing draws one of these in each of twenty cards; a styled component per part and per
 * service made hydrating them slow on a phone, issue 14). The theme's overrides of a part still
 * apply, nested the same way. Serialized once per theme and variant (`themedStyles`).
 */
const breakdownStyles = themedStyles<ServicesBreakdownOwnerState>({
  name: NAME,
  classes: servicesBreakdownClasses,
  key: (ownerState) => ownerState.variant,
  build: (theme) => {
    const pill = getAtlasTokens(theme).radius.pill;
    return {
      margin: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      minWidth: 0,
      [`& .${c.title}`]: { ...theme.typography.caption, color: theme.palette.text.secondary },
      [`& .${c.list}`]: { margin: 0, padding: 0, listStyle: 'none' },
      [`& .${c.legend}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: theme.spacing(2),
        rowGap: theme.spacing(0.5),
        ...theme.typography.caption,
        color: theme.palette.text.secondary,
        '& > span': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75) },
        '& i': { width: 8, height: 8, borderRadius: '50%', flex: 'none' },
        '& b': { color: theme.palette.text.primary, fontWeight: 600 },
      },
      [`& .${c.visuallyHidden}`]: visuallyHidden,
      variants: [
        {
          props: { variant: 'bar' },
          style: {
            [`& .${c.list}`]: {
              display: 'flex',
              height: 10,
              overflow: 'hidden',
              borderRadius: pill,
              backgroundColor: theme.palette.action.hover,
              // A hairline between segments so neighbouring colours never blur into one.
              '& > li + li': { boxShadow: `-2px 0 0 ${theme.palette.background.paper}` },
            },
          },
        },
        {
          props: { variant: 'chart' },
          style: {
            [`& .${c.list}`]: {
              display: 'flex',
              flexDirection: 'column',
              gap: theme.spacing(1.25),
            },
            [`& .${c.item}`]: {
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              rowGap: theme.spacing(0.5),
              ...theme.typography.body2,
              '& > b': { fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
            },
            [`& .${c.track}`]: {
              gridColumn: '1 / -1',
              height: 8,
              borderRadius: pill,
              backgroundColor: theme.palette.action.hover,
              overflow: 'hidden',
              '& > span': { display: 'block', height: '100%', borderRadius: 'inherit' },
            },
          },
        },
      ],
    };
  },
});

function clampPercentage(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * A company's services by share of work: one stacked bar with a legend, or a small horizontal bar
 * chart. Each service is a list item whose text ("Web Development 40%") screen readers read.
 */
export function ServicesBreakdown(inProps: ServicesBreakdownProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { services, variant = 'bar', title = 'Service focus', className, sx } = props;
  const theme = useTheme();
  const { chart } = getAtlasTokens(theme);
  const titleId = React.useId();
  const ownerState: ServicesBreakdownOwnerState = { variant };
  const shown = services.filter((service) => service.percentage > 0);
  if (shown.length === 0) return null;
  const colour = (index: number) => chart[index % chart.length];
  const percent = (service: ServicesBreakdownItem) =>
    Math.round(clampPercentage(service.percentage));

  const content = (
    <>
      <figcaption id={titleId} className={c.title}>
        {title}
      </figcaption>
      <ul aria-labelledby={titleId} className={c.list}>
        {shown.map((service, index) => {
          const text = `${service.name} ${percent(service)}%`;
          return variant === 'bar' ? (
            <li
              key={`${index}-${service.name}`}
              className={c.item}
              aria-label={text}
              title={text}
              style={{
                width: `${clampPercentage(service.percentage)}%`,
                backgroundColor: colour(index),
              }}
            >
              <span className={c.visuallyHidden}>{text}</span>
            </li>
          ) : (
            <li key={`${index}-${service.name}`} className={c.item}>
              <span>{service.name}</span> <b>{percent(service)}%</b>
              <span className={c.track} aria-hidden>
                <span
                  style={{
                    width: `${clampPercentage(service.percentage)}%`,
                    backgroundColor: colour(index),
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {variant === 'bar' ? (
        // The same facts as the list above, for eyes; screen readers already have the list.
        <div aria-hidden className={c.legend}>
          {shown.map((service, index) => (
            <span key={`${index}-${service.name}`}>
              <i style={{ backgroundColor: colour(index) }} />
              {service.name} <b>{percent(service)}%</b>
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
  const styles = breakdownStyles(theme, ownerState);
  return emotionJsx(
    'figure',
    {
      'aria-labelledby': titleId,
      className: classNames(c.root, className),
      css: withSx(styles, theme, sx),
    },
    content,
  );
}
