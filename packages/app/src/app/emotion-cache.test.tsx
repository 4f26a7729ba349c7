// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { describe, expect, it, vi } from 'vitest';
import { createAppEmotionCache, STYLIS_PLUGINS } from './emotion-cache';

/** The CSS the server writes into a page for `element`, rendered with the app's cache. */
function cssOf(element: React.ReactElement): string {
  const cache = createAppEmotionCache('nonce-1');
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return server
    .extractCriticalToChunks(html)
    .styles.map((style) => style.css)
    .join('');
}

describe('the app emotion cache', () => {
  it('writes declarations unprefixed, except user-select for Safari', () => {
    const css = cssOf(
      <Box
        sx={{ display: 'flex', alignItems: 'center', transition: 'opacity 1s', userSelect: 'none' }}
      />,
    );
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-align-items|-webkit-transition/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('compiles a style once on the server, however many renders use it', () => {
    // Stylis runs the plugins on each rule it compiles: a spy on ours counts compilations.
    const plugin = vi.spyOn(STYLIS_PLUGINS as unknown as Record<'0', () => void>, '0');
    try {
      const element = <Box sx={{ color: 'rgb(12, 34, 56)', userSelect: 'none' }} />;
      const first = cssOf(element);
      const compiled = plugin.mock.calls.length;
      expect(compiled).toBeGreaterThan(0);
      // A new render, with a cache of its own, writes the same CSS without compiling it again.
      expect(cssOf(element)).toBe(first);
      expect(plugin.mock.calls.length).toBe(compiled);
    } finally {
      plugin.mockRestore();
    }
  });
});
