import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP_VIEWPORT,
  hydrated,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();

const PHONE = { width: 375, height: 812 };
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP_VIEWPORT],
] as const;

interface ListedCompany {
  slug: string;
  headquarter: { city: { slug: string }; country: { slug: string } } | null;
  services: { slug: string }[];
}

/** A real company and the listings it appears on (service, service × its city, its country). */
async function sample(): Promise<{
  company: string;
  service: string;
  city: string;
  country: string;
}> {
  const response = await fetch(`${baseUrl}/api/companies?per_page=1`);
  const body = (await response.json()) as { data: ListedCompany[] };
  const company = body.data[0];
  const service = company?.services[0]?.slug;
  if (!company?.headquarter || !service) throw new Error('the demo data has no listed company');
  return {
    company: company.slug,
    service,
    city: company.headquarter.city.slug,
    country: company.headquarter.country.slug,
  };
}

/** Every page type: home, listings, profile, accounts, static pages, countries, 404s. */
async function pageTypes(): Promise<string[]> {
  const { company, service, city, country } = await sample();
  return [
    '/',
    '/companies',
    `/companies/${service}`,
    `/companies/${service}/${city}`,
    `/companies/${country}`,
    // An empty result: the empty state's filter buttons must wrap too.
    `/companies/${country}?reviewsaverage%5B%5D=5&teamsizes%5B%5D=10000`,
    `/company/${company}`,
    '/login',
    '/register',
    '/forgot',
    '/about-us',
    '/faq',
    '/contact',
    '/countries',
    '/services',
    '/companies/get-listed',
    '/no-such-page',
    '/company/no-such-company-here',
  ];
}

async function openAt(
  viewport: { width: number; height: number },
  path: string,
): Promise<{ page: Page; problems: string[] }> {
  // axe is injected by the tests, so the context bypasses the pages' CSP.
  const context = await session.browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
  return { page, problems };
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('no page scrolls sideways', () => {
  it.each(WIDTHS)('at the %s width, on every page type', async (_name, viewport) => {
    const context = await session.browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const wide: string[] = [];
    for (const path of await pageTypes()) {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${path}: ${overflow}px too wide`);
    }
    expect(wide).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the listing on a phone', () => {
  it('filters by two countries in the full-height sheet and applies with "Show N agencies"', async () => {
    const { service } = await sample();
    const { page, problems } = await openAt(PHONE, `/companies/${service}`);
    // The desktop tab bar is not shown on a phone; a Filters button opens the sheet.
    expect(await page.getByRole('tablist', { name: 'Advanced filters' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(box?.height).toBe(PHONE.height);
    expect(box?.width).toBe(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    // The tabs are a list; Countries opens its options.
    const show = sheet.getByRole('button', { name: /^Show [\d,]+ agenc/ });
    await show.waitFor();
    const before = await show.textContent();
    await sheet.getByRole('button', { name: /^Countries/ }).click();
    const countries = sheet.getByRole('group', { name: 'Countries and cities' });
    await countries.getByRole('checkbox').first().waitFor();
    await countries.getByRole('checkbox').nth(0).check();
    await expect.poll(() => show.textContent(), { timeout: 10_000 }).not.toBe(before);
    const afterOne = await show.textContent();
    await countries.getByRole('checkbox').nth(1).check();
    await expect.poll(() => show.textContent(), { timeout: 10_000 }).not.toBe(afterOne);
    const count = Number((await show.textContent())?.replace(/\D/g, ''));
    // The footer stays in view with Clear beside it.
    expect(await sheet.getByRole('button', { name: 'Clear' }).isVisible()).toBe(true);
    expect(await show.isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await show.click();
    await page.waitForURL(/countries%5B%5D=\d+&countries%5B%5D=\d+/);
    await sheet.waitFor({ state: 'detached' });
    const pills = page.getByLabel('Applied filters').getByRole('listitem');
    await expect.poll(() => pills.count(), { timeout: 10_000 }).toBe(2);
    await page
      .getByRole('status')
      .filter({ hasText: `of ${count.toLocaleString('en-US')} companies` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Filters (2)' }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it.each(WIDTHS)(
    'at the %s width, page 2 brings the results heading into view with focus',
    async (_name, viewport) => {
      const { page, problems } = await openAt(viewport, '/companies');
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: /page 2/i })
        .click();
      await page.waitForURL(/page=2/);
      const heading = page.getByRole('heading', { level: 2, name: /^Showing 21–40 of/ });
      await heading.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toMatch(/^Showing 21–40 of/);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      const top = (await heading.boundingBox())?.y ?? -1;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(viewport.height / 2);
      expect(unexpected(problems)).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the sort control', () => {
  it('changes nothing on the first ArrowDown; Enter applies the shown order', async () => {
    const { page, problems } = await openAt(DESKTOP_VIEWPORT, '/companies');
    const sort = page.getByLabel('Sort by');
    const before = await sort.inputValue();
    await sort.focus();
    // Counts the router's history entries from here: ArrowDown must make none, Enter one.
    await page.evaluate(() => {
      const count = { entries: 0 };
      Reflect.set(window, 'historyEntries', count);
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          count.entries += 1;
          original(...args);
        };
      }
    });
    const historyEntries = () =>
      page.evaluate(() => (Reflect.get(window, 'historyEntries') as { entries: number }).entries);
    await sort.press('ArrowDown');
    await expect.poll(() => sort.inputValue()).not.toBe(before);
    expect(page.url()).toBe(`${baseUrl}/companies`);
    expect(await historyEntries()).toBe(0);
    await sort.press('Enter');
    await page.waitForURL(/\/companies\?sort=/);
    expect(await historyEntries()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });
});

describe('the mobile drawer', () => {
  it('opens as a named dialog with 44 px targets and closes with its close button', async () => {
    const { page, problems } = await openAt(PHONE, '/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Companies' }).click();
    await drawer.getByText('Cities').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const heights = await drawer
      .locator('a:visible, button:visible')
      .evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(5);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => menu.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });
});
