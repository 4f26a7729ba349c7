import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import createCache from '@emotion/cache';
import { createApiClient, type ApiClient } from '@atlas/api/client';
import { AppProviders } from './AppProviders';
import { EMBEDDED_STATE_ID, type EmbeddedState } from './state';
import { createRoutes } from '../routes';
import { RootStore } from '../stores/RootStore';

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

/** Takes over the server-rendered page: same store state, same routes, same emotion cache key. */
export interface HydrateOptions {
  api?: ApiClient;
  /** Called for errors React recovers from while hydrating (a mismatch re-renders on the client). */
  onRecoverableError?: (error: unknown) => void;
}

export async function hydrateApp(container: Element, options: HydrateOptions = {}): Promise<Root> {
  const state = readEmbeddedState();
  const api =
    options.api ??
    createApiClient({ baseUrl: state.config.apiBaseUrl, v2BaseUrl: state.config.apiV2BaseUrl });
  const store = new RootStore(state.config, api, state.store);
  const routes = createRoutes({ api, store });
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes);
  const cache = createCache({ key: 'css' });
  return hydrateRoot(
    container,
    <StrictMode>
      <AppProviders store={store} cache={cache}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {},
  );
}
