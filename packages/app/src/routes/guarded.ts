import {
  data,
  redirect,
  redirectDocument,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { NOT_FOUND_MESSAGE } from '../shared/errors/messages';
import { isLocalLocation, runGuards, type GuardOutcome } from '../shared/routing/guards';
import type { ParamRule, RouteHandle } from '../shared/routing/head';
import { withChunkReload, type ChunkReloadEnvironment } from './chunk-reload';

/** What the guards need to know about the visitor, on the server or in the browser. */
export interface GuardEnvironment {
  maintenance: boolean;
  /** Whether the request carries the auth cookie (the browser cannot read it: HttpOnly). */
  hasAuthCookie: (request: Request) => boolean;
  isLoggedIn: () => boolean;
  /** Clears the user state (protected pages visited without the auth cookie). */
  logout: () => void;
  /** How a failed lazy chunk reloads the page (tests inject one; null on the server). */
  chunkReload?: () => ChunkReloadEnvironment | null;
}

/** Turns a guard's outcome into what the router understands: nothing, or a thrown response. */
export function enforceOutcome(outcome: GuardOutcome, environment: GuardEnvironment): void {
  if (outcome.kind === 'continue') return;
  if (outcome.kind === 'error') throw data(outcome.message, { status: outcome.status });
  if (outcome.logout) environment.logout();
  // A redirect off the site must leave the app (a full document load), not be routed.
  throw isLocalLocation(outcome.location)
    ? redirect(outcome.location, outcome.status)
    : redirectDocument(outcome.location, outcome.status);
}

const SLUG = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i;
const NUMBER = /^[1-9]\d{0,15}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export function paramMatches(value: string, rule: ParamRule): boolean {
  if (rule === 'slug') return value.length <= 200 && SLUG.test(value);
  if (rule === 'number') return NUMBER.test(value);
  if (rule === 'token') return TOKEN.test(value);
  if (rule instanceof RegExp) return rule.test(value);
  return rule.includes(value);
}

/** Whether every present parameter follows its rule (absent optional ones pass). */
export function paramsValid(
  params: Params,
  rules: Readonly<Record<string, ParamRule>> | undefined,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || value === '' || paramMatches(value, rule);
  });
}

function handleOf(route: RouteObject): RouteHandle {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null ? handle : {};
}

function guardNamesOf(route: RouteObject): readonly string[] {
  const guards: unknown = handleOf(route).guards;
  // Read as plain strings: a handle written without types may name a guard that does not exist.
  return Array.isArray(guards) ? guards.filter((name) => typeof name === 'string') : [];
}

type LazyFunction = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
type LazyModule = Awaited<ReturnType<LazyFunction>>;

/**
 * Adds the guards to every page route: each leaf (and each route with a loader of its own) gets a
 * loader that runs the global guards, the guards of the route and its parents, and checks the
 * parameters, before the route's own loader. Loaders run on the server before rendering and in
 * the browser on navigation, so the same rules give real HTTP statuses and client redirects.
 * Lazy modules reload the page once when their chunk fails to load.
 */
export function guardRoutes(
  routes: RouteObject[],
  environment: GuardEnvironment,
  inherited: readonly string[] = [],
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const guards = [...inherited, ...guardNamesOf(route)];
    const { lazy, lazyLoader } = guardLazy(route.lazy, environment);
    if (route.index) return { ...route, lazy, loader: guardLoader(route, guards, lazyLoader) };
    const children = route.children ? guardRoutes(route.children, environment, guards) : undefined;
    // Layout routes without a loader of their own leave the guards to their pages.
    if (children && typeof route.loader !== 'function') return { ...route, lazy, children };
    return { ...route, lazy, children, loader: guardLoader(route, guards, lazyLoader) };
  });

  function guardLoader(
    route: RouteObject,
    guards: readonly string[],
    lazyLoader: (() => Promise<LoaderFunction | undefined>) | undefined,
  ): LoaderFunction {
    const ownLoader = typeof route.loader === 'function' ? route.loader : undefined;
    const rules = handleOf(route).params;
    return async (args: LoaderFunctionArgs, context?: unknown) => {
      enforceOutcome(
        runGuards(guards, {
          url: new URL(args.request.url),
          maintenance: environment.maintenance,
          hasAuthCookie: environment.hasAuthCookie(args.request),
          isLoggedIn: environment.isLoggedIn(),
        }),
        environment,
      );
      if (!paramsValid(args.params, rules)) throw data(NOT_FOUND_MESSAGE, { status: 404 });
      if (ownLoader) return ownLoader(args, context);
      const fromModule = lazyLoader ? await lazyLoader() : undefined;
      return fromModule ? fromModule(args, context) : null;
    };
  }
}

/**
 * Wraps a lazy module loader so a failed chunk reloads the page once, and takes a loader out of
 * the module: the guard loader is static, so the router would ignore a lazy one; the guard loader
 * calls it after the guards instead.
 */
function guardLazy(
  lazy: RouteObject['lazy'],
  environment: GuardEnvironment,
): {
  lazy: RouteObject['lazy'];
  lazyLoader?: () => Promise<LoaderFunction | undefined>;
} {
  if (typeof lazy !== 'function') return { lazy };
  const load = withChunkReload(lazy, environment.chunkReload);
  let pending: Promise<LazyModule> | undefined;
  const once = (): Promise<LazyModule> => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return {
    lazy: async () => {
      const { loader: _loader, ...rest } = await once();
      return rest;
    },
    lazyLoader: async () => {
      const module = await once();
      return typeof module.loader === 'function' ? module.loader : undefined;
    },
  };
}
