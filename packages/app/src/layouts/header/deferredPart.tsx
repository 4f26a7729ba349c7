import {
  lazy,
  memo,
  Suspense,
  useSyncExternalStore,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';

/** A component whose code is fetched on demand, though the server renders it in every page. */
export interface DeferredPart<P extends object> {
  /**
   * Renders the part. Give it props that keep their identity between renders (memoised values):
   * new props before its code has come would make React drop the server's HTML for it.
   */
  Part: NamedExoticComponent<P>;
  /** Fetches the part's code, once; a server-rendered copy waiting for it then hydrates. */
  load: () => Promise<void>;
}

const parts: (() => Promise<void>)[] = [];

/** Fetches the code of every deferred part: the server renders them in full (entry-server). */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((load) => load()));
}

const subscribeToNothing = () => () => {};

/**
 * A part of the shell that is in the server's HTML but whose code is not in the shell chunk
 * (issue 14), such as the header's closed mega-menus: their links are in the HTML for crawlers,
 * yet few visitors open them. The server renders the part in full (`loadDeferredParts` first).
 * Hydrating, the browser keeps that HTML as it is, not yet hydrated, and fetches nothing until
 * `load()` is called (the pointer or focus reaching the menu's button); then React hydrates the
 * part in place. Rendered afresh in the browser (not hydrating), the part fetches its code at
 * once and shows nothing meanwhile.
 */
export function deferredPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let arrived: (part: ComponentType<P>) => void = () => {};
  // Settles once, when the code has come; a failed fetch leaves it waiting (the server's HTML
  // stays, its links still work as plain links) and the next load() tries again.
  const ready = new Promise<ComponentType<P>>((resolve) => {
    arrived = resolve;
  });
  const load = () => {
    loading ??= importPart().then(
      (part) => {
        loaded = part;
        arrived(part);
      },
      () => {
        loading = undefined;
      },
    );
    return loading;
  };

  // Waits for load(): hydrating, React keeps the server's HTML meanwhile.
  const Waiting = lazy(async () => ({ default: await ready }));

  function Loaded(props: P) {
    // True on the server and while hydrating, false in the browser's own renders.
    const hydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    if (!hydrating) void load();
    return <Waiting {...props} />;
  }

  // A boundary of its own: while it waits, React leaves the server's HTML of this part alone.
  const Part = memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
  parts.push(load);
  return { Part, load };
}
