import type { PublicConfig } from '@atlas/api/ssr';
import { scriptJson } from '../script-json';
import type { GuardName } from './guards';
import escapeHtml from 'escape-html';

/** What a page puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; defaults to the page's path without its query. */
  canonicalPath?: string;
  /** Ask search engines not to index the page (errors, private pages, refined listings). */
  noindex?: boolean;
  /**
   * Extra links, e.g. rel=prev/next of a paginated listing, or a translation's rel=alternate with
   * its hreflang (paths or absolute URLs).
   */
  links?: { rel: string; href: string; hreflang?: string; type?: string; title?: string }[];
  /** The page's language (`<html lang>`); English when not given. */
  lang?: string;
  /** Structured data, written as application/ld+json. */
  jsonLd?: unknown[];
  /** Open Graph type, e.g. 'profile' (og:type is left out when not given). */
  ogType?: string;
  /** Open Graph image: a site path or an absolute URL. */
  ogImage?: string;
}

/**
 * What a route parameter must look like: 'slug' (letters, digits, dashes), 'number' (a positive
 * whole number), 'token' (an opaque id), a pattern, or a closed list of values. A present value that
 * fails its rule makes the page a 404 'This page could not be found'; an absent optional one passes.
 */
export type ParamRule = 'slug' | 'number' | 'token' | RegExp | readonly string[];

export interface RouteHandle {
  head?: (loaderData: unknown, config: PublicConfig) => PageHead;
  /** The route's name, e.g. 'company-review-submit' (layout rules and analytics use it). */
  name?: string;
  /**
   * Guards this route runs, by name, after the global ones (maintenance, trailing slash, legacy
   * slugs): 'guest-only', 'protected' … See shared/routing/guards.ts. Guards of a parent route apply to its
   * children too. An unknown name is a 500 'Unknown middleware'.
   */
  guards?: readonly GuardName[];
  /** false: the page is never kept alive (forms, login, register, dashboard). Default true. */
  keepAlive?: boolean;
  /** Rules for the route's parameters (see ParamRule). */
  params?: Readonly<Record<string, ParamRule>>;
  /** The layout hides its main navigation (e.g. the it-business-outsourcing-survey-2021 survey). */
  hideNavigation?: boolean;
}

export interface HeadMatch {
  handle: unknown;
  loaderData?: unknown;
  data?: unknown;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'head' in value &&
    typeof value.head === 'function'
  );
}

/** The head of the deepest matched route that declares one. */
export function resolveHead(
  matches: readonly HeadMatch[],
  config: PublicConfig,
  fallback: PageHead,
): PageHead {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle) && match.handle.head) {
      return match.handle.head(match.loaderData ?? match.data, config);
    }
  }
  return fallback;
}

export function documentTitle(head: PageHead, config: PublicConfig): string {
  return head.title.includes(config.brandName) ? head.title : `${head.title} | ${config.brandName}`;
}

export function canonicalUrl(head: PageHead, pathname: string, config: PublicConfig): string {
  const path = head.canonicalPath ?? pathname;
  return `${config.canonicalUrl}${path === '/' ? '/' : path.toLowerCase()}`;
}

/** Absolute URL of a site path. */
export function absoluteUrl(path: string, config: PublicConfig): string {
  return /^https?:\/\//.test(path) ? path : `${config.canonicalUrl}${path}`;
}

/**
 * The page's head tags as HTML. The server writes them into the document; on client-side
 * navigation HeadSync swaps them (every tag carries data-head).
 */
export function renderHeadTags(head: PageHead, pathname: string, config: PublicConfig): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(head, config))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(head, pathname, config))}">`,
    `<meta property="og:title" content="${escapeHtml(documentTitle(head, config))}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl(head, pathname, config))}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.brandName)}">`,
  ];
  if (head.ogType) tags.push(`<meta property="og:type" content="${escapeHtml(head.ogType)}">`);
  if (head.ogImage)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(absoluteUrl(head.ogImage, config))}">`,
    );
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const link of head.links ?? []) {
    const extra = (['hreflang', 'type', 'title'] as const)
      .map((name) => (link[name] ? ` ${name}="${escapeHtml(link[name])}"` : ''))
      .join('');
    tags.push(
      `<link rel="${escapeHtml(link.rel)}"${extra} href="${escapeHtml(absoluteUrl(link.href, config))}">`,
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-head')).join('\n    ');
}
