import sanitizeHtml from 'sanitize-html';

/**
 * Notification and chat HTML: emphasis, line breaks, paragraphs and links to http(s) or this
 * site's paths. Everything else is dropped (scripts and styles with their content); links get
 * rel="nofollow noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
