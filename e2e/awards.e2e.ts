import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import type { AppDatabase } from '../packages/server/src/db/client';
import * as schema from '../packages/server/src/db/schema';
import { freePort } from '../packages/server/src/lib/network';
import { SESSION_COOKIE } from '../packages/server/src/plugins/auth';
import { insertSignedInUser } from '../packages/server/test/helpers/users';
import {
  DESKTOP_VIEWPORT,
  checkedAndLooked,
  followMailLink,
  hydrated,
  useBrowser,
} from './browser';

/**
 * The awards journey of issue 20 on the production build, in this process so its clock can be
 * moved: 2025 is in its voting phase until 30 November; the clock starts on 1 October.
 */
const VOTING_END = '2025-11-30T23:59:59Z';
/** As the other page types of e2e/js-budget.e2e.ts: today's size with a little room. */
const EDITION_SCRIPT_BUDGET_KB = 260;
let now = new Date('2025-10-01T12:00:00Z');

const browsing = useBrowser();
let app: Awaited<ReturnType<typeof buildServer>>;
let baseUrl = '';
let dataDir = '';
let otherSite: Server | undefined;
let otherOrigin = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atlas-awards-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await buildServer(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      DEMO_COMPANIES: '300',
      LOG_LEVEL: 'warn',
      OUTBOX_PAGE: 'true',
      MAIL_QUEUE_INTERVAL_MS: '500',
      PAGE_CACHE_TTL_MS: '0',
      AWARDS_2025_VOTING_PHASE: 'true',
      AWARDS_2025_VOTING_END: VOTING_END,
    }),
    { clock: { now: () => now } },
  );
  await app.listen({ port, host: '127.0.0.1' });

  // Another origin: an agency's own site that frames the badge.
  const otherPort = await freePort();
  otherOrigin = `http://localhost:${otherPort}`;
  otherSite = createServer((request, response) => {
    const company = new URL(request.url ?? '/', otherOrigin).searchParams.get('company') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>An agency</title></head><body><h1>Our agency</h1><iframe title="Our award" src="${baseUrl}/awards/embedded/2025?company=${company}" width="340" height="90"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => otherSite?.listen(otherPort, '127.0.0.1', resolve));
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await new Promise<void>((resolve) => (otherSite ? otherSite.close(() => resolve()) : resolve()));
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const db = (): AppDatabase => app.database.db;

async function newContext(token?: string, bypassCSP = false): Promise<BrowserContext> {
  // axe is injected by the checks, so their context bypasses the pages' CSP.
  const context = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP });
  if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  contexts.push(context);
  return context;
}

/** 2025 categories with at least two nominees: [category slug, name, nominees]. */
async function votingCategories() {
  const rows = await db()
    .select({
      categoryId: schema.awardCategories.id,
      slug: schema.awardCategories.slug,
      category: schema.awardCategories.name,
      nomineeId: schema.awardNominees.id,
      companyId: schema.companies.id,
      company: schema.companies.name,
      companySlug: schema.companies.slug,
    })
    .from(schema.awardNominees)
    .innerJoin(
      schema.awardCategories,
      eq(schema.awardCategories.id, schema.awardNominees.categoryId),
    )
    .innerJoin(schema.companies, eq(schema.companies.id, schema.awardNominees.companyId))
    .where(eq(schema.awardCategories.edition, 2025))
    .orderBy(asc(schema.awardCategories.id), asc(schema.awardNominees.id));
  const byCategory = new Map<number, typeof rows>();
  for (const row of rows)
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
  // Company names that are unique on the page, so a radio's label names one nominee.
  const names = rows.map((row) => row.company);
  return [...byCategory.values()].filter(
    (list) =>
      list.length >= 2 && list.every((row) => names.filter((n) => n === row.company).length === 1),
  );
}

/** A pattern that matches `text` at the start, whatever characters it holds. */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Votes on the ballot page: picks the nominee, presses the category's button. */
async function voteOnPage(page: Page, category: string, company: string, button: RegExp) {
  const ballot = page.getByRole('group', { name: category });
  await ballot.getByRole('radio', { name: company }).check();
  await page.getByRole('button', { name: button }).first().click();
}

describe('the 2025 awards', () => {
  it('takes a guest vote through the e-mailed link, changes it, and refuses a second one', async () => {
    const [categoryRows] = await votingCategories();
    const [first, second] = categoryRows ?? [];
    if (!first || !second) throw new Error('a 2025 category with two nominees');
    const email = `guest.${Date.now()}@example.org`;
    const page = await (await newContext()).newPage();

    await page.goto(`${baseUrl}/awards-2025/vote`);
    await hydrated(page);
    await page.getByLabel('Your e-mail address').fill(email);
    await voteOnPage(page, first.category, first.company, startsWith(`Vote in ${first.category}`));
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();

    await followMailLink(page, baseUrl, /Confirm your vote/, /\/awards-2025\/vote\?confirm=/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my vote' }).click();
    await page.getByRole('status').filter({ hasText: 'It counts' }).waitFor();

    // The change waits for its own link.
    await page.goto(`${baseUrl}/awards-2025/vote/update`);
    await hydrated(page);
    await page.getByLabel('Your e-mail address').fill(email);
    await voteOnPage(
      page,
      first.category,
      second.company,
      startsWith(`Change my vote in ${first.category}`),
    );
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();
    await followMailLink(page, baseUrl, /Confirm your vote/, /\/awards-2025\/vote\?confirm=/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my vote' }).click();
    await page.getByRole('status').filter({ hasText: 'It counts' }).waitFor();
    const votes = await db()
      .select()
      .from(schema.awardVotes)
      .where(eq(schema.awardVotes.voterEmail, email));
    expect(votes).toHaveLength(1);
    expect(votes[0]).toMatchObject({ nomineeId: second.nomineeId, status: 'counted' });

    // A second vote by the same person in the same category is refused.
    await page.goto(`${baseUrl}/awards-2025/vote`);
    await hydrated(page);
    await page.getByLabel('Your e-mail address').fill(email);
    await voteOnPage(page, first.category, first.company, startsWith(`Vote in ${first.category}`));
    await page
      .getByRole('status')
      .filter({ hasText: 'You have already voted in this category' })
      .waitFor();
  });

  it('refuses a member of a nominee, then publishes winners: score parts, live notification, embedded badge', async () => {
    const categories = await votingCategories();
    const target = categories[1] ?? categories[0];
    if (!target?.[0]) throw new Error('a 2025 category');
    const nominee = target[0];
    // A member of every nominee of the category: whoever wins it is theirs.
    const member = await insertSignedInUser(db(), `member.${Date.now()}@example.org`, 'Mo Member');
    for (const row of target)
      await db()
        .insert(schema.companyMembers)
        .values({ companyId: row.companyId, userId: member.id, role: 'owner' })
        .onConflictDoNothing();
    const memberPage = await (await newContext(member.token)).newPage();
    await memberPage.goto(`${baseUrl}/awards-2025/vote`);
    await hydrated(memberPage);
    await voteOnPage(
      memberPage,
      nominee.category,
      nominee.company,
      startsWith(`Vote in ${nominee.category}`),
    );
    await memberPage
      .getByRole('status')
      .filter({ hasText: 'Members of a nominated company cannot vote in its category' })
      .waitFor();

    // The voting phase ends (the fake clock); the member waits on the dashboard.
    now = new Date('2025-12-05T12:00:00Z');
    await memberPage.goto(`${baseUrl}/dashboard/`);
    await hydrated(memberPage);
    const bell = memberPage.getByRole('button', { name: /^Notifications/ }).first();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    const staff = await insertSignedInUser(db(), `staff.${Date.now()}@example.org`, 'Sam Staff');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'e2e' });
    // Staff's page before publishing: the story and weights, the categories and their nominees.
    const staffPage = await (await newContext(staff.token)).newPage();
    await staffPage.goto(`${baseUrl}/admin/awards?edition=2025`);
    await hydrated(staffPage);
    await staffPage.getByRole('heading', { level: 2, name: 'Story and weights' }).waitFor();
    await staffPage.getByText('Total 100 of 100').waitFor();
    await staffPage
      .getByRole('heading', { level: 3, name: nominee.category, exact: true })
      .first()
      .waitFor();
    await checkedAndLooked(staffPage, 'admin-awards');
    const published = await fetch(`${baseUrl}/api/admin/awards/editions/2025/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(published.status).toBe(200);

    // The `awards` notification arrives live.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/Notifications, \d+ new/);

    // The winners page shows every score with its parts.
    const [winner] = await db()
      .select({ slug: schema.companies.slug, name: schema.companies.name })
      .from(schema.awardNominees)
      .innerJoin(schema.companies, eq(schema.companies.id, schema.awardNominees.companyId))
      .where(
        and(
          eq(schema.awardNominees.categoryId, nominee.categoryId),
          eq(schema.awardNominees.status, 'winner'),
        ),
      );
    if (!winner) throw new Error('the category has a winner');
    const page = await (await newContext()).newPage();
    await page.goto(`${baseUrl}/awards-2025/winners/${nominee.slug}`);
    await hydrated(page);
    const table = page.getByRole('table', { name: `${nominee.category}: scores` });
    await table.getByRole('columnheader', { name: 'Jury (50%)' }).waitFor();
    await table.getByRole('columnheader', { name: 'Public votes (30%)' }).waitFor();
    await table.getByRole('columnheader', { name: 'Verified reviews (20%)' }).waitFor();
    await table
      .getByRole('row', { name: startsWith(`1 ${winner.name}`) })
      .getByText('Winner')
      .waitFor();

    // The badge inside an iframe on another origin's page.
    await page.goto(`${otherOrigin}/?company=${winner.slug}`);
    const badge = page.frameLocator('iframe[title="Our award"]');
    await badge.getByText('Winner 2025').waitFor();
    await badge.getByText(winner.name).waitFor();
    expect(await badge.getByRole('link').getAttribute('href')).toBe(
      `${baseUrl}/awards/${winner.slug}`,
    );
  });

  it('has one h1, no axe violations and fits a phone on every kind of awards page', async () => {
    const [row] = (await votingCategories())[0] ?? [];
    const [past] = await db()
      .select({ category: schema.awardCategories.slug, company: schema.companies.slug })
      .from(schema.awardNominees)
      .innerJoin(
        schema.awardCategories,
        eq(schema.awardCategories.id, schema.awardNominees.categoryId),
      )
      .innerJoin(schema.companies, eq(schema.companies.id, schema.awardNominees.companyId))
      .where(
        and(eq(schema.awardCategories.edition, 2024), eq(schema.awardNominees.status, 'winner')),
      )
      .limit(1);
    if (!row || !past) throw new Error('seeded nominations');
    const page = await (await newContext(undefined, true)).newPage();
    for (const path of [
      '/awards',
      '/awards-2024',
      `/awards-2024/${past.category}`,
      `/awards-2024/winners/${past.category}/${past.company}`,
      `/awards/${past.company}`,
      '/awards-2025/faq',
      '/awards-2025/vote',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      await checkedAndLooked(page, `awards${path}`);
    }
  });

  it(`an edition page loads at most ${EDITION_SCRIPT_BUDGET_KB} kB of script on a first visit`, async () => {
    const page = await (await newContext()).newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${baseUrl}/awards-2024`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const kB = Math.round((await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024);
    console.info(`/awards-2024 first-load script: ${kB} kB`);
    expect(kB).toBeLessThanOrEqual(EDITION_SCRIPT_BUDGET_KB);
  });
});
