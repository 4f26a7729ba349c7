import * as React from 'react';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { pageFadeClasses } from './pageFadeClasses';

const NAME = 'AtlasPageFade';

export interface PageFadeProps {
  /**
   * Identifies the page shown, e.g. the route's path. When it changes, the current content fades
   * out, then the new content fades in.
   */
  transitionKey: string;
  /** The page. */
  children: React.ReactNode;
  /**
   * Milliseconds of each half of the transition, out then in (SPEC §9: 300; 250 for the count).
   * @default 300
   */
  duration?: number | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

type Phase = 'in' | 'out' | 'swap';

interface PageFadeOwnerState {
  phase: Phase;
  duration: number;
}

const PageFadeRoot = styled('div', { name: NAME, slot: 'root' })<{
  ownerState: PageFadeOwnerState;
}>(({ ownerState }) => ({
  transitionProperty: 'opacity',
  transitionTimingFunction: 'ease-in-out',
  transitionDuration: `${ownerState.duration}ms`,
  opacity: ownerState.phase === 'in' ? 1 : 0,
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
}));

/**
 * Page transition: when `transitionKey` changes the old page fades out over `duration`, then the
 * new one fades in over `duration`. The old page stays (marked busy) until it has faded.
 */
export function PageFade(inProps: PageFadeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const { transitionKey, children, duration = 300, className, sx } = props;
  const [shown, setShown] = React.useState({ key: transitionKey, children });
  const [phase, setPhase] = React.useState<Phase>('in');

  // Derived state, updated during render (React's documented pattern): same page → fresh
  // children; a new page → start fading out; faded out → show the newest page and fade in.
  if (phase === 'swap') {
    setShown({ key: transitionKey, children });
    setPhase('in');
  } else if (transitionKey === shown.key) {
    if (children !== shown.children) setShown({ key: transitionKey, children });
  } else if (phase === 'in') {
    setPhase('out');
  }

  React.useEffect(() => {
    if (phase !== 'out') return undefined;
    const timer = setTimeout(() => setPhase('swap'), duration);
    return () => clearTimeout(timer);
  }, [phase, duration]);

  const ownerState: PageFadeOwnerState = { phase, duration };

  return (
    <PageFadeRoot
      className={classNames(pageFadeClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
      aria-busy={phase === 'in' ? undefined : true}
    >
      {shown.children}
    </PageFadeRoot>
  );
}
