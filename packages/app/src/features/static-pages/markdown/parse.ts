import type * as Mdast from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { splitFrontMatter } from './front-matter';

export { fillPlaceholders, splitFrontMatter } from './front-matter';

/**
 * Markdown for the site's own content files (packages/app/src/content), read by a CommonMark +
 * GFM parser (micromark, through mdast-util-from-markdown) into a small tree that React renders
 * as elements — never HTML. The sanitizing step is this mapping: raw HTML in a file becomes text,
 * links and images are kept only when they are http(s) or a path on this site (any other scheme,
 * javascript: or data:, leaves just the text), and headings start at h2 (the page title is the h1).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'strike'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type TableAlign = 'left' | 'right' | 'center' | null;

export type HeadingLevel = 2 | 3 | 4;

export type Block =
  | { type: 'heading'; level: HeadingLevel; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number | null; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; lang: string | null; text: string }
  | { type: 'table'; align: TableAlign[]; head: Inline[][]; rows: Inline[][][] }
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

/** CommonMark with GitHub's extensions (tables, strikethrough, autolinks, task lists). */
function parseOptions() {
  return { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
}

/** Adjacent text runs as one (escapes and raw HTML split them in the syntax tree). */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else out.push(node.type === 'text' ? { ...node } : node);
  }
  return out;
}

function inlineOf(nodes: readonly Mdast.RootContent[]): Inline[] {
  return mergeText(nodes.flatMap(inlineNode));
}

function inlineNode(node: Mdast.RootContent): Inline[] {
  switch (node.type) {
    case 'text':
      // A line break inside a paragraph reads as a space.
      return [{ type: 'text', text: node.value.replace(/\s*\n\s*/g, ' ') }];
    case 'html':
      return [{ type: 'text', text: node.value }];
    case 'strong':
      return [{ type: 'strong', children: inlineOf(node.children) }];
    case 'emphasis':
      return [{ type: 'em', children: inlineOf(node.children) }];
    case 'delete':
      return [{ type: 'strike', children: inlineOf(node.children) }];
    case 'inlineCode':
      return [{ type: 'code', text: node.value }];
    case 'break':
      return [{ type: 'break' }];
    case 'link': {
      const children = inlineOf(node.children);
      const href = safeHref(node.url);
      return href ? [{ type: 'link', href, children }] : children;
    }
    case 'image': {
      const src = safeHref(node.url);
      const alt = node.alt ?? '';
      return src ? [{ type: 'image', src, alt }] : alt ? [{ type: 'text', text: alt }] : [];
    }
    default:
      // Anything else found inline (footnote references…) keeps its text.
      return 'children' in node || 'value' in node ? [{ type: 'text', text: toString(node) }] : [];
  }
}

interface BlockContext {
  usedIds: Map<string, number>;
}

function blocksOf(nodes: readonly Mdast.RootContent[], context: BlockContext): Block[] {
  return nodes.flatMap((node) => blockNode(node, context));
}

function blockNode(node: Mdast.RootContent, context: BlockContext): Block[] {
  switch (node.type) {
    case 'heading': {
      // The page's title is its only h1: `#` and `##` are both h2, `###` h3, deeper h4.
      const level: HeadingLevel = node.depth <= 2 ? 2 : node.depth === 3 ? 3 : 4;
      const base = slugifyHeading(toString(node));
      const seen = context.usedIds.get(base) ?? 0;
      context.usedIds.set(base, seen + 1);
      const id = seen ? `${base}-${seen + 1}` : base;
      return [{ type: 'heading', level, id, children: inlineOf(node.children) }];
    }
    case 'paragraph':
      return [{ type: 'paragraph', children: inlineOf(node.children) }];
    case 'list':
      return [
        {
          type: 'list',
          ordered: node.ordered === true,
          start: node.ordered && node.start != null && node.start !== 1 ? node.start : null,
          items: node.children.map((item) => blocksOf(item.children, context)),
        },
      ];
    case 'blockquote':
      return [{ type: 'quote', children: blocksOf(node.children, context) }];
    case 'code':
      return [{ type: 'code', lang: node.lang ?? null, text: node.value }];
    case 'table': {
      const [head, ...rows] = node.children.map((row) =>
        row.children.map((cell) => inlineOf(cell.children)),
      );
      return [{ type: 'table', align: node.align ?? [], head: head ?? [], rows }];
    }
    case 'thematicBreak':
      return [{ type: 'rule' }];
    case 'html':
      return [{ type: 'paragraph', children: [{ type: 'text', text: node.value }] }];
    case 'definition':
      return [];
    default: {
      const children = inlineNode(node);
      return children.length ? [{ type: 'paragraph', children }] : [];
    }
  }
}

/** One line of inline Markdown (emphasis, links, code) as inline nodes. */
export function parseInline(text: string): Inline[] {
  const root = fromMarkdown(text, parseOptions());
  return inlineOf(
    root.children.flatMap((node): Mdast.RootContent[] =>
      node.type === 'paragraph' ? node.children : [node],
    ),
  );
}

export function parseMarkdown(source: string): MarkdownDocument {
  const { meta, body } = splitFrontMatter(source.replace(/\r\n?/g, '\n'));
  const root = fromMarkdown(body, parseOptions());
  return { meta, blocks: blocksOf(root.children, { usedIds: new Map() }) };
}

/** The plain text of inline content (for titles and descriptions). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'image':
          return node.alt;
        case 'break':
          return ' ';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}
