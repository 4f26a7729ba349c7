// Test helper: a page with a StaticFragment in it, rendered as the server renders pages.
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { styled, ThemeProvider } from '@mui/material/styles';
import { StaticRouter } from 'react-router-dom';
import { appThemeScope } from './theme';
import { createAppEmotionCache } from './emotion-cache';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import {
  FragmentStoreContext,
  StaticFragment,
  type FragmentStore,
} from '../shared/ssr/StaticFragment';

const Panel = styled('nav')(({ theme }) => ({ color: theme.palette.primary.main, padding: 12 }));

/** A menu with a styled element, links and state: what a mega-menu is made of. */
function Menu({ items }: { items: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Panel aria-label="Menu">
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Opened' : 'Open'}
      </button>
      {items.map((item) => (
        <AtlasRouterLink key={item} href={`/${item}`}>
          {item}
        </AtlasRouterLink>
      ))}
    </Panel>
  );
}

export function Page({ items }: { items: string[] }) {
  return (
    <main>
      <h1>Title</h1>
      <StaticFragment fragmentKey={() => JSON.stringify(items)}>
        <Menu items={items} />
      </StaticFragment>
    </main>
  );
}

/** A server render as entry-server does one: its own emotion cache, the store given. */
export function serverRender(store: FragmentStore | null, items: string[]) {
  const cache = createAppEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <FragmentStoreContext.Provider value={store}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={appThemeScope('default')}>
          <StaticRouter location="/somewhere">
            <Page items={items} />
          </StaticRouter>
        </ThemeProvider>
      </CacheProvider>
    </FragmentStoreContext.Provider>,
  );
  const css = emotion
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
  return { html, css };
}
