import sanitizeHtml from 'sanitize-html';
import { BLOG_WORDS_PER_MINUTE, type BlogHeading } from '@atlas/api/blog';

/**
 * The allow-list of a post's body: the rich-text editor's structure (headings, lists, links,
 * emphasis, quotes, code, tables) and images stored through the storage port. Scripts, styles,
 * event handlers, classes, inline styles, iframes and other sites' images are dropped; a link's
 * scheme must be http(s) or mailto, and links to other sites get rel="noopener noreferrer".
 * The page's own h1 is the title: a body's h1 becomes an h2.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(https?:|mailto:)/i.test(href.trim());
      return {
        tagName,
        attribs: external
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel')),
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length) ||
    // Only images stored by the blog itself (no tracking pixels from other sites).
    (frame.tag === 'img' && !/^\/uploads\/blog\/[a-z0-9/_.-]+$/.test(frame.attribs.src ?? '')),
};

/** A post's body as it may be stored and sent to pages. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Text without markup or entities (search, excerpts, reading time, anchors). */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&nbsp;', ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's anchor: its words in lower case, accents dropped, joined by dashes. */
export function anchorOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'section'
  );
}

/**
 * The sanitized body with an id on every h2 and h3, and those headings as the table of contents.
 * Runs on sanitizer output, whose headings carry no attributes, so the pattern sees every one.
 */
export function withTableOfContents(sanitized: string): { html: string; headings: BlogHeading[] } {
  const headings: BlogHeading[] = [];
  const used = new Set<string>();
  const html = sanitized.replace(
    /<h([23])>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, inner: string) => {
      const text = plainTextOf(inner);
      const base = anchorOf(text);
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      headings.push({ id, text, level: level === '2' ? 2 : 3 });
      return `<h${level} id="${id}">${inner}</h${level}>`;
    },
  );
  return { html, headings };
}

/** Minutes to read a body, at least one. */
export function readingMinutes(html: string): number {
  const words = plainTextOf(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
}
