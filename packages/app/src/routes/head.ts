import type { PublicConfig } from '@atlas/api/ssr';

/** What a page puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; defaults to the page's path without its query. */
  canonicalPath?: string;
  /** Ask search engines not to index the page (errors, private pages). */
  noindex?: boolean;
}

export interface RouteHandle {
  head?: (loaderData: unknown) => PageHead;
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
export function resolveHead(matches: readonly HeadMatch[], fallback: PageHead): PageHead {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle) && match.handle.head) {
      return match.handle.head(match.loaderData ?? match.data);
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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The head tags as HTML, for the server's document. */
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
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('\n    ');
}
