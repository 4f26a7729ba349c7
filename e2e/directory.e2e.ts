import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowserContext, watchConsole } from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowserContext();

describe('the directory in a browser', () => {
  it('renders the home page on the server and hydrates without warnings', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    expect(await page.locator('h1').textContent()).toContain('Find the right agency');
    expect(await page.title()).toContain('Agency Atlas');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`);
    // Server-rendered companies are in the HTML before any script runs.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<h3[^>]*>.*<a [^>]*href="\/company\//s);
    await hydrated(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates to /companies, then to page 2 through a real link', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Discover All Agencies in the World' }).click();
    await page.waitForURL(`${baseUrl}/companies`);
    // The router changes the URL first, then shows the page once its data has arrived.
    await page.locator('h1', { hasText: 'Top Agencies in the World' }).waitFor();
    // Pages kept alive behind the current one are hidden: one visible h1.
    expect(await page.locator('h1:visible').count()).toBe(1);
    const firstPageNames = await page
      .getByRole('list', { name: 'Companies' })
      .locator('h3')
      .allTextContents();
    expect(firstPageNames.length).toBe(20);
    // Other journeys may list a company of their own: the total comes from the API.
    const listed = (await (await fetch(`${baseUrl}/api/companies?per_page=1`)).json()) as {
      meta: { total: number };
    };
    const total = new Intl.NumberFormat('en-US').format(listed.meta.total);
    expect(await page.getByRole('status').textContent()).toContain(
      `Showing 1–20 of ${total} companies`,
    );

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const pageTwo = pagination.getByRole('link', { name: /page 2/i });
    expect(await pageTwo.getAttribute('href')).toBe('/companies?page=2');
    await pageTwo.click();
    await page.waitForURL(`${baseUrl}/companies?page=2`);
    await page.getByRole('status').filter({ hasText: 'Showing 21–40' }).waitFor();
    const secondPageNames = await page
      .getByRole('list', { name: 'Companies' })
      .locator('h3')
      .allTextContents();
    expect(secondPageNames.length).toBe(20);
    expect(secondPageNames).not.toEqual(firstPageNames);
    expect(await page.title()).toContain('Page 2');
    expect(problems).toEqual([]);

    // The same page loaded directly is rendered by the server, with its own canonical link.
    const direct = await page.goto(`${baseUrl}/companies?page=2`);
    expect(direct?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}/companies?page=2`,
    );
    await page.close();
  });

  it('shows "Something Missing" with status 404 for an unknown path', async () => {
    const page = await browsing.context.newPage();
    const response = await page.goto(`${baseUrl}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Something Missing');
    await page.getByText("Oops! We can't seem to find the page you are looking for").waitFor();
    const home = page.getByRole('link', { name: 'Go to Homepage' });
    expect(await home.getAttribute('href')).toBe('/');
    await page.close();
  });

  it('answers a page number past the end with 404 "This page could not be found"', async () => {
    const page = await browsing.context.newPage();
    const response = await page.goto(`${baseUrl}/companies?page=999`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('This page could not be found');
    await page.close();
  });

  it('opens a service listing, sorts by name, pages, and gets the same page after a reload', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${baseUrl}/companies/web-development`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Top Web Development Companies');
    await hydrated(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Company Name (A to Z)' });
    await page.waitForURL(`${baseUrl}/companies/web-development?sort=name&order=asc`);
    // The router renders the new page in a transition, just after the address changes.
    // Collations differ in how they weigh spaces and punctuation; initials must be in order anyway.
    const initialsInOrder = async () => {
      const names = await page
        .getByRole('list', { name: 'Companies' })
        .locator('h3')
        .allTextContents();
      const initials = names.map((name) => name.charAt(0).toLowerCase());
      return names.length > 1 && initials.join() === [...initials].sort().join();
    };
    await expect.poll(initialsInOrder, { timeout: 10_000 }).toBe(true);

    const next = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /page 2/i });
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(`${baseUrl}/companies/web-development?sort=name&order=asc&page=2`);
      await page.getByRole('status').filter({ hasText: 'Showing 21–' }).waitFor();
    }
    const before = await page
      .getByRole('list', { name: 'Companies' })
      .locator('h3')
      .allTextContents();
    await page.reload();
    const after = await page
      .getByRole('list', { name: 'Companies' })
      .locator('h3')
      .allTextContents();
    expect(after).toEqual(before);
    expect(problems).toEqual([]);
    await page.close();
  });
});
