import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No field may land in an address (issue 33): a form the browser sends itself, before the page's
 * script ran, is posted. Only a search form (`role="search"`, nothing but a query) may be a GET,
 * and it says so.
 */

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

/** The opening tag (JSX attributes up to the first `>` that closes it) of each form. */
function formTags(text: string): string[] {
  const tags: string[] = [];
  const start = /component="form"|<form\b/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    // From the element's opening `<` (a `component="form"` is one of its attributes).
    const open = text.lastIndexOf('<', match.index);
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0 && text[end - 1] !== '=') break;
    }
    tags.push(text.slice(open, end + 1));
  }
  return tags;
}

describe('the forms of the app', () => {
  const forms = sources(SOURCE).flatMap((path) =>
    formTags(readFileSync(path, 'utf8')).map((tag) => ({ file: relative(SOURCE, path), tag })),
  );

  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(30);
  });

  it.each(forms)('posts the form of $file, or is a search', ({ tag }) => {
    if (/role="search"/.test(tag)) expect(tag).toMatch(/method="get"/);
    else expect(tag).toMatch(/method="post"/);
  });
});
