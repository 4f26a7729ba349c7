import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { StaticRouter } from 'react-router-dom';
import { appThemeScope } from './theme';
import { createAppEmotionCache } from './emotion-cache';
import { createFragmentStore } from './fragment-store';
import { Page, serverRender } from './fragment-test-page';

describe('StaticFragment in the browser', () => {
  it('hydrates in the browser from the kept HTML without a mismatch, and works', async () => {
    const store = createFragmentStore();
    serverRender(store, ['blog']);
    store.renderRequested();
    const { html } = serverRender(store, ['blog']);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <CacheProvider value={createAppEmotionCache()}>
          <ThemeProvider theme={appThemeScope('default')}>
            <StaticRouter location="/somewhere">
              <Page items={['blog']} />
            </StaticRouter>
          </ThemeProvider>
        </CacheProvider>,
        { onRecoverableError: errors },
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    const button = container.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Opened');
    act(() => root.unmount());
    container.remove();
  });
});
