import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP_VIEWPORT,
  hydrated,
  openHydrated,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
// axe is injected by the tests, so the shared context bypasses the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

const open = (path: string, on: BrowserContext = browsing.context): Promise<Page> =>
  openHydrated(on, `${baseUrl}${path}`);

describe('the site header', () => {
  it('serves the mega-menus’ links in the HTML', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('href="/companies/poland"');
    expect(html).toContain('href="/companies/web-development"');
    expect(html).toContain('Discover All Agencies in the World');
  });

  it('opens both mega-menus by mouse, one at a time, and follows a link', async () => {
    const page = await open('/');
    const problems = watchConsole(page);
    const companies = page.getByRole('button', { name: 'Companies', exact: true });
    const services = page.getByRole('button', { name: 'Services', exact: true });
    await companies.hover();
    const companiesMenu = page.getByRole('navigation', { name: 'Companies' });
    await companiesMenu.waitFor();
    expect(await companies.getAttribute('aria-expanded')).toBe('true');
    expect(await companiesMenu.getByRole('heading', { name: 'Europe' }).isVisible()).toBe(true);
    await services.hover();
    const servicesMenu = page.getByRole('navigation', { name: 'Services' });
    await servicesMenu.waitFor();
    expect(await servicesMenu.getByRole('tab').count()).toBe(4);
    expect(await companiesMenu.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await servicesMenu.getByRole('tab', { name: 'Design' }).click();
    expect(
      await servicesMenu.getByRole('link', { name: 'Discover All Services' }).getAttribute('href'),
    ).toBe('/services');

    await companies.click();
    await companiesMenu.getByRole('link', { name: 'Poland' }).click();
    await page.waitForURL(`${baseUrl}/companies/poland`);
    await page.getByRole('heading', { level: 1, name: /Poland/ }).waitFor();
    expect(await companiesMenu.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is usable by keyboard: Enter and Space open, arrows move, Escape closes', async () => {
    const page = await open('/');
    const companies = page.getByRole('button', { name: 'Companies', exact: true });
    await companies.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Companies' });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await companies.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    const first = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => document.activeElement?.textContent);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    await page.keyboard.press('Escape');

    const services = page.getByRole('button', { name: 'Services', exact: true });
    await services.focus();
    await page.keyboard.press(' ');
    await page.getByRole('navigation', { name: 'Services' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Services' }).waitFor({ state: 'hidden' });
    await page.close();
  });

  it('offers the TOP 10 widget on an allowed country page', async () => {
    const page = await open('/companies/poland');
    const entry = page.getByRole('button', { name: 'TOP 10 Listings New' });
    await entry.click();
    const link = page.locator('a[href^="/top-companies/"]').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/top-companies\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: /Back to cities/ }).click();
    await link.waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Top cities in Poland' }).isVisible()).toBe(true);
    await page.close();

    const other = await open('/companies/germany');
    expect(await other.getByRole('button', { name: 'TOP 10 Listings New' }).count()).toBe(0);
    await other.close();
  });

  it('keeps a mega-menu open when it is clicked right after the pointer opened it', async () => {
    // The grace period is time (HOVER_CLICK_GRACE_MS, 300 ms after the pointer opened the menu):
    // the page's clock is stopped once it has loaded and moved on by hand, so a busy machine
    // cannot stretch "right after" into "well after".
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    await context.clock.install();
    const page = await open('/', context);
    await context.clock.pauseAt(Date.now() + 1_000);
    const companies = page.getByRole('button', { name: 'Companies', exact: true });
    await companies.hover();
    // The pointer rests past the open delay (NAV_HOVER_DELAY_MS, 250 ms): the menu opens.
    await context.clock.runFor(260);
    await page.getByRole('navigation', { name: 'Companies' }).waitFor();
    await companies.click();
    await context.clock.runFor(200);
    expect(await companies.getAttribute('aria-expanded')).toBe('true');
    // A click well after that closes it.
    await context.clock.runFor(400);
    await companies.click();
    await expect.poll(() => companies.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('opens a drawer with the links at 375 px', async () => {
    const mobile = await browsing.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await open('/', mobile);
    expect(await page.getByRole('button', { name: 'Companies', exact: true }).isVisible()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.waitFor();
    for (const name of ['Awards 2025', 'Blog', 'Submit My Project', 'Get Listed', 'Log In'])
      expect(await drawer.getByRole('link', { name }).isVisible()).toBe(true);
    await mobile.close();
  });
});

describe('the footer and banners', () => {
  it('shows the footer with its columns and the Get Listed box on the home page', async () => {
    const page = await open('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Company', 'Services', 'Countries', 'Cities', 'Insights'])
      expect(await footer.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
    expect(await footer.getByRole('heading', { name: 'Get your agency listed' }).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Agency Atlas`);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('closes the awards banner and keeps it closed after a reload', async () => {
    const fresh = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await open('/about-us', fresh);
    const banner = page.getByRole('region', { name: 'Awards' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Close awards banner' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookies = await fresh.cookies();
    const cookie = cookies.find((item) => item.name.startsWith('awards_banner_2025_'));
    expect(cookie?.value).toBe('1');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Awards' }).count()).toBe(0);
    await fresh.close();
  });

  it('shows the awards layout dark, with share buttons', async () => {
    const page = await open('/awards-2025');
    expect(await page.getByRole('link', { name: 'Back to Homepage' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Share on / }).count()).toBe(3);
    const background = await page
      .locator('main')
      .evaluate((element) => getComputedStyle(element.parentElement ?? element).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
