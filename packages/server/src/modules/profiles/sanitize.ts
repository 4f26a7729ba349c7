import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for a company's rich-text description: text structure, lists, emphasis and
 * links. Everything else is dropped: scripts and styles with their content, event handlers,
 * inline styles, classes, iframes, images (they could track visitors), and any link whose scheme is
 * not http(s) or mailto. Links to other sites get rel="nofollow noopener noreferrer ugc".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  // rel is set below (a visitor's own rel is replaced).
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  // The page's own headings are h1 and h2: a description's h1 becomes an h3, h2 an h3.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc' }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length,
};

/** A description as it may be sent to pages; null when nothing readable is left. */
export function sanitizeDescription(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.length > 0 ? clean : null;
}
