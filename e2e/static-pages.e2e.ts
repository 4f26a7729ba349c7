import { describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  hydrated,
  openNewestMail,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
// axe is injected by the tests, so the shared context bypasses the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

describe('static pages in a browser', () => {
  it('sends the contact form: success alert, cleared form, and the mail in the outbox', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const sender = `Edith Static ${Date.now()}`;

    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();

    // Nothing typed: each field says what is missing, and nothing is sent. The captcha says it
    // passed only once the person has started on the form.
    await page.getByLabel('Your name').focus();
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Choose what your message is about').waitFor();

    await page.getByLabel('Your name').fill(sender);
    await page.getByLabel('E-mail address').fill('edith.static@example.com');
    await page.getByLabel('Subject').selectOption({ label: 'Awards' });
    await page.getByLabel('Message').fill('When does the 2025 awards voting phase end?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Your message has reached our team').waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    // (The outbox page below has no favicon: its 404 is not the app's problem.)
    expect(problems).toEqual([]);

    const subject = new RegExp(`Awards — ${sender}`);
    await openNewestMail(page, baseUrl, subject);
    await page.getByText('When does the 2025 awards voting phase end?').waitFor();
    expect(await page.locator('main').textContent()).toContain('edith.static@example.com');
    await page.close();
  });

  it('lists countries by region with images and follows a country to its listing', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/countries`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Agencies by country' }).waitFor();
    const europe = page.getByRole('region', { name: 'Europe' });
    await europe.waitFor();
    const images = await page
      .locator('main img')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node instanceof HTMLImageElement ? node.getAttribute('src') : null)),
      );
    expect(images.length).toBeGreaterThan(40);
    expect(images.every((src) => src?.startsWith('/images/countries/'))).toBe(true);
    // An image the page names is really served.
    const image = await page.request.get(`${baseUrl}${images[0] ?? ''}`);
    expect(image.status()).toBe(200);

    await europe.getByRole('link', { name: 'Germany' }).click();
    await page.waitForURL(`${baseUrl}/companies/germany`);
    await page.getByRole('heading', { level: 1, name: /Germany/ }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lists services by group and links each to its listing', async () => {
    const page = await browsing.context.newPage();
    await page.goto(`${baseUrl}/services`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'All services' }).waitFor();
    const link = page.getByRole('link', { name: 'Web Development', exact: true });
    expect(await link.first().getAttribute('href')).toBe('/companies/web-development');
    await page.close();
  });

  it('the safe-url page links on only to web addresses', async () => {
    const page = await browsing.context.newPage();
    await page.goto(`${baseUrl}/safe-url?url=${encodeURIComponent('https://agency.example/work')}`);
    const onward = page.getByRole('link', { name: 'Continue to agency.example' });
    expect(await onward.getAttribute('href')).toBe('https://agency.example/work');
    expect(await onward.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    await page.goto(`${baseUrl}/safe-url?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByText('We cannot take you to this address').waitFor();
    expect(await page.getByRole('link', { name: /Continue to/ }).count()).toBe(0);
    await page.close();
  });

  it.each([
    '/about-us',
    '/careers',
    '/contact',
    '/faq',
    '/terms',
    '/improve-ranking',
    '/write-for-us',
    '/contribute',
    '/countries',
    '/services',
    '/safe-url?url=https%3A%2F%2Fexample.com',
    '/pitch-deck-mitp',
    '/test_countries',
  ])('%s has a title, description, canonical, one h1 and no axe violations', async (path) => {
    const page = await browsing.context.newPage();
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.title()).toMatch(/\| Agency Atlas$|Agency Atlas/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseUrl}${path.split('?')[0]}`);
    expect(await page.locator('body').textContent()).not.toContain('{brand}');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
