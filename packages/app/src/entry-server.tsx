import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { enableStaticRendering } from 'mobx-react-lite';
import { createApiClient } from '@atlas/api/client';
import type { RenderFunction, RenderRequest, RenderResult } from '@atlas/api/ssr';
import { AppProviders } from './app/AppProviders';
import { EMBEDDED_STATE_ID, type EmbeddedState } from './app/state';
import { scriptJson } from './shared/script-json';
import { createRoutes } from './routes';
import { renderHeadTags, resolveHead, type PageHead } from './routes/head';
import { describeError } from './features/errors/RouteErrorPage';
import { RootStore } from './stores/RootStore';
import { restoreSession } from './features/auth/session';

enableStaticRendering(true);

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
  const handler = createStaticHandler(createRoutes({ api, store }));
  const context = await handler.query(toFetchRequest(request));

  if (context instanceof Response) {
    const location = context.headers.get('location');
    return {
      status: context.status,
      headers: { ...sessionHeaders, ...(location ? { location } : {}) },
      html: '',
    };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css', nonce: request.nonce });
  const emotionServer = createEmotionServer(cache);
  const body = renderToString(
    <AppProviders store={store} cache={cache}>
      <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
    </AppProviders>,
  );
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
  const state = `<script id="${EMBEDDED_STATE_ID}" type="application/json"${nonceAttribute}>${scriptJson({ config: request.config, store: store.toSnapshot() } satisfies EmbeddedState)}</script>`;

  const html = request.template
    .replace(
      '<!--app-head-->',
      `${renderHeadTags(head, pathname, request.config)}\n    ${styles}\n    ${state}`,
    )
    .replace('<!--app-html-->', body);
  return {
    status: context.statusCode,
    headers: { ...sessionHeaders, 'content-type': 'text/html; charset=utf-8' },
    html,
  };
};
