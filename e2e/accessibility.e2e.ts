import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openHydrated, useBrowserContext } from './browser';

const baseUrl = inject('baseUrl');
// axe is injected by the tests, so the shared context bypasses the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

describe('accessibility', () => {
  it.each([
    '/',
    '/companies',
    '/companies?page=3',
    '/no-such-page',
    '/login',
    '/register',
    '/forgot',
    '/email/account/activate',
  ])('%s has one h1 and no axe violations', async (path) => {
    const page = await openHydrated(browsing.context, `${baseUrl}${path}`);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('can be used by keyboard: skip link first, then the main navigation, and pagination links', async () => {
    const page = await openHydrated(browsing.context, `${baseUrl}/companies`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(`${baseUrl}/companies#main`);
    // Walk forward until the link to page 2 has focus, then follow it with Enter.
    for (let presses = 0; presses < 200; presses += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (label === 'Go to page 2') break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Go to page 2',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/companies?page=2`);
    await page.getByRole('status').filter({ hasText: 'Showing 21–40' }).waitFor();
    await page.close();
  });
});
