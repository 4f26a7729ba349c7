import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still wants `user-select` as `-webkit-user-select` (MUI's buttons and inputs rely on it);
 * every other declaration is written as the browsers we support read it.
 */
export const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return)
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * One array for every cache: on the server, emotion keeps the rules it compiled for each style
 * between renders, keyed by this array's identity; a new array per render compiled every style
 * of every page again (issue 14: a tenth of a listing's render).
 */
export const STYLIS_PLUGINS: StylisPlugin[] = [webkitUserSelect];

/**
 * The emotion cache of the server render and of hydration (the same key, so the browser finds
 * the server's styles). Emotion's default vendor prefixer is left out: it wrote each `display:
 * flex`, `align-items` or `transition` three or four times for browsers of ten years ago, a
 * quarter of a page's CSS that every phone parsed and matched for nothing.
 */
export function createAppEmotionCache(nonce?: string): EmotionCache {
  return createCache({
    key: 'css',
    stylisPlugins: STYLIS_PLUGINS,
    ...(nonce === undefined ? {} : { nonce }),
  });
}
