import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fillPlaceholders, parseInline, parseMarkdown, safeHref } from './parse';
import { MarkdownBlocks } from './Markdown';

/** The HTML the server would send for a piece of Markdown. */
function html(source: string): string {
  const router = createMemoryRouter([
    { path: '/', element: <MarkdownBlocks blocks={parseMarkdown(source).blocks} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the Markdown renderer', () => {
  it('renders headings (from h2 down), paragraphs, lists, quotes and rules', () => {
    const out = html(
      [
        '# Title becomes h2',
        '',
        'First line',
        'same paragraph.',
        '',
        '### Sub',
        '',
        '- one',
        '- two',
        '  continued',
        '',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '---',
      ].join('\n'),
    );
    expect(out).toContain('<h2');
    expect(out).toContain('id="title-becomes-h2"');
    expect(out).not.toContain('<h1');
    expect(out).toMatch(/<h3[^>]*>Sub<\/h3>/);
    expect(out).toMatch(/<p[^>]*>First line same paragraph\.<\/p>/);
    expect(out).toMatch(/<ul[^>]*><li>one<\/li><li>two continued<\/li><\/ul>/);
    expect(out).toMatch(/<ol[^>]*><li>first<\/li><li>second<\/li><\/ol>/);
    expect(out).toMatch(/<blockquote[^>]*>quoted<\/blockquote>/);
    expect(out).toContain('<hr');
  });

  it('renders emphasis, strong text, code and links', () => {
    const out = html(
      'Some *em*, **strong**, `code`, [a page](/faq) and [a site](https://example.com/x).',
    );
    expect(out).toContain('<em>em</em>');
    expect(out).toContain('<strong>strong</strong>');
    expect(out).toMatch(/<code[^>]*>code<\/code>/);
    expect(out).toMatch(/<a[^>]*href="\/faq"[^>]*>a page<\/a>/);
    expect(out).toMatch(/<a[^>]*href="https:\/\/example.com\/x"[^>]*>a site<\/a>/);
    expect(out).toMatch(/<a[^>]*rel="noopener noreferrer"[^>]*>a site/);
  });

  it('escapes HTML in content instead of passing it through', () => {
    const out = html(
      [
        '<script>alert(1)</script>',
        '',
        '## <img src=x onerror=alert(2)>',
        '',
        '- <b>bold?</b> & "quotes"',
        '',
        '**<iframe src="https://evil.example"></iframe>**',
      ].join('\n'),
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('<iframe');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(out).toContain('&lt;b&gt;bold?&lt;/b&gt; &amp; &quot;quotes&quot;');
  });

  it('drops links that are not http(s) or on this site, keeping their text', () => {
    const out = html(
      '[click](javascript:alert(1)) [data](data:text/html,<b>x</b>) [proto](//evil.example/a) [mail](mailto:a@b.c)',
    );
    expect(out).not.toContain('href');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('click');
    expect(out).toContain('proto');
  });

  it('checks link targets', () => {
    expect(safeHref('/companies/spain')).toBe('/companies/spain');
    expect(safeHref('#section')).toBe('#section');
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('HTTP://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      '//evil.example',
      'vbscript:x',
      'data:x',
      'ftp://x',
      '/a b',
      '',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  it('keeps underscores inside words and supports backslash escapes', () => {
    expect(parseInline('see /test_countries and snake_case_name')).toEqual([
      { type: 'text', text: 'see /test_countries and snake_case_name' },
    ]);
    expect(parseInline('\\*not em\\* and _em_')).toEqual([
      { type: 'text', text: '*not em* and ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
    ]);
  });

  it('reads front matter and fills placeholders', () => {
    const source = fillPlaceholders(
      '---\ntitle: About {brand}\nlead: Hi\n---\nWelcome to {brand}, {unknown}.',
      {
        brand: 'Atlas Test',
      },
    );
    const document = parseMarkdown(source);
    expect(document.meta).toEqual({ title: 'About Atlas Test', lead: 'Hi' });
    expect(document.blocks).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'Welcome to Atlas Test, {unknown}.' }],
      },
    ]);
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Same\n\n## Same\n\n## Same').blocks.map((block) =>
      block.type === 'heading' ? block.id : null,
    );
    expect(ids).toEqual(['same', 'same-2', 'same-3']);
  });

  it('reads nested emphasis as CommonMark does', () => {
    expect(parseInline('*em **strong** em*')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'em ' },
          { type: 'strong', children: [{ type: 'text', text: 'strong' }] },
          { type: 'text', text: ' em' },
        ],
      },
    ]);
    expect(html('***both*** and ~~gone~~')).toMatch(
      /<em><strong>both<\/strong><\/em> and <del>gone<\/del>/,
    );
  });

  it('renders fenced code, GFM tables, nested lists and safe images', () => {
    const out = html(
      [
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        '| Plan | Price |',
        '| :--- | ----: |',
        '| Free | $0 |',
        '',
        '- outer',
        '  - inner',
        '',
        '![A map](/images/map.png) ![bad](javascript:alert(1))',
      ].join('\n'),
    );
    expect(out).toMatch(/<pre[^>]*><code data-lang="ts">const a = 1 &lt; 2;<\/code><\/pre>/);
    expect(out).toMatch(/<th scope="col" style="text-align:left">Plan<\/th>/);
    expect(out).toMatch(/<td style="text-align:right">\$0<\/td>/);
    expect(out).toMatch(/<li>outer<ul[^>]*><li>inner<\/li><\/ul><\/li>/);
    expect(out).toMatch(
      /<img[^>]*src="\/images\/map.png"[^>]*alt="A map"|<img[^>]*alt="A map"[^>]*src="\/images\/map.png"/,
    );
    expect(out).not.toContain('javascript:');
    expect(out).toContain('bad');
  });
});
