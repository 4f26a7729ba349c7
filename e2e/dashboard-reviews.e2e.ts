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
  useBrowserContext,
  watchConsole,
} from './browser';
import { makeOwner } from './members';

/*
 * Issue 19's reviews page: a member replies to a published review and sees the reply under it on
 * the public profile, and invites clients in bulk (each gets its e-mail).
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowserContext({ bypassCSP: true });
const stamp = Date.now();
const account = {
  name: 'Rita Replier',
  email: `rita.${stamp}@reviews.test`,
  password: 'replier password 123',
};

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('the dashboard reviews page', () => {
  it('replies once to a published review (shown on the profile) and invites clients in bulk', async () => {
    database = await openDatabase({ dataDir: path.resolve(dataDir) });
    // A company without members whose newest published review has no reply yet.
    const resultRows = await selectRows<{ id: number; slug: string; title: string }>(
      database.db,
      sql`
      SELECT c.id, c.slug, r.title FROM companies c
      JOIN LATERAL (
        SELECT title, reply FROM reviews
        WHERE company_id = c.id AND status IN ('published', 'pending', 'rejected')
        ORDER BY created_at DESC, id DESC LIMIT 1
      ) r ON true
      WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)
        AND EXISTS (SELECT 1 FROM reviews p WHERE p.company_id = c.id AND p.status = 'published')
        AND r.reply IS NULL
        AND (SELECT status FROM reviews WHERE company_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) = 'published'
      ORDER BY c.id LIMIT 1`,
    );
    const company = resultRows[0];
    if (!company) throw new Error('the demo data has no company with a review to answer');

    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, account);
    await makeOwner(database.db, account.email, company.id);

    await logInTo(page, baseUrl, account, '/dashboard/company/reviews');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const card = page.getByRole('listitem', { name: company.title }).first();
    await card.waitFor();
    await checkedAndLooked(page, 'dashboard-reviews');

    const reply = `Thank you for working with us (${stamp}).`;
    await card.getByLabel('Your public reply').fill(reply);
    await card.getByRole('button', { name: 'Publish reply' }).click();
    // Once stored, the form gives way to the reply.
    await card.getByText('Your reply', { exact: true }).waitFor();
    expect(await card.getByText(reply, { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Publish reply' }).count()).toBe(0);

    // The public profile shows it under the review.
    await page.goto(`${baseUrl}/company/${company.slug}`);
    await hydrated(page);
    await page.getByText(reply).first().waitFor();

    // Invitations: two addresses pasted, one of them twice.
    await page.goto(`${baseUrl}/dashboard/company/reviews`);
    await hydrated(page);
    await page
      .getByLabel("Clients' e-mail addresses")
      .fill(`ann.${stamp}@client.test\nbob.${stamp}@client.test, ann.${stamp}@client.test`);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('2 invitations sent.').waitFor();
    await page.getByText(`ann.${stamp}@client.test: It is in the list twice.`).waitFor();

    // The notifications page: the full list, here empty, with the bell's behaviour.
    await page.goto(`${baseUrl}/dashboard/notifications`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText('You have no notifications.').waitFor();
    await checkedAndLooked(page, 'dashboard-notifications');
    expect(unexpected(problems)).toEqual([]);
  });
});
