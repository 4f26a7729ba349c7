import {
  Activity,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useMatches,
  useNavigation,
  useOutlet,
} from 'react-router-dom';
import { PageFade } from '@atlas/ui/PageFade';
import { isKeepAliveExcluded } from '../shared/shell/route';

// The loading bar (MUI's LinearProgress) shows only during a navigation: its code comes with the
// first one, well within the 200 ms the bar waits before it shows.
const LoadingBar = lazy(async () => ({
  default: (await import('@atlas/ui/LoadingBar')).LoadingBar,
}));

/** SPEC §9: at most this many pages are kept alive. */
export const KEEP_ALIVE_MAX = 10;
/** SPEC §9: page fade out, then in. */
export const PAGE_FADE_MS = 300;

type RouterState = ContextType<typeof DataRouterStateContext>;
type LocationValue = ContextType<typeof LocationContext>;

/** One page as it was last shown: its element and the router state it rendered with. */
interface PageEntry {
  key: string;
  element: ReactNode;
  routerState: RouterState;
  location: LocationValue;
}

/**
 * The most recently shown pages, newest last, at most `max`. `dropKey` is the page just left when
 * it must not be kept alive (`handle.keepAlive === false`).
 */
export function nextKeptPages<T extends { key: string }>(
  kept: readonly T[],
  current: T,
  dropKey: string | null,
  max: number = KEEP_ALIVE_MAX,
): T[] {
  const next = [
    ...kept.filter((entry) => entry.key !== current.key && entry.key !== dropKey),
    current,
  ];
  return next.slice(Math.max(0, next.length - max));
}

interface KeptPagesProps {
  current: PageEntry;
  kept: readonly PageEntry[];
}

/**
 * Renders every kept page inside `<Activity>`: the current one visible, the others hidden with
 * their state. A hidden page keeps seeing the router state it was last shown with, so it never
 * renders against another page's data.
 */
function KeptPages({ current, kept }: KeptPagesProps) {
  return (
    <>
      {kept.map((entry) => {
        const shown = entry.key === current.key ? current : entry;
        return (
          <Activity key={entry.key} mode={entry.key === current.key ? 'visible' : 'hidden'}>
            <DataRouterStateContext.Provider value={shown.routerState}>
              <LocationContext.Provider value={shown.location}>
                {shown.element}
              </LocationContext.Provider>
            </DataRouterStateContext.Provider>
          </Activity>
        );
      })}
    </>
  );
}

/**
 * The page area of a layout: keeps up to ten pages alive, fades between pages (out while the next
 * one loads, then in, 300 ms each) and shows the loading bar once a navigation has taken 200 ms.
 */
export function PageHost({ children }: { children?: ReactNode }) {
  const outlet = useOutlet();
  const matches = useMatches();
  const navigation = useNavigation();
  const routerState = useContext(DataRouterStateContext);
  const location = useContext(LocationContext);
  const key = location.location.pathname;
  const excluded = isKeepAliveExcluded(matches);
  const current: PageEntry = { key, element: outlet, routerState, location };

  // The list of kept pages is derived during render (no extra commit), so the server and the
  // first browser render both show exactly one page.
  const kept = useRef<PageEntry[]>([]);
  const previous = useRef<{ key: string; excluded: boolean } | null>(null);
  if (previous.current?.key !== key || kept.current.length === 0) {
    const left = previous.current;
    kept.current = nextKeptPages(kept.current, current, left?.excluded ? left.key : null);
  } else {
    kept.current = kept.current.map((entry) => (entry.key === key ? current : entry));
  }
  const pages = kept.current;
  useEffect(() => {
    previous.current = { key, excluded };
  }, [key, excluded]);

  // The page fades out while the next one loads and fades in when it is shown: the router changes
  // the URL only once that page is ready, so what the URL names is on screen. A new query on the
  // same page (a filter, the sort, the next page of a listing) keeps the page in view: the page
  // shows its own placeholder meanwhile (issue 14: feedback within 100 ms).
  const loading = navigation.state === 'loading' && navigation.location.pathname !== key;
  const navigating = navigation.state !== 'idle';
  // Once a navigation has brought the bar, it stays (it finishes and hides by itself).
  const [barWanted, setBarWanted] = useState(false);
  if (navigating && !barWanted) setBarWanted(true);

  if (children) return <>{children}</>;
  return (
    <>
      {barWanted ? (
        <Suspense fallback={null}>
          <LoadingBar loading={navigating} throttle={200} tick={100} hideDelay={500} />
        </Suspense>
      ) : null}
      <PageFade transitionKey={key} pending={loading} duration={PAGE_FADE_MS}>
        <KeptPages current={current} kept={pages} />
      </PageFade>
    </>
  );
}
