import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useBrowserContext, watchConsole } from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowserContext();

const names = (page: Page) =>
  page.getByRole('list', { name: 'Companies' }).locator('h3').allTextContents();
const status = (page: Page) => page.getByRole('status').first().textContent();

describe('advanced filters on a listing', () => {
  it('counts, picks two countries, applies, sorts, pages, reloads, removes a pill and clears all', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/companies/software-development`);
    await hydrated(page);
    const unfiltered = await status(page);

    // Open the Countries tab: options come with counts.
    await page.getByRole('tab', { name: 'Countries' }).click();
    const countries = page.getByRole('group', { name: 'Countries and cities' });
    await countries.getByRole('checkbox').first().waitFor();
    const firstOption = await countries
      .locator('label', { has: page.getByRole('checkbox') })
      .first()
      .textContent();
    expect(firstOption).toMatch(/^[A-Z][\w .'-]+\s*\(\d+\)$/);

    // Cities share the list, after the countries.
    expect(await countries.getByRole('checkbox', { name: /\(city\)/ }).count()).toBeGreaterThan(0);

    // Pick the two largest countries and apply: from the list, Apply is one Tab away.
    const boxes = countries.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(
      'Apply',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/countries%5B%5D=\d+&countries%5B%5D=\d+/);
    const pills = page.getByLabel('Applied filters').getByRole('listitem');
    await expect.poll(() => pills.count(), { timeout: 10_000 }).toBe(2);
    // Each pill says which filter it is.
    expect(await pills.allTextContents()).toEqual([
      expect.stringMatching(/^Country: \S/),
      expect.stringMatching(/^Country: \S/),
    ]);
    await expect.poll(() => status(page), { timeout: 10_000 }).not.toBe(unfiltered);
    const filteredUrl = page.url();

    // Sort by name, then go to page 2.
    await page.getByLabel('Sort by').selectOption({ label: 'Company Name (A to Z)' });
    await page.waitForURL(/sort=name&order=asc/);
    expect(page.url()).toContain('countries%5B%5D=');
    const pageTwo = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /page 2/i });
    // The address changes before React has committed the sorted page; wait for its links.
    await expect
      .poll(() => pageTwo.getAttribute('href'), { timeout: 10_000 })
      .toContain('sort=name&order=asc');
    await pageTwo.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => status(page), { timeout: 10_000 }).toMatch(/^Showing 21–/);
    const before = await names(page);

    // A reload gives the same page, rendered by the server.
    await page.reload();
    expect(await names(page)).toEqual(before);
    await hydrated(page);

    // Remove one pill, then clear all.
    await page.getByLabel('Applied filters').getByRole('button').first().click();
    await expect.poll(() => pills.count(), { timeout: 10_000 }).toBe(1);
    expect(page.url()).not.toBe(filteredUrl);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL(/\/companies\/software-development\?sort=name&order=asc$/);
    await expect.poll(() => pills.count(), { timeout: 10_000 }).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
