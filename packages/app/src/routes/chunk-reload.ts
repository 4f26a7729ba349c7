/**
 * SPEC §4 "Chunk loading": when a lazy part of the app fails to load (usually because a new
 * release replaced the hashed files the open tab knows), the page reloads once to pick up the new
 * build, unless it already did so within the last 60 seconds; then the error is shown instead of
 * reloading in a loop.
 */

export const CHUNK_RELOAD_KEY = 'atlas:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** The browser's session storage, clock and reload; null on the server (nothing to reload). */
export function browserChunkReloadEnvironment(): ChunkReloadEnvironment | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage can be switched off; without it a reload could loop, so none happens.
    return null;
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/**
 * Whether to reload now. Records the time of the reload it allows, so a second failure within the
 * window is let through as an error.
 */
export function claimChunkReload(environment: ChunkReloadEnvironment): boolean {
  const now = environment.now();
  const last = Number(environment.storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    environment.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/**
 * Wraps a lazy module loader: a failure reloads the page (once per window) and leaves the router
 * waiting, since the page is going away; otherwise the failure is passed on to the error page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  environment: () => ChunkReloadEnvironment | null = browserChunkReloadEnvironment,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const browser = environment();
      if (browser && claimChunkReload(browser)) {
        browser.reload();
        return new Promise<T>(() => {});
      }
      throw error;
    }
  };
}
