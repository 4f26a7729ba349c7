import { describe, expect, it } from 'vitest';
import { testPublicConfig } from '../test/fixtures';
import { render } from '../entry-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('filling the page template', () => {
  it('keeps a page’s text as written when it looks like a replacement pattern', async () => {
    // `$&` and `$'` mean "the match" and "what follows it" to String#replace with a string.
    const brandName = "Atlas $& $' Co";
    const result = await render({
      url: '/login',
      method: 'GET',
      headers: {},
      config: { ...testPublicConfig, brandName },
      template: TEMPLATE,
      fetch: async () => new Response('{}', { status: 404 }),
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Atlas $&amp; $&#x27; Co');
    expect(result.html).not.toContain('<!--app-html-->');
    expect(result.html).not.toContain('<!--app-head-->');
  });

  it('marks the server’s style tags as placed, so emotion in the browser leaves them where they are', async () => {
    const result = await render({
      url: '/login',
      method: 'GET',
      headers: {},
      config: testPublicConfig,
      template: TEMPLATE,
      fetch: async () => new Response('{}', { status: 404 }),
    });
    const tags = result.html.match(/<style[^>]*data-emotion[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^<style data-s="" data-emotion="css[ -]/);
  });
});
