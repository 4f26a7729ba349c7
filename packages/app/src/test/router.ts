import { createMemoryRouter, type RouteObject } from 'react-router-dom';

const NoFallback = () => null;

/** Every route with a loader draws nothing until its data is there, as after a server render. */
function withHydrateFallback(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const fallback =
      route.loader && !route.HydrateFallback && !route.hydrateFallbackElement
        ? { HydrateFallback: NoFallback }
        : {};
    if (route.index) return { ...route, ...fallback };
    return {
      ...route,
      ...fallback,
      children: route.children ? withHydrateFallback(route.children) : undefined,
    };
  });
}

/**
 * A memory router for tests. In the browser the first page's data comes with the server's HTML;
 * here the loaders run first, so each such route gets an empty fallback instead of React Router's
 * "No HydrateFallback element" warning.
 */
export function createTestRouter(
  routes: readonly RouteObject[],
  options?: Parameters<typeof createMemoryRouter>[1],
): ReturnType<typeof createMemoryRouter> {
  return createMemoryRouter(withHydrateFallback(routes), options);
}
