import * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { countdownClasses } from './countdownClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasCountdown';

/** Whole days, hours, minutes and seconds left. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the milliseconds left into days, hours, minutes and seconds (never negative). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export type CountdownSize = 'small' | 'medium';

export interface CountdownProps {
  /** When the phase ends: a `Date`, ms since the epoch or an ISO string. */
  end: Date | number | string;
  /**
   * The clock, in ms since the epoch; inject one in tests or to follow server time.
   * @default Date.now
   */
  now?: (() => number) | undefined;
  /**
   * Milliseconds between two updates.
   * @default 1000
   */
  tick?: number | undefined;
  /**
   * Shown while the countdown runs.
   * @default 'Voting Phase'
   */
  label?: string | undefined;
  /**
   * Shown once the end has passed.
   * @default 'Voting Phase has ended! Winners will be announced soon!'
   */
  expiredText?: string | undefined;
  /** Called once when the countdown reaches the end while shown. */
  onExpire?: (() => void) | undefined;
  /**
   * Names of the units; override them to translate.
   * @default { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }
   */
  unitLabels?: Record<keyof CountdownParts, string> | undefined;
  /**
   * Size: `small` fits the awards header.
   * @default 'medium'
   */
  size?: CountdownSize | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface CountdownOwnerState {
  size: CountdownSize;
}

const CountdownRoot = styled('div', { name: NAME, slot: 'root' })<{
  ownerState: CountdownOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing(1),
    color: theme.palette.text.primary,
    variants: [
      { props: { size: 'small' }, style: { fontSize: 12 } },
      { props: { size: 'medium' }, style: { fontSize: 16 } },
    ],
  })),
);

const CountdownLabel = styled('span', { name: NAME, slot: 'label' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.overline,
    fontSize: '0.8em',
    color: theme.palette.primary.main,
  })),
);

const CountdownUnits = styled('span', { name: NAME, slot: 'units' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    gap: theme.spacing(1),
  })),
);

const CountdownUnit = styled('span', { name: NAME, slot: 'unit' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    minWidth: '3.5em',
    padding: theme.spacing(0.75, 1),
    borderRadius: getAtlasTokens(theme).radius.md,
    backgroundColor: theme.palette.action.hover,
    '& b': {
      fontSize: '1.75em',
      fontWeight: 800,
      fontVariantNumeric: 'tabular-nums',
      lineHeight: 1.1,
    },
    '& small': { fontSize: '0.7em', color: theme.palette.text.secondary },
  })),
);

const CountdownExpired = styled('p', { name: NAME, slot: 'expired' })(
  memoTheme(({ theme }) => ({
    margin: 0,
    fontWeight: 700,
    color: theme.palette.text.primary,
  })),
);

const defaultUnitLabels: Record<keyof CountdownParts, string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

const UNITS: Array<keyof CountdownParts> = ['days', 'hours', 'minutes', 'seconds'];

function toMillis(end: Date | number | string): number {
  if (end instanceof Date) return end.getTime();
  return typeof end === 'number' ? end : Date.parse(end);
}

/**
 * The awards voting countdown: "Voting Phase" and the days, hours, minutes and seconds left,
 * updated every `tick`; once the end has passed, "Voting Phase has ended! Winners will be
 * announced soon!".
 */
export function Countdown(inProps: CountdownProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    end,
    now = Date.now,
    tick = 1000,
    label = 'Voting Phase',
    expiredText = 'Voting Phase has ended! Winners will be announced soon!',
    onExpire,
    unitLabels = defaultUnitLabels,
    size = 'medium',
    className,
    sx,
  } = props;
  const endMs = toMillis(end);
  const [nowMs, setNowMs] = React.useState(now);
  const expired = nowMs >= endMs;
  const onExpireRef = React.useRef(onExpire);
  React.useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  React.useEffect(() => {
    setNowMs(now());
    if (now() >= endMs) return undefined;
    const timer = setInterval(() => {
      const current = now();
      setNowMs(current);
      if (current >= endMs) {
        clearInterval(timer);
        onExpireRef.current?.();
      }
    }, tick);
    return () => clearInterval(timer);
  }, [now, endMs, tick]);

  const ownerState: CountdownOwnerState = { size };
  const parts = countdownParts(endMs - nowMs);

  return (
    <CountdownRoot
      className={classNames(countdownClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      {expired ? (
        <CountdownExpired className={countdownClasses.expired} role="status">
          {expiredText}
        </CountdownExpired>
      ) : (
        <>
          <CountdownLabel className={countdownClasses.label}>{label}</CountdownLabel>
          <CountdownUnits className={countdownClasses.units} role="timer" aria-label={label}>
            {UNITS.map((unit) => (
              <CountdownUnit key={unit} className={countdownClasses.unit}>
                <b>{String(parts[unit]).padStart(2, '0')}</b>
                <small>{unitLabels[unit]}</small>
              </CountdownUnit>
            ))}
          </CountdownUnits>
        </>
      )}
    </CountdownRoot>
  );
}
