import { describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  DESKTOP_VIEWPORT,
  hydrated,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowser();

describe('the app shell’s routes in a browser', () => {
  it('shows the "Something Missing" page with a 404, and its button goes home', async () => {
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.title()).resolves.toContain('Something Missing');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Something Missing');
    await page.getByText("Oops! We can't seem to find the page you are looking for …").waitFor();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Find the right agency/ }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('moves a path with a trailing slash to the lowercase path, keeping the query', async () => {
    const context = await browsing.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/About-Us/?from=shell`);
    expect(page.url()).toBe(`${baseUrl}/about-us?from=shell`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl}/About-Us/?from=shell`);
    expect(response?.status()).toBe(200);
    await context.close();
  });

  it('sends a signed-out visitor from a dashboard page to log in, and back after logging in', async () => {
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const wanted = '/dashboard/inbox?tab=unread';
    await page.goto(`${baseUrl}${wanted}`);
    expect(page.url()).toBe(`${baseUrl}/login?redirect=${encodeURIComponent(wanted)}`);
    await hydrated(page);
    // The local OpenID provider of the e2e set-up signs "Grace Google" in at once.
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseUrl}${wanted}`);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Inbox');

    // Signed in, the guest-only login page sends the visitor to the dashboard instead.
    await page.goto(`${baseUrl}/login`);
    expect(page.url()).toBe(`${baseUrl}/dashboard/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows "This page could not be found" for an awards edition that does not exist', async () => {
    const context = await browsing.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/awards-2019/best-seo-agency`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'This page could not be found',
    );
    await context.close();
  });

  it('loads the next page in full when its chunk fails, but not twice within 60 s', async () => {
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    // While blocked, no script can be fetched (as when a release replaced the hashed files).
    let blocked = false;
    await page.route(/\/assets\/.*\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    page.on('request', (request) => {
      if (request.isNavigationRequest()) blocked = false;
    });

    await page.goto(`${baseUrl}/awards-2025`);
    await hydrated(page);
    await page.evaluate(() => sessionStorage.removeItem('atlas:chunk-reload-at'));
    blocked = true;
    const documentLoad = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Browse all agencies' }).click();
    await documentLoad;
    await page.waitForURL(`${baseUrl}/companies`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: /Top Agencies/ }).waitFor();
    const stamp = Number(
      await page.evaluate(() => sessionStorage.getItem('atlas:chunk-reload-at')),
    );
    expect(stamp).toBeGreaterThan(Date.now() - 60_000);

    // A second failure within the minute shows the error page instead of loading again.
    await page.goto(`${baseUrl}/awards-2024`);
    await hydrated(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    blocked = true;
    await page.getByRole('link', { name: 'Browse all agencies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Error 500' }).waitFor();
    expect(loads).toBe(0);
    await context.close();
  });

  it.each([
    '/blog',
    '/awards-2025/vote',
    '/survey/state-of-remote-work',
    '/top-companies/screenshot',
    '/awards-2019/best-seo-agency',
  ])('%s (coming soon or failed validation) has one h1 and no axe violations', async (path) => {
    // Axe is injected by the test: this context bypasses the pages' CSP.
    const context = await browsing.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await hydrated(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
