import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { createTestApiClient } from '@atlas/api/client';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { createRoutes, FEATURE_ROUTES } from './index';
import { createDiscoveringRoutes, FEATURE_LOADERS, knownFeatures } from './discovery';
import { FEATURE_NAMES, featureOfRouteId, type FeatureName } from './tree';

function dependencies() {
  const store = new RootStore(testPublicConfig, createTestApiClient());
  return { api: store.api, store, chunkReload: () => null };
}

/** The server's route table: every feature at once. */
const serverRoutes = createRoutes(dependencies());

/** One address per route pattern: each parameter and splat filled in. */
function sampleAddresses(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path
      ? [
          path
            .replace(/:[A-Za-z]+\??/g, 'sample-1')
            .replace(/\*$/, 'anything/else')
            .replace(/\/$/, '') || '/',
        ]
      : [];
    return [...own, ...sampleAddresses(route.children ?? [], path)];
  });
}

const ADDRESSES = [...new Set(sampleAddresses(serverRoutes))];

const leafId = (routes: RouteObject[], address: string) =>
  matchRoutes(routes, address)?.at(-1)?.route.id;

/** Discovers the rest as the router would, patching a copy of the tree by hand. */
async function discoverAll(initial: readonly FeatureName[]): Promise<RouteObject[]> {
  const { routes, patchRoutesOnNavigation } = await createDiscoveringRoutes(
    dependencies(),
    initial,
  );
  const byId = new Map<string, RouteObject>();
  const index = (list: readonly RouteObject[]) =>
    list.forEach((route) => {
      if (route.id) byId.set(route.id, route);
      index(route.children ?? []);
    });
  index(routes);
  const patch: Parameters<PatchRoutesOnNavigationFunction>[0]['patch'] = (id, children) => {
    const parent = id ? byId.get(id) : undefined;
    if (!parent) throw new Error(`No route ${String(id)} to patch`);
    parent.children = [...(parent.children ?? []), ...children];
  };
  const args = {
    path: '/',
    matches: [],
    patch,
    signal: new AbortController().signal,
    fetcherKey: undefined,
  };
  await patchRoutesOnNavigation(args);
  return routes;
}

describe('lazy route discovery', () => {
  it('loads each feature’s own route list by its name', async () => {
    for (const name of FEATURE_NAMES)
      expect(await FEATURE_LOADERS[name](), name).toBe(FEATURE_ROUTES[name]);
  });

  it('starts from the named features only, and every feature when none are named', () => {
    expect(knownFeatures(['companies', 'not-a-feature', 'home'])).toEqual(['home', 'companies']);
    expect(knownFeatures(undefined)).toEqual([...FEATURE_NAMES]);
  });

  it(
    'matches every address exactly as the server once all features are found, from any start',
    { timeout: 120_000 },
    async () => {
      expect(ADDRESSES.length).toBeGreaterThan(100);
      for (const name of FEATURE_NAMES) {
        const routes = await discoverAll([name]);
        for (const address of ADDRESSES)
          expect(leafId(routes, address), `${address} starting from ${name}`).toBe(
            leafId(serverRoutes, address),
          );
      }
    },
  );

  it('answers the first page with its own feature only', async () => {
    const { routes } = await createDiscoveringRoutes(dependencies(), ['companies']);
    const id = leafId(routes, '/companies/software-development');
    expect(id && featureOfRouteId(id)).toBe('companies');
    expect(id).toBe(leafId(serverRoutes, '/companies/software-development'));
    expect(leafId(routes, '/login')).toBeUndefined();
    // The home page is always there: `/` would otherwise be matched by the root alone.
    expect(leafId(routes, '/')).toBe(leafId(serverRoutes, '/'));
    expect(featureOfRouteId(leafId(routes, '/') ?? '')).toBe('home');
  });

  it.each([
    ['errors', '/no-such-page', '/', 'home'],
    ['companies', '/companies', '/login', 'auth'],
    ['auth', '/login', '/companies/software-development', 'companies'],
    ['home', '/', '/no-such-page', 'errors'],
  ] as const)(
    'starting from %s at %s, a navigation to %s finds its page (feature %s)',
    async (start, from, to, feature) => {
      const { routes, patchRoutesOnNavigation } = await createDiscoveringRoutes(dependencies(), [
        start,
      ]);
      const router = createMemoryRouter(routes, {
        initialEntries: [from],
        patchRoutesOnNavigation,
      });
      await router.navigate(to);
      const leaf = router.state.matches.at(-1)?.route.id;
      expect(router.state.location.pathname).toBe(to);
      expect(leaf).toBe(leafId(serverRoutes, to));
      expect(featureOfRouteId(leaf ?? '')).toBe(feature);
      router.dispose();
    },
  );

  it('loads no other feature for a new query on the page it started from, and does for a new path', async () => {
    const loaded: FeatureName[] = [];
    const counting = Object.fromEntries(
      FEATURE_NAMES.map((name) => [
        name,
        () => {
          loaded.push(name);
          return FEATURE_LOADERS[name]();
        },
      ]),
    ) as typeof FEATURE_LOADERS;
    const start = '/companies/software-development';
    const { routes, patchRoutesOnNavigation } = await createDiscoveringRoutes(
      dependencies(),
      ['companies'],
      { loaders: counting, answered: [start] },
    );
    expect(loaded).toEqual(['home', 'companies']);
    const router = createMemoryRouter(routes, { initialEntries: [start], patchRoutesOnNavigation });
    await router.navigate(`${start}?page=2`);
    expect(router.state.location.search).toBe('?page=2');
    expect(loaded).toEqual(['home', 'companies']);
    await router.navigate('/companies/web-development');
    expect(loaded.length).toBe(FEATURE_NAMES.length);
    expect(router.state.matches.at(-1)?.route.id).toBe(
      leafId(serverRoutes, '/companies/web-development'),
    );
    router.dispose();
  });
});
