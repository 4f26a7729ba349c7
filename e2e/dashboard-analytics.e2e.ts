import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import { rollupAnalytics } from '../packages/server/src/modules/analytics/rollup';
import {
  DESKTOP_VIEWPORT,
  checkedAndLooked,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';
import { makeOwner, PERSON_AGENT } from './members';

/*
 * Issue 19's analytics: a member opens their company's public profile (a view, from the
 * listing), the rollup runs (triggered here), and the analytics page shows the view, with the
 * table and its CSV.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();

const stamp = Date.now();
const account = {
  name: 'Ana Analyst',
  email: `ana.${stamp}@analytics.test`,
  password: 'analytics password 123',
};

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the dashboard analytics page', () => {
  it('shows the profile view the member just caused once the rollup ran, with its CSV', async () => {
    const opened = await openDatabase({ dataDir: path.resolve(dataDir) });
    database = opened;
    const [company] = await selectRows<{ id: number; slug: string; name: string }>(
      database.db,
      sql`SELECT c.id, c.slug, c.name FROM companies c
          WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)
          ORDER BY c.id DESC LIMIT 1`,
    );
    if (!company) throw new Error('no company without members');

    const context = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
      userAgent: PERSON_AGENT,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, account);
    await makeOwner(database.db, account.email, company.id);

    // The profile, opened from a listing: a view from "listings".
    await logInTo(page, baseUrl, account, '/companies');
    await hydrated(page);
    await page.goto(`${baseUrl}/company/${company.slug}`, { referer: `${baseUrl}/companies` });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    // The beacon is on its way; then the rollup runs.
    await expect
      .poll(async () => {
        const [row] = await selectRows<{ count: number }>(
          opened.db,
          sql`SELECT count(*)::int AS count FROM analytics_events
              WHERE company_id = ${company.id} AND name = 'profile_view'`,
        );
        return row?.count ?? 0;
      })
      .toBeGreaterThan(0);
    await rollupAnalytics(database.db, new Date());

    await page.goto(`${baseUrl}/dashboard/company/analytics`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const views = page.getByRole('list', { name: 'Totals' }).getByRole('listitem').first();
    await expect
      .poll(async () => Number((await views.locator('p').nth(1).textContent()) ?? 0))
      .toBeGreaterThanOrEqual(1);
    await page
      .getByRole('cell', { name: 'Listings' })
      .or(page.getByRole('rowheader', { name: 'Listings' }))
      .first()
      .waitFor();
    await checkedAndLooked(page, 'dashboard-analytics');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).first().click(),
    ]);
    const file = await download.path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Day,Profile views,Listing impressions,Clicks to website,Clicks to contact,Leads',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(csv).toMatch(new RegExp(`${today},[1-9]`));
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
