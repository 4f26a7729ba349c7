import { describe, expect, inject, it } from 'vitest';
import { DESKTOP_VIEWPORT, hydrated, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowser();

/**
 * What Chromium's Issues panel reports while a page loads and hydrates: Content-Security-Policy
 * violations (an eval probe counts, even when caught), cookie, mixed-content and deprecation
 * issues. Lighthouse's best-practices score fails on any of them.
 */
describe('the browser reports no issues', () => {
  it.each(['/', '/companies', '/login'])('on %s', async (path) => {
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', (event) => issues.push(JSON.stringify(event.issue).slice(0, 400)));
    await cdp.send('Audits.enable');
    await page.goto(`${baseUrl}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(issues).toEqual([]);
  });
});

/**
 * The built server renders with React's, MUI's and emotion's production builds even when NODE_ENV
 * is unset: their development builds render several times slower and write debug labels into
 * class names (`css-1x2y3z-MuiButton-root`) that the browser's production build does not write.
 */
describe('the server renders in production mode', () => {
  it('writes no development labels into class names', async () => {
    const html = await (await fetch(`${baseUrl}/companies`)).text();
    expect(html).toMatch(/class="[^"]*css-[a-z0-9]+[ "]/);
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui[A-Za-z]+-root/);
  });
});
