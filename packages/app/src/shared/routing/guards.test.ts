import { describe, expect, it } from 'vitest';
import {
  GUARDS,
  isLocalLocation,
  runGuards,
  UNKNOWN_GUARD_MESSAGE,
  type GuardContext,
  type GuardOutcome,
} from './guards';
import { LEGACY_SERVICE_SLUGS } from './legacy';

function context(path: string, overrides: Partial<Omit<GuardContext, 'url'>> = {}): GuardContext {
  return {
    url: new URL(path, 'https://atlas.test'),
    maintenance: false,
    hasAuthCookie: false,
    isLoggedIn: false,
    ...overrides,
  };
}

const CONTINUE: GuardOutcome = { kind: 'continue' };
const moved = (location: string): GuardOutcome => ({ kind: 'redirect', status: 301, location });
const found = (location: string): GuardOutcome => ({ kind: 'redirect', status: 302, location });

describe('maintenance (SPEC §4)', () => {
  it.each<[string, boolean, GuardOutcome]>([
    ['/', true, found('/maintenance')],
    ['/companies/seo?page=2', true, found('/maintenance')],
    ['/login', true, found('/maintenance')],
    ['/maintenance', true, CONTINUE],
    ['/maintenance', false, found('/')],
    ['/maintenance/', false, found('/')],
    ['/', false, CONTINUE],
    ['/about-us', false, CONTINUE],
  ])('%s with the flag %s → %o', (path, maintenance, outcome) => {
    expect(GUARDS.maintenance(context(path, { maintenance }))).toEqual(outcome);
  });
});

describe('trailing slash (SPEC §4)', () => {
  it.each<[string, GuardOutcome]>([
    ['/about-us/', moved('/about-us')],
    ['/About-Us/', moved('/about-us')],
    ['/companies/SEO/London/?page=2&sort=name', moved('/companies/seo/london?page=2&sort=name')],
    ['/blog/post/#comments', moved('/blog/post#comments')],
    ['/faq//', moved('/faq')],
    ['/', CONTINUE],
    ['/about-us', CONTINUE],
    ['/About-Us', CONTINUE],
    ['/dashboard/', CONTINUE],
    ['/dashboard/inbox/', CONTINUE],
  ])('%s → %o', (path, outcome) => {
    expect(GUARDS['trailing-slash'](context(path))).toEqual(outcome);
  });
});

describe('legacy slug redirects (SPEC §4)', () => {
  const table = Object.entries(LEGACY_SERVICE_SLUGS).flatMap(([from, to]): [string, string][] => [
    [`/companies/${from}`, `/companies/${to}`],
    [`/companies/${from}/malaysia?page=2`, `/companies/${to}/malaysia?page=2`],
    [`/top-companies/${from}/london`, `/top-companies/${to}/london`],
    [`/top-companies/${from}/london/screenshot`, `/top-companies/${to}/london/screenshot`],
  ]);

  it.each(table)('%s → 301 %s', (from, to) => {
    expect(GUARDS['redirect-old-services'](context(from))).toEqual(moved(to));
  });

  it.each([
    '/companies/rail-freight',
    '/companies/rail-freight/london?page=3',
    '/top-companies/rail-freight/london',
  ])('%s → 301 /companies', (from) => {
    expect(GUARDS['redirect-old-services'](context(from))).toEqual(moved('/companies'));
  });

  it.each([
    '/companies',
    '/companies/seo/london',
    '/top-companies/seo/london',
    '/top-companies/promote/join',
    '/blog/other-seo',
    '/companies/saved-searches/view/12',
  ])('leaves %s alone', (path) => {
    expect(GUARDS['redirect-old-services'](context(path))).toEqual(CONTINUE);
  });
});

describe('dashboard slash (SPEC §4)', () => {
  it.each<[string, GuardOutcome]>([
    ['/dashboard', moved('/dashboard/')],
    ['/dashboard?tab=1', moved('/dashboard/?tab=1')],
    ['/dashboard/', CONTINUE],
    ['/dashboard/inbox', CONTINUE],
  ])('%s → %o', (path, outcome) => {
    expect(GUARDS['dashboard-slash'](context(path))).toEqual(outcome);
  });
});

describe('guest-only (SPEC §4)', () => {
  it.each<[boolean, boolean, GuardOutcome]>([
    [true, true, found('/dashboard/')],
    [true, false, found('/')],
    [false, false, CONTINUE],
  ])('auth cookie %s, user in state %s → %o', (hasAuthCookie, isLoggedIn, outcome) => {
    expect(GUARDS['guest-only'](context('/login', { hasAuthCookie, isLoggedIn }))).toEqual(outcome);
  });
});

describe('protected (SPEC §4)', () => {
  it('sends a visitor without the auth cookie to log in, with the full path, logging out', () => {
    expect(GUARDS.protected(context('/company/edit?step=2#logo'))).toEqual({
      kind: 'redirect',
      status: 302,
      location: `/login?redirect=${encodeURIComponent('/company/edit?step=2#logo')}`,
      logout: true,
    });
  });

  it('lets a visitor with the auth cookie through', () => {
    expect(
      GUARDS.protected(context('/dashboard/', { hasAuthCookie: true, isLoggedIn: true })),
    ).toEqual(CONTINUE);
  });
});

describe('runGuards', () => {
  it('runs the global guards first: maintenance wins over everything', () => {
    expect(runGuards(['protected'], context('/dashboard/', { maintenance: true }))).toEqual(
      found('/maintenance'),
    );
  });

  it('then the trailing slash, then legacy slugs, then the route’s own guards', () => {
    expect(runGuards(['protected'], context('/company/edit/'))).toEqual(moved('/company/edit'));
    expect(runGuards([], context('/companies/other-seo/'))).toEqual(moved('/companies/other-seo'));
    expect(runGuards([], context('/companies/other-seo'))).toEqual(moved('/companies/seo'));
    expect(runGuards(['dashboard-slash', 'protected'], context('/dashboard'))).toEqual(
      moved('/dashboard/'),
    );
    expect(runGuards(['dashboard-slash', 'protected'], context('/dashboard/'))).toMatchObject({
      location: '/login?redirect=%2Fdashboard%2F',
    });
  });

  it('continues when every guard does', () => {
    expect(
      runGuards(
        ['guest-only'],
        context('/login?redirect=%2Fdashboard%2F', { hasAuthCookie: false }),
      ),
    ).toEqual(CONTINUE);
  });

  it.each([['no-such-guard'], ['protected', 'Protected'], ['']])(
    'answers an unknown guard (%s) with 500 Unknown middleware',
    (...names) => {
      expect(runGuards(names, context('/', { maintenance: true }))).toEqual({
        kind: 'error',
        status: 500,
        message: UNKNOWN_GUARD_MESSAGE,
      });
    },
  );
});

describe('isLocalLocation', () => {
  it.each<[string, boolean]>([
    ['/dashboard/', true],
    ['/login?redirect=%2F', true],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (location, local) => {
    expect(isLocalLocation(location)).toBe(local);
  });
});
