import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { THEME_ID, ThemeProvider, type Theme } from '@mui/material/styles';
import { StaticRouter } from 'react-router-dom';
import { createAppEmotionCache } from './emotion-cache';
import type { FragmentStore, RenderedFragment } from '../shared/ssr/StaticFragment';

/** Fragments kept per theme; the oldest goes first (menus change when the navigation does). */
export const FRAGMENTS_PER_THEME = 16;

export interface ServerFragmentStore extends FragmentStore {
  /**
   * Renders, each on its own, the fragments that pages asked for since the last call. Call it
   * after a page's render, never inside one (React's server renderer is not re-entrant).
   */
  renderRequested(): void;
  /** How many fragments are kept, for tests. */
  size(): number;
}

/** Renders `element` alone with what a fragment may use: the theme, emotion and a router. */
function renderFragment(element: ReactElement, theme: Theme): RenderedFragment {
  const cache = createAppEmotionCache();
  // Keeps emotion's rules in the cache rather than in <style> elements inside the HTML.
  createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={{ [THEME_ID]: theme } as Partial<Theme>}>
        {/* Links render the href they are given; the location is never read into the HTML. */}
        <StaticRouter location="/">{element}</StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  return {
    html,
    inserted: { ...(cache.inserted as Record<string, string | true>) },
    registered: { ...cache.registered },
  };
}

/** A process's store of rendered fragments (see `StaticFragment`). */
export function createFragmentStore(limit = FRAGMENTS_PER_THEME): ServerFragmentStore {
  const kept = new WeakMap<Theme, Map<string, RenderedFragment>>();
  let requested: { key: string; element: ReactElement; theme: Theme }[] = [];
  const forTheme = (theme: Theme) => {
    let fragments = kept.get(theme);
    if (!fragments) {
      fragments = new Map();
      kept.set(theme, fragments);
    }
    return fragments;
  };
  let count = 0;
  return {
    get(key, theme) {
      return kept.get(theme)?.get(key);
    },
    request(key, element, theme) {
      if (!forTheme(theme).has(key)) requested.push({ key, element, theme });
    },
    renderRequested() {
      const pending = requested;
      requested = [];
      for (const { key, element, theme } of pending) {
        const fragments = forTheme(theme);
        if (fragments.has(key)) continue;
        let rendered: RenderedFragment;
        try {
          rendered = renderFragment(element, theme);
        } catch {
          // The page that asked has its HTML already; a fragment that cannot be rendered alone
          // is simply not kept, and pages go on rendering it in place.
          continue;
        }
        fragments.set(key, rendered);
        count += 1;
        while (fragments.size > limit) {
          const oldest = fragments.keys().next().value;
          if (oldest === undefined) break;
          fragments.delete(oldest);
          count -= 1;
        }
      }
    },
    size: () => count,
  };
}
