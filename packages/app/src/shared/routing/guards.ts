import { paths } from '../../config/paths';
import { legacyListingTarget, legacyTopCompaniesTarget } from './legacy';

/**
 * Route guards (SPEC §4 "Route guards"): pure functions from what is known about a request to
 * what happens next. The server runs them before rendering (so redirects and 404s are real HTTP
 * statuses) and the client router runs them on every navigation (see routes/guarded.ts).
 */

/** Every guard the app knows. A route naming anything else gets a 500 'Unknown middleware'. */
export const GUARD_NAMES = [
  'maintenance',
  'trailing-slash',
  'redirect-old-services',
  'dashboard-slash',
  'guest-only',
  'protected',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** Guards every route runs first, in this order. */
export const GLOBAL_GUARDS: readonly GuardName[] = [
  'maintenance',
  'trailing-slash',
  'redirect-old-services',
];

export interface GuardContext {
  /** The requested address (path, query and, when known, hash). */
  url: URL;
  /** The maintenance flag of the configuration. */
  maintenance: boolean;
  /** Whether the visitor carries the auth (session) cookie. */
  hasAuthCookie: boolean;
  /** Whether a user is in the state (the session was verified). */
  isLoggedIn: boolean;
}

export type GuardOutcome =
  | { kind: 'continue' }
  | {
      kind: 'redirect';
      status: 301 | 302;
      location: string;
      /** Clear the user state before leaving (protected pages without the auth cookie). */
      logout?: boolean;
    }
  | { kind: 'error'; status: number; message: string };

export type Guard = (context: GuardContext) => GuardOutcome;

export const UNKNOWN_GUARD_MESSAGE = 'Unknown middleware';
export const MAINTENANCE_PATH = paths.maintenance();
export const DASHBOARD_PATH = paths.dashboard();

const CONTINUE: GuardOutcome = { kind: 'continue' };

function redirectTo(status: 301 | 302, location: string): GuardOutcome {
  return { kind: 'redirect', status, location };
}

/** Path, query and hash of a URL: what a visitor is sent back to. */
export function fullPath(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

export const GUARDS: Readonly<Record<GuardName, Guard>> = {
  maintenance({ url, maintenance }) {
    const onMaintenancePage = url.pathname.replace(/\/+$/, '') === MAINTENANCE_PATH;
    if (maintenance && !onMaintenancePage) return redirectTo(302, MAINTENANCE_PATH);
    if (!maintenance && onMaintenancePage) return redirectTo(302, paths.home());
    return CONTINUE;
  },

  'trailing-slash'({ url }) {
    const { pathname } = url;
    if (pathname === '/' || !pathname.endsWith('/') || isDashboardPath(pathname)) return CONTINUE;
    const bare = pathname.replace(/\/+$/, '').toLowerCase() || '/';
    return redirectTo(301, `${bare}${url.search}${url.hash}`);
  },

  'redirect-old-services'({ url }) {
    const segments = url.pathname.split('/').filter(Boolean);
    const [section, ...rest] = segments;
    let target: string | null = null;
    if (section === 'companies' && rest.length >= 1 && rest.length <= 2)
      target = legacyListingTarget(rest);
    else if (section === 'top-companies' && rest.length >= 1 && rest.length <= 3)
      target = legacyTopCompaniesTarget(rest);
    if (!target) return CONTINUE;
    // A retired slug's listing is gone; its filters make no sense elsewhere either.
    return redirectTo(301, target === paths.companies() ? target : `${target}${url.search}`);
  },

  'dashboard-slash'({ url }) {
    return url.pathname === '/dashboard'
      ? redirectTo(301, `${DASHBOARD_PATH}${url.search}`)
      : CONTINUE;
  },

  'guest-only'({ hasAuthCookie, isLoggedIn }) {
    if (!hasAuthCookie) return CONTINUE;
    return redirectTo(302, isLoggedIn ? DASHBOARD_PATH : paths.home());
  },

  protected({ url, hasAuthCookie }) {
    if (hasAuthCookie) return CONTINUE;
    return {
      kind: 'redirect',
      status: 302,
      location: paths.login(fullPath(url)),
      logout: true,
    };
  },
};

export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

/**
 * Runs the global guards, then the route's own, and answers with the first outcome that is not
 * 'continue'. An unknown name stops everything with a 500, like a misspelt middleware would.
 */
export function runGuards(names: readonly string[], context: GuardContext): GuardOutcome {
  const known = names.filter(isGuardName);
  if (known.length !== names.length)
    return { kind: 'error', status: 500, message: UNKNOWN_GUARD_MESSAGE };
  for (const name of [...GLOBAL_GUARDS, ...known]) {
    const outcome = GUARDS[name](context);
    if (outcome.kind !== 'continue') return outcome;
  }
  return CONTINUE;
}

/** Whether a redirect target stays on this site (a path) or leaves it (an absolute address). */
export function isLocalLocation(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}
