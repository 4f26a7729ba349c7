import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { loadingBarClasses } from './loadingBarClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasLoadingBar';

export type LoadingBarPosition = 'fixed' | 'static';

export interface LoadingBarProps {
  /** Whether a page is loading. The bar finishes and hides when it turns `false`. */
  loading: boolean;
  /**
   * Milliseconds of loading before the bar appears, so quick navigations show nothing
   * (SPEC §9: 200).
   * @default 200
   */
  throttle?: number | undefined;
  /**
   * Milliseconds the bar takes to cross the screen while loading goes on (SPEC §9: 5000). It
   * stops short of the end until loading is done.
   * @default 5000
   */
  duration?: number | undefined;
  /**
   * Milliseconds between two advances of the bar (SPEC §9: 100).
   * @default 100
   */
  tick?: number | undefined;
  /**
   * Milliseconds the full bar stays before it hides, once loading is done (SPEC §9: 500).
   * @default 500
   */
  hideDelay?: number | undefined;
  /**
   * `'fixed'` pins the bar to the top of the viewport; `'static'` keeps it in the flow.
   * @default 'fixed'
   */
  position?: LoadingBarPosition | undefined;
  /**
   * Accessible name of the progress bar.
   * @default 'Loading page'
   */
  label?: string | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface LoadingBarOwnerState {
  position: LoadingBarPosition;
}

const LoadingBarRoot = styled('div', { name: NAME, slot: 'root' })<{
  ownerState: LoadingBarOwnerState;
}>(
  memoTheme(({ theme }) => ({
    width: '100%',
    variants: [
      {
        props: { position: 'fixed' },
        style: { position: 'fixed', insetInline: 0, top: 0, zIndex: theme.zIndex.tooltip + 1 },
      },
      { props: { position: 'static' }, style: { position: 'relative' } },
    ],
  })),
);

const LoadingBarBar = styled(LinearProgress, { name: NAME, slot: 'bar' })({
  height: 3,
  backgroundColor: 'transparent',
});

/** Highest value while loading goes on: the bar never claims to be done before it is. */
const LOADING_CEILING = 99;

/**
 * The page-loading bar: appears after `throttle`, advances toward 100% every `tick` over
 * `duration`, jumps to 100% when loading ends and hides `hideDelay` later.
 */
export function LoadingBar(inProps: LoadingBarProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    loading,
    throttle = 200,
    duration = 5000,
    tick = 100,
    hideDelay = 500,
    position = 'fixed',
    label = 'Loading page',
    className,
    sx,
  } = props;
  // null: hidden. A number: shown at that percentage.
  const [progress, setProgress] = React.useState<number | null>(null);
  const shown = progress !== null;

  React.useEffect(() => {
    if (!loading) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const step = (100 * tick) / duration;
    const start = setTimeout(() => {
      setProgress(0);
      interval = setInterval(() => {
        setProgress((current) => Math.min(LOADING_CEILING, (current ?? 0) + step));
      }, tick);
    }, throttle);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loading, throttle, duration, tick]);

  React.useEffect(() => {
    if (loading || !shown) return undefined;
    setProgress(100);
    const hide = setTimeout(() => setProgress(null), hideDelay);
    return () => clearTimeout(hide);
  }, [loading, shown, hideDelay]);

  if (progress === null) return null;
  const ownerState: LoadingBarOwnerState = { position };

  return (
    <LoadingBarRoot
      className={classNames(loadingBarClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      <LoadingBarBar
        className={loadingBarClasses.bar}
        variant="determinate"
        value={progress}
        aria-label={label}
      />
    </LoadingBarRoot>
  );
}
