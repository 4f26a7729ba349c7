import { describe, expect, it } from 'vitest';
import escapeHtml from 'escape-html';

describe('escape-html, the one HTML escaper of the server and the app', () => {
  it('escapes the five characters that end text or an attribute in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone, escaping an ampersand once per pass', () => {
    expect(escapeHtml('Zürich — 100% “quoted”')).toBe('Zürich — 100% “quoted”');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
