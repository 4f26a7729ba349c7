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
  /**
   * Set it when the app knows that the next page is loading (a data router's navigation state):
   * while `true` the current page is faded out and marked busy; when `transitionKey` changes the
   * new page is shown at once and fades in. Left `undefined`, a change of `transitionKey` fades the
   * old page out first, keeping it for `duration`.
   */
  pending?: boolean | undefined;
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
  if (props.pending !== undefined) return <PendingPageFade {...props} pending={props.pending} />;
  return <TimedPageFade {...props} />;
}

/** The new page fades in as soon as it is shown (the old one faded out while it loaded). */
function PendingPageFade(props: PageFadeProps & { pending: boolean }) {
  const { transitionKey, children, duration = 300, pending, className, sx } = props;
  const root = React.useRef<HTMLDivElement>(null);
  const shownKey = React.useRef(transitionKey);
  React.useLayoutEffect(() => {
    if (shownKey.current === transitionKey) return;
    shownKey.current = transitionKey;
    const element = root.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: 'ease-in-out' });
  }, [transitionKey, duration]);

  return (
    <PageFadeRoot
      ref={root}
      className={classNames(pageFadeClasses.root, className)}
      ownerState={{ phase: pending ? 'out' : 'in', duration }}
      sx={sx}
      aria-busy={pending || undefined}
    >
      {children}
    </PageFadeRoot>
  );
}

/** The old page fades out over `duration`, then the new one fades in. */
function TimedPageFade(props: PageFadeProps) {
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
