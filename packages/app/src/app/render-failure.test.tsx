import { describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '../test/fixtures';
import { render } from '../entry-server';

// A page that throws while rendering: on the server, error boundaries do not run.
vi.mock('../features/auth/pages/LoginPage', () => ({
  LoginPage: () => {
    throw new Error('the page broke');
  },
}));

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('a page that fails while rendering on the server', () => {
  it('is answered with the error page and status 500, not a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await render({
      // A page without a loader, so nothing fails before it renders.
      url: '/login',
      method: 'GET',
      headers: {},
      config: testPublicConfig,
      template: TEMPLATE,
      fetch: async () => new Response('{}', { status: 404 }),
    });
    expect(result.status).toBe(500);
    expect(result.html).toMatch(/<h1[^>]*>Error 500<\/h1>/);
    expect(result.html).not.toContain('the page broke');
    expect(result.html).toContain('<meta data-head name="robots" content="noindex">');
    vi.restoreAllMocks();
  });

  it('answers a loader failure with its status, keeping the server’s message out of the page', async () => {
    const result = await render({
      url: '/',
      method: 'GET',
      headers: {},
      config: testPublicConfig,
      template: TEMPLATE,
      fetch: async () =>
        new Response(
          JSON.stringify({ statusCode: 503, error: 'x', message: 'pool exhausted at db-7' }),
          { status: 503, headers: { 'content-type': 'application/json' } },
        ),
    });
    expect(result.status).toBe(503);
    expect(result.html).toMatch(/<h1[^>]*>Error 503<\/h1>/);
    expect(result.html).not.toContain('db-7');
  });
});
