import type { PageHead } from './head';

function isPageHead(value: unknown): value is PageHead {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'description' in value &&
    typeof value.description === 'string'
  );
}

/**
 * The head a page's loader made and put in its data as `head` (so the route table, which is in
 * every page's first load, needs none of the code that makes it); null while there is none.
 */
export function loaderHead(loaderData: unknown): PageHead | null {
  const head: unknown =
    typeof loaderData === 'object' && loaderData !== null && 'head' in loaderData
      ? loaderData.head
      : undefined;
  return isPageHead(head) ? head : null;
}
