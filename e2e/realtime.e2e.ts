import path from 'node:path';
import { eq, asc } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { companies, companyMembers, users } from '../packages/server/src/db/schema';
import {
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
  checkedAndLooked,
} from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();

const stamp = Date.now();
const member = {
  name: 'Mia Member',
  email: `mia.${stamp}@realtime.test`,
  password: 'member password 123',
};
const visitor = {
  name: 'Vera Visitor',
  email: `vera.${stamp}@realtime.test`,
  password: 'visitor password 123',
};

let database: Database | undefined;

afterAll(async () => {
  await database?.close();
});

/** The bell's accessible name says the count ("Notifications, 2 new"). */
function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ }).first();
}

async function bellCount(page: Page): Promise<string> {
  return (await bell(page).getAttribute('aria-label')) ?? '';
}

async function oneH1AndFits(page: Page, name: string): Promise<void> {
  await checkedAndLooked(page, `realtime-${name}`);
}

describe('realtime: notifications, conversations and presence', () => {
  it('a contact request reaches the member live; they talk with online dots; Clear All; a reload repeats nothing', async () => {
    const memberContext = await browsing.newContext();
    const visitorContext = await browsing.newContext();
    const memberPage = await memberContext.newPage();
    const visitorPage = await visitorContext.newPage();
    const memberProblems = watchConsole(memberPage);
    const visitorProblems = watchConsole(visitorPage);

    await registerAndVerify(memberPage, baseUrl, member);
    await registerAndVerify(visitorPage, baseUrl, visitor);

    // The member runs the first company of the directory (membership comes with the onboarding
    // flows; here it is written straight into the server's database).
    database = await openDatabase({ dataDir: path.resolve(dataDir) });
    const [company] = await database.db
      .select({ id: companies.id, slug: companies.slug, name: companies.name })
      .from(companies)
      .orderBy(asc(companies.id))
      .limit(1);
    const [memberRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.email));
    if (!company || !memberRow) throw new Error('no company or member');
    await database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: memberRow.id, role: 'owner' });

    await logInTo(memberPage, baseUrl, member, '/dashboard/');
    await hydrated(memberPage);
    await expect.poll(() => bellCount(memberPage)).toBe('Notifications');

    // The visitor, signed in, writes to the company from its profile.
    await logInTo(visitorPage, baseUrl, visitor, `/company/${company.slug}`);
    await hydrated(visitorPage);
    await visitorPage
      .getByRole('button', { name: /^(Contact|Inquire Company|Get a Quote|Get in Touch)$/ })
      .click();
    const dialog = visitorPage.getByRole('dialog', { name: `Contact ${company.name}` });
    await dialog.getByLabel('Your name').fill(visitor.name);
    await dialog.getByLabel('Your e-mail address').fill(visitor.email);
    await dialog.getByLabel('Message').fill('We need a new online shop by spring. Can you help?');
    await dialog.getByText('Human check passed.').waitFor();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The member's badge counts up without a reload.
    await expect
      .poll(() => bellCount(memberPage), { timeout: 10_000 })
      .toBe('Notifications, 1 new');
    await bell(memberPage).click();
    const item = memberPage.getByRole('button', { name: /Vera Visitor/ }).first();
    await item.waitFor();
    await item.click();
    await memberPage.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
    const conversationUrl = memberPage.url();
    await memberPage
      .getByRole('heading', { level: 1, name: `Vera Visitor and ${company.name}` })
      .waitFor();
    const memberLog = memberPage.getByRole('log', { name: 'Messages' });
    await memberLog.getByText('We need a new online shop by spring. Can you help?').waitFor();
    // Opening it deleted the notification.
    await expect.poll(() => bellCount(memberPage)).toBe('Notifications');
    // The visitor's page holds a live connection: the dot says online.
    await memberPage.getByText('Vera Visitor is online').waitFor();
    await oneH1AndFits(memberPage, 'conversation');

    // The member answers; the visitor is told and opens the conversation from the bell.
    await memberPage
      .getByRole('textbox', { name: 'Your message' })
      .fill('Yes, we can. When do you start?');
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await memberLog.getByText('Yes, we can. When do you start?').waitFor();
    await expect
      .poll(() => bellCount(visitorPage), { timeout: 10_000 })
      .toBe('Notifications, 1 new');
    await bell(visitorPage).click();
    await visitorPage
      .getByRole('button', { name: /Mia Member/ })
      .first()
      .click();
    await visitorPage.waitForURL(conversationUrl);
    await visitorPage.getByText('Mia Member is online').waitFor();
    const visitorLog = visitorPage.getByRole('log', { name: 'Messages' });
    await visitorLog.getByText('Yes, we can. When do you start?').waitFor();

    // The visitor replies with the keyboard; it appears live on the member's page.
    await visitorPage.getByRole('textbox', { name: 'Your message' }).fill('In March.');
    await visitorPage.keyboard.press('Control+Enter');
    await memberLog.getByText('In March.').waitFor({ timeout: 10_000 });

    // The reply also left the member a notification: Clear All removes it in one batch.
    await expect
      .poll(() => bellCount(memberPage), { timeout: 10_000 })
      .toBe('Notifications, 1 new');
    await bell(memberPage).click();
    await memberPage.getByRole('button', { name: 'Clear All' }).click();
    await memberPage.getByText('Notifications cleared successfully!').waitFor();
    await expect.poll(() => bellCount(memberPage)).toBe('Notifications');

    // The visitor leaves: after the grace period the member sees them offline.
    await visitorPage.close();
    await memberPage.getByText('Vera Visitor is offline').waitFor({ timeout: 30_000 });

    // A reload replays nothing twice: each message once, no notification back.
    await memberPage.reload();
    await hydrated(memberPage);
    for (const text of [
      'We need a new online shop by spring. Can you help?',
      'Yes, we can. When do you start?',
      'In March.',
    ])
      expect(await memberLog.getByText(text, { exact: true }).count(), text).toBe(1);
    // The visitor comes back: the member's stream tells them after anything it replayed, so once
    // they see it, a replayed notification would be on the bell already.
    const returningPage = await visitorContext.newPage();
    await returningPage.goto(conversationUrl);
    await memberPage.getByText('Vera Visitor is online').waitFor({ timeout: 30_000 });
    expect(await bellCount(memberPage)).toBe('Notifications');
    await returningPage.close();
    for (const text of ['In March.'])
      expect(await memberLog.getByText(text, { exact: true }).count(), text).toBe(1);

    // The inbox lists the conversation with its last words, all read now.
    await memberPage.goto(`${baseUrl}/dashboard/inbox`);
    await hydrated(memberPage);
    await memberPage.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await memberPage.getByText('In March.').waitFor();
    await memberPage.getByText(/1 conversation, 0 unread messages\./).waitFor();
    await oneH1AndFits(memberPage, 'inbox');

    expect(unexpected(memberProblems)).toEqual([]);
    expect(unexpected(visitorProblems)).toEqual([]);
  });

  it('the stream refuses a visitor without a session, and a conversation of others is a 404', async () => {
    const context = await browsing.newContext();
    const stream = await context.request.get(`${baseUrl}/api/realtime`);
    expect(stream.status()).toBe(401);
    const page = await context.newPage();
    await logInTo(page, baseUrl, member, '/dashboard/');
    const missing = await page.goto(
      `${baseUrl}/dashboard/inbox/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing?.status()).toBe(404);
  });
});
