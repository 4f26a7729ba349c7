import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { createAppEmotionCache } from './app/emotion-cache';
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiClient } from '@atlas/api/client';
import type { RenderFunction, RenderRequest, RenderResult } from '@atlas/api/ssr';
import { AppProviders } from './app/AppProviders';
import { EMBEDDED_STATE_ID, type EmbeddedState } from './app/state';
import { scriptJson } from './shared/script-json';
import { createRoutes } from './routes';
import { renderHeadTags, resolveHead, type PageHead } from './shared/routing/head';
import { FailedErrorPage } from './features/errors/RouteErrorPage';
import { describeError } from './shared/errors/describe';
import { RootStore } from './stores/RootStore';
import { readCookie, restoreSession } from './features/auth/session';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { prepareShell } from './shared/shell/prepare';
import { loadDeferredParts } from './layouts/header/deferredPart';
import { parseCookieHeader, resolveVariants } from '@atlas/api/variants';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router-dom';
import { featureOfRouteId, startingFeatures, type FeatureName } from './routes/tree';
import { FEATURE_LOADERS } from './routes/discovery';
import {
  modulePreloads,
  modulePreloadTags,
  recordImports,
  type ClientManifest,
} from './shared/routing/module-preloads';

enableStaticRendering(true);

/**
 * The client build's manifest (dist/client/.vite/manifest.json, beside this build in
 * dist/server): which chunk files each page's route modules need. Empty when there is no client
 * build (tests, the dev server), and then pages preload nothing beyond the template's own.
 */
const clientManifest: ClientManifest = (() => {
  try {
    const path = join(dirname(fileURLToPath(import.meta.url)), '../client/.vite/manifest.json');
    const manifest: ClientManifest = JSON.parse(readFileSync(path, 'utf8'));
    return manifest;
  } catch {
    return {};
  }
})();

/** Notes the sources each route's lazy module imports, when the router loads it. */
function recordingLazyImports(routes: RouteObject[], into: Set<string>): RouteObject[] {
  return routes.map((route): RouteObject => {
    const lazy = route.lazy;
    const recorded = typeof lazy === 'function' ? () => recordImports(into, lazy) : lazy;
    if (route.index) return { ...route, lazy: recorded };
    const children = route.children ? recordingLazyImports(route.children, into) : undefined;
    return { ...route, lazy: recorded, children };
  });
}

/** The features of the rendered routes, and the chunk files the browser needs to hydrate them. */
function routeChunks(
  matches: readonly { route: { id: string } }[],
  lazyImports: ReadonlySet<string>,
): { features: FeatureName[]; preloads: string[] } {
  const features = startingFeatures(matches.map(({ route }) => featureOfRouteId(route.id)));
  const sources = new Set(lazyImports);
  // Each feature's route list is a chunk of its own in the browser (routes/discovery.ts).
  for (const feature of features) void recordImports(sources, FEATURE_LOADERS[feature]);
  return { features, preloads: modulePreloads(clientManifest, sources) };
}

function toFetchRequest(request: RenderRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  return new Request(new URL(request.url, request.config.canonicalUrl), {
    method: request.method,
    headers,
  });
}

/** Renders one request to a complete HTML document (or a redirect). */
export const render: RenderFunction = async (request): Promise<RenderResult> => {
  const api = createApiClient({
    baseUrl: request.config.apiBaseUrl,
    v2BaseUrl: request.config.apiV2BaseUrl,
    fetch: request.fetch,
    headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
  });
  const store = new RootStore(request.config, api);
  // The server assigns missing random variants (and their cookies) before rendering; whatever is
  // still missing here takes its default, so every render of a URL with the same cookies agrees.
  store.variants = resolveVariants(parseCookieHeader(request.headers.cookie), () => 0).variants;
  const session = await restoreSession(
    store,
    request.headers.cookie,
    new URL(request.url, request.config.canonicalUrl),
  );
  const sessionHeaders: Record<string, string> = session.clearCookie
    ? { 'set-cookie': session.clearCookie, 'cache-control': 'no-store' }
    : {};
  if (session.redirect)
    return { status: 302, headers: { ...sessionHeaders, location: session.redirect }, html: '' };
  // The header's mega-menus are in the HTML, their code loaded on demand in the browser.
  await Promise.all([prepareShell(store, request.headers.cookie), loadDeferredParts()]);
  // The session cookie counts only when the server still accepts it (a rejected one was cleared).
  const hasAuthCookie =
    Boolean(readCookie(request.headers.cookie, SESSION_COOKIE_NAME)) && !session.clearCookie;
  const lazyImports = new Set<string>();
  const handler = createStaticHandler(
    recordingLazyImports(
      createRoutes({ api, store, hasAuthCookie: () => hasAuthCookie }),
      lazyImports,
    ),
  );
  const context = await handler.query(toFetchRequest(request));

  if (context instanceof Response) {
    const location = context.headers.get('location');
    return {
      status: context.status,
      headers: { ...sessionHeaders, ...(location ? { location } : {}) },
      html: '',
    };
  }

  // Errors travel to the browser inside the page (hydration data). An unexpected server-side
  // failure goes as its status only: its message may describe internals.
  // SPEC §8: the page answers with the error's own status (from its message, status or response).
  if (context.errors) {
    const errors = Object.entries(context.errors);
    const first = errors[0]?.[1];
    if (first !== undefined && !isRouteErrorResponse(first))
      context.statusCode = describeError(first).status;
    context.errors = Object.fromEntries(
      errors.map(([id, error]) => {
        const { status } = describeError(error);
        return [id, isRouteErrorResponse(error) || status < 500 ? error : { status }];
      }),
    );
  }

  const cache = createAppEmotionCache(request.nonce);
  const emotionServer = createEmotionServer(cache);
  const renderWith = (routerContext: StaticHandlerContext) =>
    renderToString(
      <AppProviders store={store} cache={cache}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, routerContext)}
          context={routerContext}
          nonce={request.nonce}
        />
      </AppProviders>,
    );
  let body: string;
  try {
    body = renderWith(context);
  } catch (error) {
    // Error boundaries do not run while rendering on the server: a page that throws is rendered
    // again as the root's error page, and when even that fails, as the failed-error page.
    // Only the status goes into the page: the message of an unexpected error may describe internals.
    const { status } = describeError(error);
    context.errors = { root: { status } };
    context.statusCode = status;
    try {
      body = renderWith(context);
    } catch {
      body = renderToString(
        <AppProviders store={store} cache={cache}>
          <FailedErrorPage />
        </AppProviders>,
      );
    }
  }
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(body),
  );

  const firstError = context.errors ? Object.values(context.errors)[0] : undefined;
  const head: PageHead = context.errors
    ? {
        title: describeError(firstError).title,
        description: describeError(firstError).text,
        noindex: true,
      }
    : resolveHead(
        context.matches.map((match) => ({
          handle: match.route.handle,
          data: context.loaderData[match.route.id],
        })),
        request.config,
        {
          title: request.config.brandName,
          description: '',
        },
      );
  const pathname = new URL(request.url, 'http://local').pathname;
  const nonceAttribute = request.nonce ? ` nonce="${request.nonce}"` : '';
  const chunks = routeChunks(context.matches, lazyImports);
  const state = `<script id="${EMBEDDED_STATE_ID}" type="application/json"${nonceAttribute}>${scriptJson({ config: request.config, store: store.toSnapshot(), routeFeatures: chunks.features } satisfies EmbeddedState)}</script>`;
  // zod reads this when its code is first evaluated (in a chunk loaded on demand: the browser
  // entry does not import zod): set here, it is there before any script. jitless: no
  // `new Function` probe, which the pages' CSP would report as a violation.
  const zodConfig = `<script${nonceAttribute}>globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})</script>`;

  // The page's language (the Spanish blog is `es`); the template is written in English.
  const lang = /^[a-z]{2}(-[A-Z]{2})?$/.test(head.lang ?? '') ? (head.lang ?? 'en') : 'en';
  const html = request.template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace(
      '<!--app-head-->',
      `${zodConfig}\n    ${renderHeadTags(head, pathname, request.config)}\n    ${styles}\n    ${state}\n    ${modulePreloadTags(chunks.preloads)}`,
    )
    .replace('<!--app-html-->', body);
  return {
    status: context.statusCode,
    headers: { ...sessionHeaders, 'content-type': 'text/html; charset=utf-8' },
    html,
  };
};
