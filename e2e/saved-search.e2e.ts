import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP_VIEWPORT,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowser();

const name = 'Sally Searcher';
const password = 'saved search password 1';

/**
 * Registers, verifies through the development outbox, and logs in (as e2e/auth.e2e.ts does),
 * with a new address each attempt so CI's one retry starts afresh.
 */
async function signUp(page: Page): Promise<void> {
  const email = `e2e.saved.${Date.now()}@example.com`;
  const account = { name, email, password };
  await registerAndVerify(page, baseUrl, account);
  await logInTo(page, baseUrl, account, '/companies/web-development');
  await page.getByRole('button', { name }).waitFor();
}

const listedNames = (page: Page) =>
  page.getByRole('list', { name: 'Companies' }).locator('h3').allTextContents();

describe('saved searches in a browser', () => {
  it('saves a filtered listing under a name and opens it again; signed out, the link asks to log in', async () => {
    const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signUp(page);
    await hydrated(page);

    // Filter: the first country of the Countries tab, then sort by name. While a new query loads
    // the status says "Loading companies…"; only a count is an answer.
    const statusText = async () => {
      const text = (await page.locator('#results-count').textContent()) ?? '';
      return /^Showing .* companies$|^No companies/.test(text) ? text : 'loading';
    };
    const unfiltered = await statusText();
    await page.getByRole('tab', { name: 'Countries' }).click();
    const countries = page.getByRole('group', { name: 'Countries and cities' });
    await countries.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/countries%5B%5D=\d+/);
    await expect
      .poll(async () => [unfiltered, 'loading'].includes(await statusText()), { timeout: 10_000 })
      .toBe(false);
    await page.getByLabel('Sort by').selectOption({ label: 'Company Name (A to Z)' });
    await page.waitForURL(/sort=name&order=asc/);
    // The router renders the sorted page just after the address changes.
    const initialsInOrder = async () => {
      const initials = (await listedNames(page)).map((name) => name.charAt(0).toLowerCase());
      return initials.length > 1 && initials.join() === [...initials].sort().join();
    };
    await expect.poll(initialsInOrder, { timeout: 10_000 }).toBe(true);
    const filteredUrl = new URL(page.url());
    const status = await statusText();
    expect(status).not.toBe(unfiltered);
    expect(filteredUrl.pathname).toBe('/companies/web-development');
    await expect
      .poll(() => page.getByLabel('Applied filters').getByRole('listitem').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    const names = await listedNames(page);

    // Save it under a name.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name of the search').fill('Web shops, one country');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Saved as "Web shops, one country"' });
    await saved.waitFor();
    const href = await saved.getByRole('link', { name: 'Open it' }).getAttribute('href');
    expect(href).toMatch(/^\/companies\/saved-searches\/view\/[\w-]+$/);

    // Somewhere else, then the saved search's link: the same filtered listing.
    await page.goto(`${baseUrl}/companies`);
    await hydrated(page);
    const response = await page.goto(`${baseUrl}${href}`);
    expect(response?.status()).toBe(200);
    const opened = new URL(page.url());
    expect(opened.pathname).toBe(filteredUrl.pathname);
    expect(Object.fromEntries(opened.searchParams)).toEqual(
      Object.fromEntries(filteredUrl.searchParams),
    );
    await expect.poll(statusText, { timeout: 10_000 }).toBe(status);
    expect(await listedNames(page)).toEqual(names);
    expect(await page.getByLabel('Applied filters').getByRole('listitem').count()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // Signed out (a fresh browser context, no session cookie): the link goes to the login page.
    const stranger = await browsing.browser.newContext();
    const anonymous = await stranger.newPage();
    await anonymous.goto(`${baseUrl}${href}`);
    await anonymous.waitForURL(`${baseUrl}/login?redirect=${encodeURIComponent(href ?? '')}`);
    await anonymous.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await stranger.close();
  });
});
