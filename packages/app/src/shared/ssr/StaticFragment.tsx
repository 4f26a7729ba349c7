import { createContext, useContext, type ReactElement } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material/styles';

/** A fragment's HTML as the server rendered it, with the emotion styles its classes need. */
export interface RenderedFragment {
  html: string;
  /** Emotion's compiled rules by style name, and its registered styles by class name. */
  inserted: Record<string, string | true>;
  registered: Record<string, string | undefined>;
}

/** Where a server keeps rendered fragments (`createFragmentStore`). */
export interface FragmentStore {
  get(key: string, theme: Theme): RenderedFragment | undefined;
  /** Asks for `element` to be rendered on its own once the page in progress is done. */
  request(key: string, element: ReactElement, theme: Theme): void;
}

/** The server's store; absent in the browser and in tests that render without one. */
export const FragmentStoreContext = createContext<FragmentStore | null>(null);

/** The wrapper draws no box of its own: the fragment lays out as if it were not there. */
const WRAPPER_STYLE = { display: 'contents' } as const;

export interface StaticFragmentProps {
  /**
   * Everything the fragment's HTML depends on, as a string: the same key must mean the same
   * HTML. Called on the server only.
   */
  fragmentKey: () => string;
  /**
   * What to draw. It must render the same HTML wherever it is placed: no `useId` (give
   * components fixed ids), nothing from the request (the visitor, the address), no data loaded
   * while rendering.
   */
  children: ReactElement;
}

/**
 * A part of the page that is the same on every page, such as the header's mega-menus: the server
 * renders it once per key and sends the kept HTML afterwards, instead of rendering its hundred
 * links and styled elements again for every page (issue 14: "a cached shell"). The browser renders
 * `children` inside the same wrapper and hydrates them against that HTML like any other.
 *
 * The first page with a new key renders the fragment in place; the store renders it again on its
 * own after that page (never inside another render), and later pages get the kept HTML.
 */
export function StaticFragment({ fragmentKey, children }: StaticFragmentProps) {
  const store = useContext(FragmentStoreContext);
  const emotion = useEmotionCache();
  const theme = useTheme();
  if (store && emotion) {
    const key = fragmentKey();
    const rendered = store.get(key, theme);
    if (rendered) {
      // The page's styles are taken from this cache once it has rendered: the fragment's
      // classes need theirs there, as if its elements had rendered here.
      Object.assign(emotion.inserted, rendered.inserted);
      Object.assign(emotion.registered, rendered.registered);
      return <div style={WRAPPER_STYLE} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
    }
    store.request(key, children, theme);
  }
  return <div style={WRAPPER_STYLE}>{children}</div>;
}
