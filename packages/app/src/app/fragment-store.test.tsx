// @vitest-environment node
// Emotion keeps a server's rules in its cache only outside a browser: these are server renders.
import { describe, expect, it, vi } from 'vitest';
import { createFragmentStore } from './fragment-store';
import { serverRender } from './fragment-test-page';
import { appTheme } from './theme';

describe('StaticFragment on the server', () => {
  it('sends the kept HTML from the second page on, the same as rendering it, with its styles', () => {
    const store = createFragmentStore();
    const first = serverRender(store, ['blog', 'surveys']);
    expect(store.size()).toBe(0);
    store.renderRequested();
    expect(store.size()).toBe(1);

    const second = serverRender(store, ['blog', 'surveys']);
    const fresh = serverRender(null, ['blog', 'surveys']);
    expect(second.html).toBe(first.html);
    expect(second.html).toBe(fresh.html);
    expect(second.html).toContain('href="/blog"');
    // The styled element's class and its rule are in the kept page as in a fresh one.
    expect(second.css).toBe(fresh.css);
    expect(second.css).toMatch(/padding:12px/);
  });

  it('keeps a fragment per key, the oldest going first', () => {
    const store = createFragmentStore(1);
    serverRender(store, ['a']);
    store.renderRequested();
    serverRender(store, ['b']);
    store.renderRequested();
    expect(store.size()).toBe(1);
    const render = vi.spyOn(store, 'request');
    serverRender(store, ['b']);
    expect(render).not.toHaveBeenCalled();
    serverRender(store, ['a']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a fragment that fails to render alone, and the page is not affected', () => {
    const store = createFragmentStore();
    let rendersAlone = false;
    function Fragile() {
      if (rendersAlone) throw new Error('needs what only the page has');
      return <p>in place</p>;
    }
    store.request('fragile', <Fragile />, appTheme('default'));
    rendersAlone = true;
    expect(() => store.renderRequested()).not.toThrow();
    expect(store.size()).toBe(0);
    expect(store.get('fragile', appTheme('default'))).toBeUndefined();
  });
});
