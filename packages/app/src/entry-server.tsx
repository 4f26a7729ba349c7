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
import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient, type ApiClient } from '@atlas/api/client';
import type { PublicConfig, RenderFunction, RenderRequest, RenderResult } from '@atlas/api/ssr';
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
import { FragmentStoreContext } from './shared/ssr/StaticFragment';
import { createFragmentStore } from './app/fragment-store';
import { parseCookieHeader, resolveVariants } from '@atlas/api/variants';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router-dom';
import { featureOfRouteId, startingFeatures, type FeatureName } from './routes/tree';
import { FEATURE_LOADERS } from './routes/discovery';
import {
  LOAD_AFTER_PAINT,
  modulePreloads,
  modulePreloadTags,
  scriptsAfterFirstPaint,
  recordImports,
  type ClientManifest,
} from './shared/routing/module-preloads';

enableStaticRendering(true);

/**
 * zod reads this when its code is first evaluated (in a chunk loaded on demand: the browser entry
 * does not import zod). jitless: no `new Function` probe, which the pages' CSP would report.
 */
const ZOD_CONFIG_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

/**
 * The text of React Router's hydration script (`window.__staticRouterHydrationData = …`), which
 * `StaticRouterProvider` writes as the last thing it renders: everything the page shows comes
 * before it, so the last such script in the body is the router's own.
 */
function routerHydrationScript(body: string, nonceAttribute: string): string[] {
  const open = `<script${nonceAttribute}>`;
  const start = body.lastIndexOf(`${open}window.__staticRouterHydrationData`);
  if (start < 0) return [];
  const end = body.indexOf('</script>', start);
  return end < 0 ? [] : [body.slice(start + open.length, end)];
}

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

/** What one render's routes need of its request: set around the render (`requestScope.run`). */
interface RequestScope {
  api: ApiClient;
  store: RootStore;
  /** The session cookie counts only when the server still accepts it. */
  hasAuthCookie: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

function currentRequest(): RequestScope {
  const scope = requestScope.getStore();
  if (!scope) throw new Error('A route ran outside a server render');
  return scope;
}

/**
 * An object standing for the current request's own (its API client, its store): the route table
 * is built once and its loaders reach each request's objects through these. Methods are bound to
 * the request's object, so its private state and `this` are its own.
 */
function forwarding<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_target, key, value) => Reflect.set(current(), key, value),
    has: (_target, key) => Reflect.has(current(), key),
  });
}

/**
 * Notes the sources each route's lazy module imports, when the router loads it: once per route,
 * since the router keeps what a lazy route answered, so by route id.
 */
function recordingLazyImports(
  routes: RouteObject[],
  into: Map<string, ReadonlySet<string>>,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const lazy = route.lazy;
    const id = route.id;
    const recorded =
      typeof lazy === 'function' && id !== undefined
        ? () => {
            const sources = new Set<string>();
            const result = recordImports(sources, lazy);
            into.set(id, sources);
            return result;
          }
        : lazy;
    if (route.index) return { ...route, lazy: recorded };
    const children = route.children ? recordingLazyImports(route.children, into) : undefined;
    return { ...route, lazy: recorded, children };
  });
}

interface CachedHandler {
  handler: ReturnType<typeof createStaticHandler>;
  /** The sources each lazy route's module imported, by route id. */
  lazyImports: Map<string, ReadonlySet<string>>;
}

/**
 * The route table and its matcher, built once per configuration rather than per request (issue
 * 14: building them was a seventh of a listing's render). The routes reach the request's API
 * client, store and cookie through `requestScope`.
 */
const handlers = new WeakMap<PublicConfig, CachedHandler>();

function handlerFor(config: PublicConfig): CachedHandler {
  const cached = handlers.get(config);
  if (cached) return cached;
  const lazyImports = new Map<string, ReadonlySet<string>>();
  const routes = createRoutes({
    api: forwarding(() => currentRequest().api),
    store: forwarding(() => currentRequest().store),
    hasAuthCookie: () => currentRequest().hasAuthCookie,
  });
  const created = {
    handler: createStaticHandler(recordingLazyImports(routes, lazyImports)),
    lazyImports,
  };
  handlers.set(config, created);
  return created;
}

/** The features of the rendered routes, and the chunk files the browser needs to hydrate them. */
function routeChunks(
  matches: readonly { route: { id: string } }[],
  lazyImports: ReadonlyMap<string, ReadonlySet<string>>,
): { features: FeatureName[]; preloads: string[] } {
  const features = startingFeatures(matches.map(({ route }) => featureOfRouteId(route.id)));
  const sources = new Set(matches.flatMap(({ route }) => [...(lazyImports.get(route.id) ?? [])]));
  // Each feature's route list is a chunk of its own in the browser (routes/discovery.ts).
  for (const feature of features) void recordImports(sources, FEATURE_LOADERS[feature]);
  return { features, preloads: modulePreloads(clientManifest, sources) };
}

function toFetchRequest(request: RenderRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, request.config.canonicalUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body ?? '' } : {}),
  });
}

/**
 * The API's fetch while a posted form's action runs: it says it comes from the site (the server
 * checked the form's origin) and notes the cookies the API sets (a login's session), which go
 * out with the page's answer.
 */
function actionFetch(request: RenderRequest, setCookies: string[]): typeof fetch {
  const origin = new URL(request.config.canonicalUrl).origin;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    const response = await request.fetch(input, { ...init, headers });
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
}

/** The header's mega-menus and other parts the same on every page, rendered once (StaticFragment). */
const fragments = createFragmentStore();

/** Renders one request to a complete HTML document (or a redirect). */
export const render: RenderFunction = async (request): Promise<RenderResult> => {
  const posted = request.method !== 'GET' && request.method !== 'HEAD';
  const setCookies: string[] = [];
  const api = createApiClient({
    baseUrl: request.config.apiBaseUrl,
    v2BaseUrl: request.config.apiV2BaseUrl,
    fetch: posted ? actionFetch(request, setCookies) : request.fetch,
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
  const result = await requestScope.run({ api, store, hasAuthCookie }, () =>
    renderPage(request, store, sessionHeaders),
  );
  if (!posted) return result;
  // A posted form's answer is the visitor's own: never kept, and with the API's cookies.
  return {
    ...result,
    headers: { ...result.headers, 'cache-control': 'no-store' },
    ...(setCookies.length ? { setCookies } : {}),
  };
};

/** The page of a request, within its scope (`requestScope`). */
async function renderPage(
  request: RenderRequest,
  store: RootStore,
  sessionHeaders: Record<string, string>,
): Promise<RenderResult> {
  const { handler, lazyImports } = handlerFor(request.config);
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
      <FragmentStoreContext.Provider value={fragments}>
        <AppProviders store={store} cache={cache}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, routerContext)}
            context={routerContext}
            nonce={request.nonce}
          />
        </AppProviders>
      </FragmentStoreContext.Provider>,
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
  // Fragments this page was the first to draw, rendered on their own for the pages after it.
  fragments.renderRequested();
  // Marked as already placed (`data-s`): they are in the head, where emotion wants them, and
  // emotion's first cache in the browser would otherwise move each one to the end of the head
  // (its sheet dropped and parsed again, the page's styles recalculated) while the shell starts.
  const styles = emotionServer
    .constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(body))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');

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
  // Set in the head, it is there before any script.
  const zodConfig = `<script${nonceAttribute}>${ZOD_CONFIG_SCRIPT}</script>`;

  // The page's language (the Spanish blog is `es`); the template is written in English.
  const lang = /^[a-z]{2}(-[A-Z]{2})?$/.test(head.lang ?? '') ? (head.lang ?? 'en') : 'en';
  // Replaced by functions: a `$&` in a page's text is text, not a replacement pattern.
  const html = scriptsAfterFirstPaint(
    request.template,
    modulePreloadTags(chunks.preloads),
    request.nonce,
  )
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace(
      '<!--app-head-->',
      () =>
        `${zodConfig}\n    ${renderHeadTags(head, pathname, request.config)}\n    ${styles}\n    ${state}`,
    )
    .replace('<!--app-html-->', () => body);
  return {
    status: context.statusCode,
    headers: { ...sessionHeaders, 'content-type': 'text/html; charset=utf-8' },
    html,
    inlineScripts: [
      ZOD_CONFIG_SCRIPT,
      LOAD_AFTER_PAINT,
      ...routerHydrationScript(body, nonceAttribute),
    ],
  };
}
