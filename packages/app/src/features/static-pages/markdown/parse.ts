/**
 * A small Markdown reader for the site's own content files (packages/app/src/content): headings,
 * paragraphs, lists, block quotes, rules, links, emphasis, strong text and inline code. It never
 * produces HTML: the result is a tree that React renders as elements, so anything that looks like
 * HTML in a content file is shown as text. Links are kept only when they are http(s) or a path
 * on this site; any other scheme (javascript:, data: …) is shown as plain text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type HeadingLevel = 2 | 3 | 4;

export type Block =
  | { type: 'heading'; level: HeadingLevel; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

export interface MarkdownDocument {
  /** `key: value` lines between `---` fences at the top of the file. */
  meta: Record<string, string>;
  blocks: Block[];
}

/** Links that may leave the Markdown: http(s) URLs and paths or anchors on this site. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/[\s<>"'`\\]/.test(value) || value.length === 0) return null;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\/[^/]/i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Replaces `{name}` placeholders (for example `{brand}`) with their values; unknown ones stay. */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{([a-zA-Z][\w]*)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function slugifyHeading(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!{}>]/;
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Finds the closing delimiter of an emphasis run, or -1. */
function closingIndex(text: string, delimiter: string, from: number): number {
  let index = text.indexOf(delimiter, from);
  while (index !== -1) {
    const before = text[index - 1];
    const after = text[index + delimiter.length];
    const closes =
      before !== undefined &&
      before !== ' ' &&
      (delimiter !== '_' || !isWordChar(after)) &&
      text[index - 1] !== '\\';
    if (closes && index > from) return index;
    index = text.indexOf(delimiter, index + 1);
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.test(next)) {
      buffer += next;
      index += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > index + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && next === char && text[index + 2] !== ' ') {
      const delimiter = char + char;
      const end = closingIndex(text, delimiter, index + 2);
      if (end !== -1) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    if (
      (char === '*' || char === '_') &&
      next !== undefined &&
      next !== ' ' &&
      !(char === '_' && isWordChar(text[index - 1]))
    ) {
      const end = closingIndex(text, char, index + 1);
      if (end !== -1) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const match = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]*(?:\([^()\s]*\))?[^()\s]*)\)/.exec(
        text.slice(index),
      );
      if (match?.[1] !== undefined && match[2] !== undefined) {
        flush();
        const children = parseInline(match[1]);
        const href = safeHref(match[2]);
        if (href) out.push({ type: 'link', href, children });
        else out.push(...children);
        index += match[0].length;
        continue;
      }
    }
    buffer += char;
    index += 1;
  }
  flush();
  return out;
}

/** Splits `---` front matter (simple `key: value` lines) from the body. */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match?.[1]) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair?.[1] && pair[2] !== undefined) meta[pair[1]] = pair[2].trim();
  }
  return { meta, body: source.slice(match[0].length) };
}

export function parseMarkdown(source: string): MarkdownDocument {
  const { meta, body } = splitFrontMatter(source.replace(/\r\n?/g, '\n'));
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const endParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };
  const endQuote = () => {
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    quote = [];
  };
  const endAll = () => {
    endParagraph();
    endList();
    endQuote();
  };

  for (const rawLine of body.split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      endAll();
      continue;
    }
    const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
    if (heading?.[1] && heading[2]) {
      endAll();
      // The page's title is its only h1: `#` and `##` are both h2, `###` h3, deeper h4.
      const depth = heading[1].length;
      const level: HeadingLevel = depth <= 2 ? 2 : depth === 3 ? 3 : 4;
      const base = slugifyHeading(heading[2]);
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({
        type: 'heading',
        level,
        id: seen ? `${base}-${seen + 1}` : base,
        children: parseInline(heading[2]),
      });
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(line.trim())) {
      endAll();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = /^\s{0,3}([-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (bullet?.[1] && bullet[2] !== undefined) {
      const ordered = /\d/.test(bullet[1]);
      endParagraph();
      endQuote();
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(bullet[2]);
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted?.[1] !== undefined) {
      endParagraph();
      endList();
      quote.push(quoted[1]);
      continue;
    }
    endList();
    endQuote();
    paragraph.push(line.trim());
  }
  endAll();
  return { meta, blocks };
}

/** The plain text of inline content (for titles and descriptions). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children),
    )
    .join('');
}
