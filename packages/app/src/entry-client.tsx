import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import createCache from '@emotion/cache';
import { createApiClient } from '@atlas/api/client';
import { AppProviders } from './app/AppProviders';
import { EMBEDDED_STATE_ID, type EmbeddedState } from './app/state';
import { createRoutes } from './routes';
import { RootStore } from './stores/RootStore';

function readEmbeddedState(): EmbeddedState {
  const element = document.getElementById(EMBEDDED_STATE_ID);
  if (!element?.textContent)
    throw new Error('The page has no embedded state; was it rendered by the server?');
  return JSON.parse(element.textContent) as EmbeddedState;
}

/** Lazy route modules the first page needs must be loaded before hydrating, or React would mismatch. */
async function loadLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(match.route, { ...module, lazy: undefined });
    }),
  );
}

/** Marks the document once React has taken over the server's HTML (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const state = readEmbeddedState();
  const api = createApiClient({
    baseUrl: state.config.apiBaseUrl,
    v2BaseUrl: state.config.apiV2BaseUrl,
  });
  const store = new RootStore(state.config, api, state.store);
  const routes = createRoutes({ api });
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes);
  const cache = createCache({ key: 'css' });
  hydrateRoot(
    document.getElementById('root') ?? document.body,
    <StrictMode>
      <AppProviders store={store} cache={cache}>
        <RouterProvider router={router} />
        <HydrationMarker />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
