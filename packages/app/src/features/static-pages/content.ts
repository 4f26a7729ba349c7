import { data } from 'react-router-dom';
import { fillPlaceholders, splitFrontMatter } from './markdown/front-matter';

/** The Markdown pages in packages/app/src/content/pages, loaded only when their page opens. */
const sources = import.meta.glob<string>('../../content/pages/*.md', {
  query: '?raw',
  import: 'default',
});

export const CONTENT_PAGES = [
  'about-us',
  'careers',
  'contact',
  'faq',
  'terms',
  'improve-ranking',
  'write-for-us',
  'contribute',
  'countries',
  'services',
  'maintenance',
  'pitch-deck-mitp',
  'test_countries',
] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** What a content page's loader answers: its front matter and its Markdown body. */
export interface ContentPageData {
  name: ContentPageName;
  /** title, description, heading (the h1; defaults to title), lead (the line under it). */
  meta: Record<string, string>;
  body: string;
}

export const DEFAULT_BRAND = 'Agency Atlas';

/** Reads a content page with `{brand}` (and other placeholders) filled in. */
export async function loadContentPage(
  name: ContentPageName,
  values: { brand: string } & Record<string, string>,
): Promise<ContentPageData> {
  const load = sources[`../../content/pages/${name}.md`];
  if (!load) throw data(null, { status: 404 });
  const { meta, body } = splitFrontMatter(fillPlaceholders(await load(), values));
  return { name, meta, body };
}

export function isContentPageData(value: unknown): value is ContentPageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'meta' in value &&
    'body' in value &&
    typeof value.body === 'string'
  );
}
