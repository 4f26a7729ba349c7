const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': '\u00a0',
};

function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A chat message's stored HTML (the server's escaped text in `<p>` paragraphs with `<br>` line
 * breaks) as paragraphs of lines of plain text, for React to render as text: nothing of it is
 * ever inserted as HTML, so no markup a message might carry can run.
 */
export function messageParagraphs(html: string): string[][] {
  return html
    .split(/<\/p>/i)
    .map((part) => part.replace(/<p[^>]*>/gi, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => part.split(/<br\s*\/?>/i).map(decode));
}
