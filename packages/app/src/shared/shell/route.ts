import { useLocation, useMatches } from 'react-router-dom';
import type { PlaceRef } from '@atlas/api/entities/location';
import type { ShellRoute } from './visibility';

interface MatchLike {
  handle?: unknown;
  data?: unknown;
  loaderData?: unknown;
}

/** The deepest matched route's `handle.name`. */
export function routeNameOf(matches: readonly MatchLike[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null && 'name' in handle) {
      const name: unknown = handle.name;
      if (typeof name === 'string') return name;
    }
  }
  return undefined;
}

/** Whether any matched route says it must not be kept alive (`handle.keepAlive === false`). */
export function isKeepAliveExcluded(matches: readonly MatchLike[]): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      'keepAlive' in match.handle &&
      match.handle.keepAlive === false,
  );
}

function isPlace(value: unknown): value is PlaceRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'slug' in value &&
    typeof value.slug === 'string' &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

export interface PagePlace {
  country: PlaceRef | null;
  city: PlaceRef | null;
  service: PlaceRef | null;
}

/** The country, city and service of a companies listing, from its loader's `context`. */
export function pagePlaceOf(matches: readonly MatchLike[]): PagePlace | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const data = match?.loaderData ?? match?.data;
    if (typeof data !== 'object' || data === null || !('context' in data)) continue;
    const context = data.context;
    if (typeof context !== 'object' || context === null) continue;
    const pick = (key: string): PlaceRef | null => {
      const value: unknown = key in context ? Reflect.get(context, key) : null;
      return isPlace(value) ? value : null;
    };
    return { country: pick('country'), city: pick('city'), service: pick('service') };
  }
  return null;
}

/** The page the shell is around: path, route name and the listing's place. */
export function useShellRoute(): ShellRoute & { place: PagePlace | null } {
  const location = useLocation();
  const matches = useMatches();
  return {
    pathname: location.pathname,
    routeName: routeNameOf(matches),
    place: pagePlaceOf(matches),
  };
}
