import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import { refreshCompanies } from '../packages/server/src/db/company-search';
import { companies, companyLocations, companyServices } from '../packages/server/src/db/schema';
import {
  checkedAndLooked,
  followMailLink,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowserContext,
  watchConsole,
} from './browser';

/*
 * Issue 19's saved searches: a person saves a listing with an alert, manages it on
 * /dashboard/searches, and gets the e-mail when a matching company is listed (the alert job runs
 * every 3 s in these journeys; daily by default).
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowserContext({ bypassCSP: true });
const stamp = Date.now();
const account = {
  name: 'Alma Alert',
  email: `alma.${stamp}@alerts.test`,
  password: 'alert password 123',
};

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('saved-search alerts', () => {
  it('saves a listing with an alert, renames it, and e-mails the new company that matches', async () => {
    database = await openDatabase({ dataDir: path.resolve(dataDir) });
    // A service × city listing of the demo data.
    const foundRows = await selectRows<{
      service_id: number;
      service_slug: string;
      city_id: number;
      city_slug: string;
      country_id: number;
    }>(
      database.db,
      sql`
      SELECT s.id AS service_id, s.slug AS service_slug, ci.id AS city_id, ci.slug AS city_slug,
             ci.country_id
      FROM company_services cs
      JOIN services s ON s.id = cs.service_id
      JOIN company_locations l ON l.company_id = cs.company_id AND l.is_headquarter
      JOIN cities ci ON ci.id = l.city_id
      ORDER BY cs.company_id LIMIT 1`,
    );
    const place = foundRows[0];
    if (!place) throw new Error('the demo data has no listed company');

    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, account);
    const listing = `/companies/${place.service_slug}/${place.city_slug}`;
    await logInTo(page, baseUrl, account, listing);
    await hydrated(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name of the search').fill('Agencies to watch');
    await page.getByLabel('E-mail me new companies').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved as "Agencies to watch".').waitFor();

    // The dashboard page: the alert is on; a rename sticks.
    await page.goto(`${baseUrl}/dashboard/searches`);
    await hydrated(page);
    const item = page.getByRole('listitem', { name: 'Agencies to watch' });
    await item.waitFor();
    expect(await item.getByRole('switch').or(item.getByRole('checkbox')).isChecked()).toBe(true);
    await checkedAndLooked(page, 'dashboard-searches');
    await item.getByRole('button', { name: 'Rename Agencies to watch' }).click();
    await page.getByLabel('New name').fill('New agencies to watch');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('listitem', { name: 'New agencies to watch' }).waitFor();

    // A company of that service in that city is listed.
    const name = `Fresh Agency ${stamp}`;
    const db = database.db;
    const company = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ slug: `fresh-agency-${stamp}`, name, companySize: 10 })
        .returning({ id: companies.id });
      if (!row) throw new Error('no company');
      await tx.insert(companyLocations).values({
        companyId: row.id,
        cityId: place.city_id,
        countryId: place.country_id,
        isHeadquarter: true,
      });
      await tx
        .insert(companyServices)
        .values({ companyId: row.id, serviceId: place.service_id, percentage: 100 });
      return row;
    });
    await refreshCompanies(db, [company.id]);

    // The alert e-mail names it and links its profile.
    await followMailLink(
      page,
      baseUrl,
      /new company matches "New agencies to watch"/,
      new RegExp(`/company/fresh-agency-${stamp}`),
    );
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await db.delete(companies).where(eq(companies.id, company.id));
    expect(unexpected(problems)).toEqual([]);
  });
});
