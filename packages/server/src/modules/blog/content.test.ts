import { describe, expect, it } from 'vitest';
import { BLOG_WORDS_PER_MINUTE } from '@atlas/api/blog';
import { anchorOf, readingMinutes, sanitizeBlogHtml, withTableOfContents } from './content';
import { revisionDiff } from './admin-service';

describe('a post body', () => {
  it('keeps the editor’s structure and drops everything else', () => {
    const html = sanitizeBlogHtml(
      '<h1>Title</h1><p style="color:red" class="x" onclick="y()">Hi <a href="https://example.com" target="_blank">there</a></p>' +
        '<pre><code>const a = 1;</code></pre><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
        '<iframe src="https://evil.example"></iframe><img src="/uploads/blog/images/abc.webp" alt="Chart" onerror="x()">' +
        '<img src="https://tracker.example/p.gif"><a href="/company/acme">Acme</a>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Hi <a href="https://example.com" rel="noopener noreferrer">there</a></p>' +
        '<pre><code>const a = 1;</code></pre><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
        '<img src="/uploads/blog/images/abc.webp" alt="Chart" loading="lazy" decoding="async" />' +
        '<a href="/company/acme">Acme</a>',
    );
  });

  it('gives every h2 and h3 a unique anchor and lists them as the table of contents', () => {
    const { html, headings } = withTableOfContents(
      sanitizeBlogHtml('<h2>Señales <em>clave</em></h2><h3>Precio</h3><h2>Señales clave</h2>'),
    );
    expect(headings).toEqual([
      { id: 'senales-clave', text: 'Señales clave', level: 2 },
      { id: 'precio', text: 'Precio', level: 3 },
      { id: 'senales-clave-2', text: 'Señales clave', level: 2 },
    ]);
    expect(html).toContain('<h2 id="senales-clave">Señales <em>clave</em></h2>');
    expect(html).toContain('<h2 id="senales-clave-2">');
    expect(anchorOf('!!!')).toBe('section');
  });

  it('reads at the configured pace, one minute at least', () => {
    const words = (count: number) => `<p>${'word '.repeat(count)}</p>`;
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(BLOG_WORDS_PER_MINUTE * 5))).toBe(5);
  });

  it('diffs a revision against the current text line by line', () => {
    const parts = revisionDiff(
      { title: 'Old', excerpt: 'Same', bodyHtml: '<p>One</p><p>Two</p>' },
      { title: 'New', excerpt: 'Same', bodyHtml: '<p>One</p><p>Three</p>' },
    );
    const of = (kind: string) =>
      parts
        .filter((part) => part.kind === kind)
        .map((part) => part.text)
        .join('');
    expect(of('removed')).toBe('Title: Old\n<p>Two</p>\n');
    expect(of('added')).toBe('Title: New\n<p>Three</p>\n');
    expect(of('same')).toContain('Excerpt: Same\n<p>One</p>\n');
  });
});
