import { writeFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  axeViolations,
  hydrated,
  unexpected,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowserContext({ bypassCSP: true });

/** A TOP 10 page that has companies: the best-scored company's service in its headquarters city. */
async function topPagePath(): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/api/companies?per_page=1`)).json()) as {
    data: { headquarter: { city: { slug: string } }; services: { slug: string }[] }[];
  };
  const [best] = answer.data;
  const service = best?.services[0]?.slug;
  if (!best || !service) throw new Error('the demo data has no listed company');
  return `/top-companies/${service}/${best.headquarter.city.slug}`;
}

describe('TOP 10 pages', () => {
  it.each([
    ['a phone', { width: 375, height: 812 }],
    ['a desktop', DESKTOP_VIEWPORT],
  ])(
    'show the ranked ten on %s: one h1, no sideways scroll, no axe violations, an ItemList',
    async (_, viewport) => {
      const path = await topPagePath();
      const page = await browsing.context.newPage();
      await page.setViewportSize(viewport);
      const problems = watchConsole(page);
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').textContent()).toMatch(/^Top 10 .+ Companies in .+/);
      expect(
        await page
          .getByRole('list', { name: /^Top 10 / })
          .locator('h3')
          .count(),
      ).toBeGreaterThan(0);
      // The page never scrolls sideways.
      expect(
        await page.evaluate(() => {
          const main = document.querySelector('main');
          return (
            main !== null &&
            main.scrollWidth <= main.clientWidth &&
            main.getBoundingClientRect().right <= window.innerWidth
          );
        }),
      ).toBe(true);
      if (viewport.width === 375)
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'ItemList' }));
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path}$`),
      );
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        new RegExp(`${path}/screenshot$`),
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/top-companies-${viewport.width}.png`, fullPage: true });
      expect(unexpected(problems)).toEqual([]);
      await page.close();
    },
  );

  // A TOP 10 page's header also shows "TOP 10 Listings" (SPEC §2): it still fits 1280 px.
  it('fits the whole page, header included, in 1280 px', async () => {
    const page = await browsing.context.newPage();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(`${baseUrl}${await topPagePath()}`);
    await hydrated(page);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    await page.close();
    expect(fits).toBe(true);
  });

  it('draws the list as a 1200×630 PNG at the screenshot address', async () => {
    const path = await topPagePath();
    const response = await fetch(`${baseUrl}${path}/screenshot`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('etag')).toBeTruthy();
    const body = Buffer.from(await response.arrayBuffer());
    writeFileSync('/tmp/top-companies-screenshot.png', body);
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('explains promotion to a visitor: one h1, no axe violations, no sideways scroll', async () => {
    const page = await browsing.context.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    const response = await page.goto(`${baseUrl}/top-companies/promote?source=inclusion_badge`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Promote Your Company in the TOP 10');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/top-companies-promote-375.png', fullPage: true });
    await page.close();
  });

  // The listing's budget (e2e/js-budget.e2e.ts): the page and the client's call load lazily.
  it('loads at most 270 kB of script on a first visit', async () => {
    const context = await browsing.context.browser()?.newContext({ viewport: DESKTOP_VIEWPORT });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${baseUrl}${await topPagePath()}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await context.close();
    expect(bytes).toBeGreaterThan(0);
    expect(Math.round(bytes / 1024)).toBeLessThanOrEqual(270);
  });

  it('answers an unknown city with the 404 page', async () => {
    const response = await fetch(`${baseUrl}/top-companies/seo/no-such-city-anywhere`);
    expect(response.status).toBe(404);
  });
});
