import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFunction } from '@atlas/api/ssr';

/** How the server turns a page request into HTML: the built app, or Vite's dev server. */
export interface AppRenderer {
  render: RenderFunction;
  /** The HTML shell for `url` (Vite transforms it in development). */
  template(url: string): Promise<string>;
  /** Directory of the built client (index.html, assets/), when serving a build. */
  clientDir?: string;
  /** Connect-style middleware (Vite's) that answers asset requests in development. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  close(): Promise<void>;
}

/** Where @atlas/app lives, found through package resolution so it works from source and from dist. */
export function appPackageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@atlas/app/package.json'));
}

function isRenderFunction(value: unknown): value is RenderFunction {
  return typeof value === 'function';
}

/** Loads the app's production build (`pnpm build`): `dist/server/entry-server.js` and `dist/client`. */
export async function loadBuiltRenderer(appDir = appPackageDir()): Promise<AppRenderer> {
  const clientDir = join(appDir, 'dist', 'client');
  const entry = join(appDir, 'dist', 'server', 'entry-server.js');
  let template: string;
  let module: Record<string, unknown>;
  try {
    template = await readFile(join(clientDir, 'index.html'), 'utf8');
    module = await import(pathToFileURL(entry).href);
  } catch (cause) {
    throw new Error(`The app is not built (looked for ${entry}). Run "pnpm build" first.`, {
      cause,
    });
  }
  const render = module.render;
  if (!isRenderFunction(render)) throw new Error(`${entry} does not export render()`);
  return { render, template: async () => template, clientDir, close: async () => {} };
}

/** Renders from source through Vite in middleware mode, with hot reload (development and tests). */
export async function createDevRenderer(appDir = appPackageDir()): Promise<AppRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    // Tests start several renderers at once: no hot reload and no WebSocket server (whose fixed
    // port the second one would find taken).
    server:
      process.env.NODE_ENV === 'test'
        ? { middlewareMode: true, hmr: false, ws: false }
        : { middlewareMode: true },
    appType: 'custom',
    // Tests send hostile URLs on purpose; Vite's warning about each undecodable one is noise there.
    logLevel: process.env.NODE_ENV === 'test' ? 'error' : 'warn',
  });
  const indexHtml = await readFile(join(appDir, 'index.html'), 'utf8');
  return {
    async render(request) {
      const module = await vite.ssrLoadModule('/src/entry-server.tsx');
      const render = module.render;
      if (!isRenderFunction(render))
        throw new Error('src/entry-server.tsx does not export render()');
      return render(request);
    },
    template: (url) => vite.transformIndexHtml(url, indexHtml),
    middleware: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
