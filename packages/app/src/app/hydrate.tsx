import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  createBrowserRouter,
  createPath,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { createAppEmotionCache } from './emotion-cache';
import { createApiClient, type ApiClient } from '@atlas/api/client';
import { AppProviders, type AfterHydration } from './AppProviders';
import { EMBEDDED_STATE_ID, type EmbeddedState } from './state';
import { createDiscoveringRoutes, knownFeatures } from '../routes/discovery';
import { RootStore } from '../stores/RootStore';
import { createAppGateway } from '../shared/realtime/appGateway';
import {
  browserChunkReloadEnvironment,
  claimChunkReload,
  type ChunkReloadEnvironment,
} from '../routes/chunk-reload';

/** The user-timing mark set just before React hydrates the page. */
export const HYDRATION_MARK = 'atlas:hydration';

export function readEmbeddedState(doc: Document = document): EmbeddedState {
  const element = doc.getElementById(EMBEDDED_STATE_ID);
  if (!element?.textContent)
    throw new Error('The page has no embedded state; was it rendered by the server?');
  const state: EmbeddedState = JSON.parse(element.textContent);
  return state;
}

/** Lazy route modules the first page needs must be loaded before hydrating, or React would mismatch. */
export async function loadLazyMatches(
  routes: RouteObject[],
  location: Location = window.location,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(match.route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The chunk-reload environment of the browser, with one change: a chunk that fails while the
 * router is navigating loads the page being navigated to, not the one being left (whose address
 * is still in the bar), so the reload lands where the visitor was going.
 */
function chunkReloadEnvironment(router: () => DataRouter | undefined) {
  return (): ChunkReloadEnvironment | null => {
    const browser = browserChunkReloadEnvironment();
    if (!browser) return null;
    return {
      ...browser,
      reload: () => {
        const target = router()?.state.navigation.location;
        if (target) window.location.assign(createPath(target));
        else browser.reload();
      },
    };
  };
}

/**
 * Vite reports a failed preload of a lazy part's files before the import itself fails: the page
 * reloads once for it (SPEC §4 "Chunk loading"); within the 60 s window the import fails instead
 * and the error page shows.
 */
function reloadOnPreloadError(environment: () => ChunkReloadEnvironment | null): void {
  window.addEventListener('vite:preloadError', (event) => {
    const browser = environment();
    if (!browser || !claimChunkReload(browser)) return;
    event.preventDefault();
    browser.reload();
  });
}

/** Takes over the server-rendered page: same store state, same routes, same emotion cache key. */
export interface HydrateOptions {
  api?: ApiClient;
  /** Called for errors React recovers from while hydrating (a mismatch re-renders on the client). */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * Lets the browser run other tasks (input, paint) before going on. The shell's modules are
 * evaluated in one task; reading the page's state and building the stores in the same one made a
 * single task of about 400 ms on a phone (Lighthouse's 4× slowdown), all of it blocking time.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function hydrateApp(container: Element, options: HydrateOptions = {}): Promise<Root> {
  await nextTask();
  const state = readEmbeddedState();
  const api =
    options.api ??
    createApiClient({ baseUrl: state.config.apiBaseUrl, v2BaseUrl: state.config.apiV2BaseUrl });
  const store = new RootStore(state.config, api, state.store);
  // The live connection of a signed-in user (issue 17): the server's own event stream, wrapped
  // by the Firestore adapter when the server names a Firebase project (createAppGateway). It
  // starts once the page has hydrated: an event that changed the stores before (a new
  // notification, the chat list reloaded) made the page differ from the server's HTML while
  // React hydrated it (React error 418). What happened before it connects comes with its first
  // load of notifications and chats (`RealtimeStore.ready`).
  const startRealtime: AfterHydration = () => {
    if (typeof EventSource === 'undefined') return undefined;
    const apiBaseUrl = state.config.apiBaseUrl;
    const gateway = createAppGateway({
      config: state.config,
      api,
      user: store.user,
      loadSse: async () =>
        (await import('../shared/realtime/sseGateway')).createSseGateway({ apiBaseUrl }),
    });
    return store.realtime.start(gateway, {
      onUnload(listener) {
        window.addEventListener('pagehide', listener);
        return () => window.removeEventListener('pagehide', listener);
      },
    });
  };
  await nextTask();
  // The routes need the router (for where a navigation goes) before the router exists.
  const current: { router?: DataRouter } = {};
  const chunkReload = chunkReloadEnvironment(() => current.router);
  reloadOnPreloadError(chunkReload);
  const { routes, patchRoutesOnNavigation } = await createDiscoveringRoutes(
    { api, store, chunkReload },
    knownFeatures(state.routeFeatures),
    { answered: [window.location.pathname] },
  );
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  current.router = router;
  const cache = createAppEmotionCache();
  // Everything fetched before this mark is what the page needed to hydrate, and its HTML should
  // have preloaded it (e2e/js-budget.e2e.ts reads the mark).
  performance.mark(HYDRATION_MARK);
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // taking over the main thread for the whole tree at once (a phone would be blocked for a second
  // or more), so a tap during hydration is answered sooner.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} cache={cache} onHydrated={startRealtime}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {},
    );
  });
  return root as Root;
}
