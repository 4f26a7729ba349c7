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
