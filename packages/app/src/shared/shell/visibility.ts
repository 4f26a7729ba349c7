/**
 * Which parts of the shell a page shows (SPEC §2 "Footer and banners", §4 "TOP 10 badge"): pure
 * functions of the path and the route's name, so the server and the browser agree.
 */
import { paths } from '../../config/paths';

export interface ShellRoute {
  pathname: string;
  /** The deepest matched route's `handle.name`, when it has one. */
  routeName?: string | undefined;
}

/** Route names whose pages have no footer. */
export const FOOTER_HIDDEN_ROUTES: readonly string[] = [
  'project-submission',
  'top-companies-promote',
  'top-companies-service-city-screenshot',
];

function trimmed(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

export function isFooterVisible({ pathname, routeName }: ShellRoute): boolean {
  if (routeName !== undefined && FOOTER_HIDDEN_ROUTES.includes(routeName)) return false;
  const path = trimmed(pathname);
  if (path === paths.projectSubmission() || path === paths.topCompaniesPromote()) return false;
  return !/^\/top-companies\/[^/]+(\/[^/]+)?\/screenshot$/.test(path);
}

/** Route names whose pages have no site header (SPEC §2: dashboard-company-promote-join). */
export const HEADER_HIDDEN_ROUTES: readonly string[] = ['dashboard-company-promote-join'];

export function isHeaderVisible({ routeName }: ShellRoute): boolean {
  return routeName === undefined || !HEADER_HIDDEN_ROUTES.includes(routeName);
}

/** Words in a route name that hide the call-to-action banner (SPEC §2). */
const CTA_HIDDEN_NAME_PARTS = [
  'listing',
  'auth',
  'claim',
  'edit',
  'review',
  'submission',
  'submit',
  'improve-ranking',
  'write-for-us',
  'invitation',
] as const;

/** The same pages by path, for routes without a name. */
const CTA_HIDDEN_PATHS: readonly RegExp[] = [
  /^\/dashboard(\/|$)/,
  /^(\/es)?\/blog(\/|$)/,
  // Listings (and the get-listed and submit forms that live under /companies).
  /^\/companies(\/|$)/,
  // Authentication and e-mail links.
  /^\/(login|register|forgot|logout)(\/|$)/,
  /^\/password\//,
  /^\/email\//,
  // Claiming, editing, reviewing and joining a company.
  /^\/company\/(claim|edit|review|join)(\/|$)/,
  /^\/project-submission(\/|$)/,
  /^\/(improve-ranking|write-for-us)$/,
];

/** What the footer's call-to-action area shows. */
export type CtaBanner = 'none' | 'get-listed' | 'valet';

export function ctaBannerFor({ pathname, routeName }: ShellRoute): CtaBanner {
  const path = trimmed(pathname);
  if (routeName !== undefined) {
    if (routeName.startsWith('dashboard') || routeName.startsWith('blog')) return 'none';
    if (CTA_HIDDEN_NAME_PARTS.some((part) => routeName.includes(part))) return 'none';
  }
  if (CTA_HIDDEN_PATHS.some((pattern) => pattern.test(path))) return 'none';
  return path === '/' ? 'get-listed' : 'valet';
}

/** The floating TOP 10 badge is hidden (collapsed) on the promote and service-city pages. */
export function isTop10BadgeHiddenOn({ pathname, routeName }: ShellRoute): boolean {
  if (routeName?.startsWith('top-companies')) return true;
  return /^\/top-companies(\/|$)/.test(trimmed(pathname));
}

/** A top-companies service-city page, /top-companies/{service}/{city} (not promote, not screenshot). */
export function topCompaniesServiceCity(
  pathname: string,
): { service: string; city: string } | null {
  const match = /^\/top-companies\/([^/]+)\/([^/]+)$/.exec(trimmed(pathname));
  if (!match?.[1] || !match[2] || match[1] === 'promote') return null;
  return { service: match[1], city: match[2] };
}

/** Slim header (SPEC §2): the survey layout and the outsourcing survey. */
export type HeaderVariant = 'full' | 'slim' | 'awards-only';
