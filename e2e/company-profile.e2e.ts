import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  hydrated,
  openNewestMail,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
interface ListedCompany {
  slug: string;
  name: string;
}

// axe is injected by the tests, so the shared context bypasses the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A company on the first listing page with portfolio items and reviews. */
async function richCompanyOnFirstPage(): Promise<ListedCompany> {
  const listing = await json<{ data: ListedCompany[] }>('/api/companies');
  for (const company of listing.data) {
    const { data } = await json<{ data: { portfolio: unknown[]; review_count: number } }>(
      `/api/companies/${company.slug}/profile`,
    );
    if (data.portfolio.length >= 2 && data.review_count > 0) return company;
  }
  throw new Error('no company with a portfolio and reviews on the first listing page');
}

/** Waits until the open dialog has faded in (axe measures contrast on what is painted). */
async function faded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.querySelector('[role="dialog"]')?.parentElement;
    return container ? getComputedStyle(container).opacity === '1' : false;
  });
}

async function activeText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('company profiles in a browser', () => {
  it('goes from a listing card to the profile, through the sections by keyboard, into the lightbox', async () => {
    const company = await richCompanyOnFirstPage();
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${baseUrl}/companies`);
    await hydrated(page);
    await page.getByRole('link', { name: `View Profile of ${company.name}` }).click();
    await page.waitForURL(`${baseUrl}/company/${company.slug}`);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    // Once the page transition is over, the listing kept alive in the background is hidden.
    await page.waitForFunction(
      () => [...document.querySelectorAll('h1')].filter((h1) => h1.checkVisibility()).length === 1,
    );

    // Keyboard: from the header's last action, Tab into the section navigation up to "Portfolio".
    await page.getByRole('link', { name: 'Write a review' }).first().focus();
    for (let step = 0; step < 25 && (await activeText(page)) !== 'Portfolio'; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await activeText(page)).toBe('Portfolio');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/company/${company.slug}#portfolio`);
    const section = page.getByRole('region', { name: 'Portfolio' });
    expect(await section.boundingBox()).not.toBeNull();

    // The next Tab after the jump lands on the first thumbnail; Enter opens the lightbox.
    await page.keyboard.press('Tab');
    const thumbnail = section.getByRole('button').first();
    expect(await thumbnail.evaluate((node) => node === document.activeElement)).toBe(true);
    const firstName = ((await thumbnail.getAttribute('aria-label')) ?? '')
      .replace(/^Open /, '')
      .replace(/ \(video\)$/, '');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: firstName }).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(/^Item 2 of \d+\./).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus is back on the thumbnail that opened it.
    expect(await thumbnail.evaluate((node) => node === document.activeElement)).toBe(true);

    // The reviews: breakdown, a real link to the other order.
    const reviews = page.getByRole('region', { name: `Reviews of ${company.name}` });
    await reviews.getByText(/^Based on \d+ reviews?$/).waitFor();
    expect(await reviews.getByRole('link', { name: 'Most helpful' }).getAttribute('href')).toBe(
      `/company/${company.slug}?sort=helpful#reviews`,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends a contact request: success alert, and the mail in the outbox', async () => {
    const company = await richCompanyOnFirstPage();
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const sender = `Edith Buyer ${Date.now()}`;

    await page.goto(`${baseUrl}/company/${company.slug}`);
    await hydrated(page);
    await page
      .getByRole('button', { name: /^(Contact|Inquire Company|Get a Quote|Get in Touch)$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Contact ${company.name}` });
    await dialog.getByLabel('Your name').fill(sender);
    // The captcha speaks once the person has started on the form.
    await dialog.getByText('Human check passed.').waitFor();
    await dialog.getByLabel('Your e-mail address').fill('edith.buyer@example.com');
    await dialog.getByLabel('Message').fill('We need a new online shop by spring. Can you help?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent. The company will answer you by e-mail.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // (The development outbox page below has no favicon: its 404 is not the profile's problem.)
    expect(problems).toEqual([]);

    const subject = new RegExp(`New message for ${company.name} from ${sender}`);
    await openNewestMail(page, baseUrl, subject);
    await page.getByText('We need a new online shop by spring. Can you help?').first().waitFor();
    await page.close();
  });

  it('answers 404 for an unknown company and shows the preview without actions', async () => {
    const company = await richCompanyOnFirstPage();
    const page = await browsing.context.newPage();
    const missing = await page.goto(`${baseUrl}/company/no-such-company-anywhere`);
    expect(missing?.status()).toBe(404);
    const missingPreview = await page.goto(`${baseUrl}/company/preview/noactions/no-such-company`);
    expect(missingPreview?.status()).toBe(404);

    const preview = await page.goto(`${baseUrl}/company/preview/noactions/${company.slug}`);
    expect(preview?.status()).toBe(200);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Write a review' }).count()).toBe(0);
    expect(
      await page
        .getByRole('button', { name: /^(Contact|Inquire Company|Get a Quote|Get in Touch)$/ })
        .count(),
    ).toBe(0);
    await page.close();
  });

  it('server-renders the head: canonical, Open Graph and JSON-LD with the rating', async () => {
    const company = await richCompanyOnFirstPage();
    const response = await fetch(`${baseUrl}/company/${company.slug}`);
    const html = await response.text();
    expect(html).toContain(
      `<link data-head rel="canonical" href="${baseUrl}/company/${company.slug}">`,
    );
    expect(html).toContain('<meta data-head property="og:type" content="profile">');
    const ld = /<script data-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(ld ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Organization');
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    expect(Array.isArray(data.review)).toBe(true);
  });

  it('has one h1 and no axe violations, with the lightbox and the contact form open too', async () => {
    const company = await richCompanyOnFirstPage();
    const page = await browsing.context.newPage();
    await page.goto(`${baseUrl}/company/${company.slug}`);
    await hydrated(page);
    const check = () => axeViolations(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await check()).toEqual([]);
    await page.getByRole('region', { name: 'Portfolio' }).getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await faded(page);
    expect(await check()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /^(Contact|Inquire Company|Get a Quote|Get in Touch)$/ })
      .click();
    await page.getByRole('dialog').getByLabel('Your name').focus();
    await page.getByRole('dialog').getByText('Human check passed.').waitFor();
    await faded(page);
    expect(await check()).toEqual([]);
    await page.close();
  });
});
