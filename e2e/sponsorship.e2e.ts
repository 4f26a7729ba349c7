import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import {
  checkedAndLooked,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
  DESKTOP_VIEWPORT,
} from './browser';
import { makeOwner, PERSON_AGENT } from './members';

/*
 * Issue 22's journey: an eligible company's member follows the TOP 10 badge to the promote page,
 * buys a place on a city × service page through the stand-in checkout, sees it labelled with its
 * organic rank on that TOP 10 page and on the listing, and its impressions and invoice on the
 * promo-membership page; the page's shareable image changes with the list.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();

const stamp = Date.now();
const account = {
  name: 'Pia Promoter',
  email: `pia.${stamp}@sponsor.test`,
  password: 'promoter password 123',
};

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

interface Target {
  companyId: number;
  name: string;
  citySlug: string;
  cityName: string;
  serviceSlug: string;
  serviceName: string;
}

/**
 * A demo company the sponsorship rule finds eligible (verified, complete, with a published
 * review) with a TOP 10 page of its headquarters city and one of its services, that nobody
 * sponsors yet.
 */
async function eligibleCompany(db: Database['db']): Promise<Target> {
  const resultRows = await selectRows<{
    company_id: number;
    name: string;
    city_slug: string;
    city_name: string;
    service_slug: string;
    service_name: string;
  }>(
    db,
    sql`
    SELECT c.id AS company_id, c.name, ci.slug AS city_slug, ci.name AS city_name,
           s.slug AS service_slug, s.name AS service_name
    FROM companies c
    JOIN company_locations hq ON hq.company_id = c.id AND hq.is_headquarter
    JOIN cities ci ON ci.id = hq.city_id
    JOIN company_services cs ON cs.company_id = c.id
    JOIN services s ON s.id = cs.service_id
    JOIN city_sponsorship_pages p ON p.city_id = hq.city_id AND p.service_id = cs.service_id
    WHERE c.verified
      AND coalesce(c.logo_path, '') <> '' AND coalesce(c.summary, '') <> ''
      AND coalesce(c.description, '') <> '' AND coalesce(c.website, '') <> ''
      AND coalesce(hq.address, '') <> ''
      AND EXISTS (SELECT 1 FROM reviews r WHERE r.company_id = c.id AND r.status = 'published')
      AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM sponsorships sp WHERE sp.page_id = p.id)
    ORDER BY c.id
    LIMIT 1`,
  );
  const row = resultRows[0];
  if (!row) throw new Error('the demo data has no eligible company with a TOP 10 page');
  return {
    companyId: row.company_id,
    name: row.name,
    citySlug: row.city_slug,
    cityName: row.city_name,
    serviceSlug: row.service_slug,
    serviceName: row.service_name,
  };
}

async function screenshotBytes(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}/screenshot`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await response.arrayBuffer()).toString('base64');
}

describe('buying a TOP 10 sponsorship', () => {
  it('badge → promote → join → stand-in checkout → labelled on the page and the listing → figures and invoice', async () => {
    database = await openDatabase({ dataDir: path.resolve(dataDir) });
    const target = await eligibleCompany(database.db);
    const topPath = `/top-companies/${target.serviceSlug}/${target.citySlug}`;
    const imageBefore = await screenshotBytes(topPath);

    const context = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
      userAgent: PERSON_AGENT,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, account);
    await makeOwner(database.db, account.email, target.companyId);

    // The floating TOP 10 badge offers it to the eligible company that has no sponsorship yet.
    await logInTo(page, baseUrl, account, '/dashboard/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Check now' }).click();
    await page.waitForURL(/\/top-companies\/promote\?source=inclusion_badge$/);
    await hydrated(page);
    await page.getByText(`${target.name} can sponsor TOP 10 pages.`).waitFor();
    await page.getByRole('link', { name: 'Choose pages and a period' }).click();

    // The join page: one page, three months.
    await page.waitForURL(/\/top-companies\/promote\/join$/);
    await page.getByRole('heading', { level: 1, name: 'Join the TOP 10 Listings' }).waitFor();
    const choice = page.getByRole('checkbox', {
      name: new RegExp(`^${target.serviceName} in ${target.cityName} — \\$299 a month`),
    });
    await choice.check();
    await page.getByRole('radio', { name: '3 months' }).check();
    await page.getByText('Total: $897 for 3 months').waitFor();
    await checkedAndLooked(page, 'sponsorship-join');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The stand-in provider's page: the approved test card is preselected.
    await page
      .waitForURL(/\/payments\/stand-in\/checkout\?session=/)
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/sponsorship-debug.png', fullPage: true });
        throw new Error(`${String(error)} ${problems.join(' | ')}`);
      });
    await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor();
    expect(await page.getByText('$897').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/sponsorship-checkout.png', fullPage: true });
    await page.getByRole('button', { name: 'Pay now' }).click();

    // Back on the site once the signed webhook was taken.
    await page.waitForURL(/\/top-companies\/promote\/join\?order=[0-9a-f-]{36}&result=paid$/);
    await hydrated(page);
    await page.getByText('Your sponsorship is active.').waitFor({ timeout: 15_000 });

    // The TOP 10 page labels it with its organic rank; the ranking itself is unchanged.
    await page.goto(`${baseUrl}${topPath}`);
    await hydrated(page);
    const label = page.getByText(/^Sponsored · #\d+ organically$/);
    await label.first().waitFor();
    const card = page.getByRole('heading', { level: 3, name: target.name });
    expect(await card.count()).toBe(1);
    await checkedAndLooked(page, 'sponsorship-top10');

    // The listing of the same service in the same city labels it too.
    await page.goto(`${baseUrl}/companies/${target.serviceSlug}/${target.citySlug}`);
    await hydrated(page);
    const listed = page.locator('li').filter({
      has: page.getByRole('heading', { level: 3, name: target.name }),
    });
    await listed.first().waitFor();
    expect(await listed.first().getByText('Sponsored', { exact: true }).count()).toBe(1);

    // The image is drawn again: the list changed.
    expect(await screenshotBytes(topPath)).not.toBe(imageBefore);

    // Promo-membership: the place, its impression from the visit above, and the invoice.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/dashboard/promo-membership`);
          await hydrated(page);
          const card = page.getByRole('listitem', {
            name: `${target.serviceName} in ${target.cityName}`,
          });
          await card.waitFor();
          return Number(await card.locator('dt:text-is("Impressions") + dd').textContent());
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await page.getByText(/· Running, renews /).waitFor();
    await checkedAndLooked(page, 'sponsorship-promo-membership');
    const invoiceLink = page.getByRole('link', { name: /^Invoice .+ \(PDF\)$/ });
    const href = await invoiceLink.getAttribute('href');
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Cancelling the renewal: the place runs to its end.
    await page.getByRole('button', { name: /^Cancel renewal of / }).click();
    await page.getByText(/will not renew; it runs until/).waitFor();
    await page.getByText(/\(renewal cancelled\)$/).waitFor();

    // The badge is gone: the company has a sponsorship now.
    await page.goto(`${baseUrl}/dashboard/`);
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Check now' }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('tells a member of an ineligible company what is missing, and offers no purchase', async () => {
    database ??= await openDatabase({ dataDir: path.resolve(dataDir) });
    const resultRows = await selectRows<{ id: number; name: string }>(
      database.db,
      sql`
      SELECT c.id, c.name FROM companies c
      WHERE NOT c.verified
        AND NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)
      ORDER BY c.id LIMIT 1`,
    );
    const company = resultRows[0];
    if (!company) throw new Error('the demo data has no unverified company');
    const someone = {
      name: 'Ivo Ineligible',
      email: `ivo.${stamp}@sponsor.test`,
      password: 'ineligible password 123',
    };
    const context = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    const page = await context.newPage();
    await registerAndVerify(page, baseUrl, someone);
    await makeOwner(database.db, someone.email, company.id);
    await logInTo(page, baseUrl, someone, '/top-companies/promote/join');
    await hydrated(page);
    await page.getByText(`${company.name} cannot sponsor yet. What is missing:`).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Verify your company' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
    await checkedAndLooked(page, 'sponsorship-ineligible');
    await context.close();
  });
});
