import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { selectRows } from '../packages/server/src/db/rows';
import { staffMembers, users } from '../packages/server/src/db/schema';
import {
  checkedAndLooked,
  DESKTOP_VIEWPORT,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';
import { makeOwner } from './members';

/*
 * Issue 19's overview pages, support and review reports: a member looks over the company and
 * its profile, reports a review and asks for help; a staff member upholds the report (the review
 * leaves the profile) and answers the request, which the member reads live in the inbox.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();
const stamp = Date.now();
const member = {
  name: 'Mona Member',
  email: `mona.${stamp}@support.test`,
  password: 'member password 123',
};
const staff = {
  name: 'Stan Staff',
  email: `stan.${stamp}@support.test`,
  password: 'staff password 123',
};

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('overview, support and review reports', () => {
  it('lets a member report a review and ask for help, and staff act on both', async () => {
    database = await openDatabase({ dataDir: path.resolve(dataDir) });
    const db = database.db;
    // A company without members with at least two published reviews and no report yet.
    const [company] = await selectRows<{ id: number; slug: string; name: string; title: string }>(
      db,
      sql`
      SELECT c.id, c.slug, c.name, r.title FROM companies c
      JOIN LATERAL (
        SELECT title FROM reviews WHERE company_id = c.id AND status = 'published'
        ORDER BY created_at DESC, id DESC LIMIT 1
      ) r ON true
      WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)
        AND (SELECT count(*) FROM reviews p WHERE p.company_id = c.id AND p.status = 'published') >= 2
        AND (SELECT status FROM reviews WHERE company_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) = 'published'
      ORDER BY c.id DESC LIMIT 1`,
    );
    if (!company) throw new Error('the demo data has no company with two published reviews');

    const options = { bypassCSP: true, viewport: DESKTOP_VIEWPORT };
    const memberContext = await browsing.browser.newContext(options);
    const staffContext = await browsing.browser.newContext(options);
    try {
      const page = await memberContext.newPage();
      const problems = watchConsole(page);
      await registerAndVerify(page, baseUrl, member);
      await makeOwner(db, member.email, company.id);
      await logInTo(page, baseUrl, member, '/dashboard/company');
      await hydrated(page);

      // My Company: the company's name as the heading, its pages one link away.
      await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
      await page.getByRole('link', { name: 'Manage reviews' }).waitFor();
      await checkedAndLooked(page, 'dashboard-company');

      // The profile part by part, each part linking into its step of the editor.
      await page.getByRole('link', { name: 'Review your profile' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Profile' }).waitFor();
      await page.getByRole('region', { name: '2. Services' }).waitFor();
      await checkedAndLooked(page, 'dashboard-overview-profile');
      await page.getByRole('link', { name: 'Open Locations in the editor' }).click();
      await page.waitForURL(`${baseUrl}/company/edit?step=locations`);
      await hydrated(page);
      await expect
        .poll(() => page.locator('[aria-current="step"]').first().textContent(), {
          timeout: 10_000,
        })
        .toContain('Locations');

      // The account's overview.
      await page.goto(`${baseUrl}/dashboard/overview`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await page.getByText('No open request.').waitFor();
      await checkedAndLooked(page, 'dashboard-overview');

      // Report the newest published review to staff.
      await page.goto(`${baseUrl}/dashboard/company/reviews?status=published`);
      await hydrated(page);
      const card = page.getByRole('listitem', { name: company.title }).first();
      await card.getByRole('button', { name: 'Report to staff' }).click();
      await card
        .getByLabel('Why should our staff look at this review?')
        .fill(`The reviewer was never our client (${stamp}).`);
      await card.getByRole('button', { name: 'Send report' }).click();
      await card.getByText('Reported to our staff: Waiting for staff').waitFor();

      // Ask for help; the request is a conversation in the inbox.
      await page.goto(`${baseUrl}/dashboard/overview/support`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Get Support' }).waitFor();
      await page.getByText('You have not asked us anything yet.').waitFor();
      const subject = `Our profile shows an old address ${stamp}`;
      await page.getByLabel('Subject').fill(subject);
      await page
        .getByLabel('How can we help?')
        .fill('We moved last month; the editor keeps the old one.');
      await page.getByRole('button', { name: 'Send to our team' }).click();
      await page.getByRole('link', { name: 'Follow it in your inbox' }).waitFor();
      await page.getByRole('link', { name: subject }).waitFor();
      await page.getByText('Waiting for our team').first().waitFor();
      await checkedAndLooked(page, 'dashboard-overview-support');
      await page.getByRole('link', { name: 'Follow it in your inbox' }).click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await hydrated(page);

      // Staff: a verified account granted the staff role.
      const admin = await staffContext.newPage();
      const adminProblems = watchConsole(admin);
      await registerAndVerify(admin, baseUrl, staff);
      const [staffUser] = await db.select().from(users).where(eq(users.email, staff.email));
      if (!staffUser) throw new Error('no staff account');
      await db.insert(staffMembers).values({ userId: staffUser.id, grantedBy: 'e2e' });

      // Uphold the report: the review leaves the public profile.
      await logInTo(admin, baseUrl, staff, '/admin/review-reports?status=open');
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Reported reviews' }).waitFor();
      await checkedAndLooked(admin, 'admin-review-reports');
      // The staff member hides a column; the choice is theirs on the next visit too.
      const queue = admin.getByRole('grid', { name: 'Reported reviews' });
      await queue.getByRole('columnheader', { name: 'Rating' }).waitFor();
      await admin.getByRole('button', { name: 'Columns' }).click();
      await admin.getByRole('checkbox', { name: 'Rating' }).uncheck();
      await admin.keyboard.press('Escape');
      await expect.poll(() => queue.getByRole('columnheader', { name: 'Rating' }).count()).toBe(0);
      await admin.reload();
      await hydrated(admin);
      await queue.getByRole('columnheader', { name: 'Company' }).waitFor();
      await expect
        .poll(() => queue.getByRole('columnheader', { name: 'Rating' }).count(), { timeout: 5_000 })
        .toBe(0);
      await admin
        .getByRole('button', { name: `Approve the report by ${company.name}` })
        .first()
        .click();
      const dialog = admin.getByRole('dialog', { name: `Approve the report by ${company.name}` });
      await dialog
        .getByText(`The reviewer was never our client (${stamp}).`, { exact: false })
        .waitFor();
      await dialog.getByRole('button', { name: 'Uphold and remove' }).click();
      await admin.getByText(`is removed from ${company.name}’s profile`).waitFor();
      await page
        .context()
        .newPage()
        .then(async (profile) => {
          await profile.goto(`${baseUrl}/company/${company.slug}`);
          await hydrated(profile);
          await profile.getByRole('heading', { level: 1 }).waitFor();
          expect(await profile.getByText(company.title, { exact: true }).count()).toBe(0);
          await profile.close();
        });

      // Answer the support request; the member's open conversation shows it live.
      await admin.goto(`${baseUrl}/admin/support?status=waiting`);
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Support requests' }).waitFor();
      await checkedAndLooked(admin, 'admin-support');
      await admin.getByRole('link', { name: subject }).click();
      await admin.getByRole('heading', { level: 1, name: subject }).waitFor();
      await hydrated(admin);
      const answer = `The address is updated now (${stamp}).`;
      await admin.getByLabel('Your answer').fill(answer);
      await admin.getByLabel('Close the request with this answer').check();
      await checkedAndLooked(admin, 'admin-support-thread');
      await admin.getByRole('button', { name: 'Send answer' }).click();
      await admin.getByText('Answer sent; the request is closed.').waitFor();
      await admin.getByText(answer).waitFor();

      await page.getByText(answer).waitFor({ timeout: 10_000 });
      await page.goto(`${baseUrl}/dashboard/overview/support`);
      await hydrated(page);
      await page.getByText('Closed', { exact: true }).waitFor();

      expect(unexpected(problems)).toEqual([]);
      expect(unexpected(adminProblems)).toEqual([]);
    } finally {
      await memberContext.close();
      await staffContext.close();
    }
  });
});
