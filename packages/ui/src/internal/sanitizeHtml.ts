import DOMPurify from 'dompurify';

/** Inline formatting only: an item that is itself a button must not hold links or blocks. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'mark'];

/**
 * Sanitises HTML with DOMPurify where a DOM exists (browser, jsdom). Returns `null` where none
 * does (server rendering), so the caller renders the plain text instead of anything unsanitised.
 */
export function sanitizeInlineHtml(html: string): string | null {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return null;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/**
 * The text of an HTML fragment, for rendering as a React text node (which React escapes), e.g.
 * on the server before DOMPurify can run.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}
