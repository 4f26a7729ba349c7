import path from 'node:path';
import { asc, notExists, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { companies, companyMembers } from '../packages/server/src/db/schema';
import { insertSignedInUser } from '../packages/server/test/helpers/users';
import {
  checkedAndLooked,
  hydrated,
  screenshotBothWidths,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

/*
 * An owner of two companies manages either (issue 33, point 8): the dashboard's switcher and the
 * header menu change the company, and every company-scoped link carries the one chosen.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();
const owner = { name: 'Otto Owner', email: `otto.${Date.now()}@switcher.test` };

let database: Database | undefined;

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.resolve(dataDir) });
});

afterAll(async () => {
  await database?.close();
});

describe('an owner of two companies', () => {
  it('switches between them on the dashboard and in the header menu', async () => {
    if (!database) throw new Error('the database opens in beforeAll');
    const { db } = database;
    // Two listed companies nobody runs yet.
    const two = await db
      .select({ id: companies.id, name: companies.name, slug: companies.slug })
      .from(companies)
      .where(
        notExists(
          db
            .select({ id: companyMembers.userId })
            .from(companyMembers)
            .where(eq(companyMembers.companyId, companies.id)),
        ),
      )
      .orderBy(asc(companies.id))
      .limit(2);
    const [first, second] = two;
    if (!first || !second) throw new Error('two companies without members are needed');
    const signedIn = await insertSignedInUser(db, owner.email, owner.name);
    await db.insert(companyMembers).values([
      { companyId: first.id, userId: signedIn.id, role: 'owner' },
      { companyId: second.id, userId: signedIn.id, role: 'owner' },
    ]);

    const context = await browsing.newContext();
    await context.addCookies([{ name: SESSION_COOKIE_NAME, value: signedIn.token, url: baseUrl }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/dashboard/`);
    await hydrated(page);

    // The dashboard names the company it shows, and the switcher picks the other.
    const switcher = page.getByRole('combobox', { name: 'Managing' });
    await switcher.waitFor();
    const shown = await switcher.inputValue();
    const other = shown === first.slug ? second : first;
    await switcher.selectOption(other.slug);
    await page.waitForURL(`${baseUrl}/dashboard/?company=${other.slug}`);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit the profile' }).getAttribute('href')).toBe(
      `/company/edit?company=${other.slug}`,
    );
    await checkedAndLooked(page, 'company-switcher-dashboard');

    // The editor opens for the company chosen.
    await page.getByRole('link', { name: 'Edit the profile' }).click();
    await page.waitForURL(`${baseUrl}/company/edit?company=${other.slug}`);
    await expect.poll(() => page.getByLabel(/^Company name/).inputValue()).toBe(other.name);
    await checkedAndLooked(page, 'company-switcher-editor');

    // The header menu switches back; the page opens for that company.
    const back = other.slug === first.slug ? second : first;
    await page.getByRole('button', { name: owner.name }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitemradio', { name: other.name }).waitFor();
    expect(
      await menu.getByRole('menuitemradio', { name: other.name }).getAttribute('aria-checked'),
    ).toBe('true');
    // Looked at, not run through axe: an open menu sits outside the page's landmarks (noted).
    await screenshotBothWidths(page, 'company-switcher-menu');
    await menu.getByRole('menuitemradio', { name: back.name }).click();
    await page.waitForURL(`${baseUrl}/company/edit?company=${back.slug}`);
    await expect.poll(() => page.getByLabel(/^Company name/).inputValue()).toBe(back.name);
    expect(unexpected(problems)).toEqual([]);
  });
});
