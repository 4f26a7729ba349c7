import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { proofOfWorkSolution, solveProofOfWork } from '@atlas/api/captcha';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';
import { GetCaptchaChallengeResponseSchema } from '@atlas/api/endpoints/get-captcha-challenge';
import { ListCountriesResponseSchema } from '@atlas/api/endpoints/list-countries';
import { ListServicesResponseSchema } from '@atlas/api/endpoints/list-services';
import {
  GetValetProjectResponseSchema,
  ValetProjectResponseSchema,
} from '@atlas/api/endpoints/valet-projects';
import type { ValetProject } from '@atlas/api/valet';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { companyMembers } from '../packages/server/src/db/schema';
import { insertSignedInUser } from '../packages/server/test/helpers/users';
import {
  checkedAndLooked,
  followMailLink,
  hydrated,
  screenshotBothWidths,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

/*
 * Issue 33, the agency's loop: a buyer's brief reaches a company's member live (the bell), the
 * notification opens the lead with its actions, the member accepts and quotes, talks in the
 * conversation that links back to the brief, and is hired — told on the lead, by the bell, and in
 * the list of leads. The buyer's side (e2e/valet.e2e.ts walks it in the browser) is played through
 * the API and the e-mailed link.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();

const stamp = String(Date.now()).slice(-6);
const TITLE = `A booking site for our dance school ${stamp}`;
const buyer = { name: 'Bo Buyer', email: `bo.${stamp}@agency-lead.test` };
const member = { name: 'Lea Lead', email: `lea.${stamp}@agency-lead.test` };

let database: Database | undefined;

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.resolve(dataDir) });
});

afterAll(async () => {
  await database?.close();
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A call of the JSON API, as the buyer (a bearer token) or a guest; answers status and body. */
async function api(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: await response.json() };
}

/** The buyer submits a project as a guest: the proof-of-work captcha solved, as the wizard does. */
async function submitProject(): Promise<ValetProject> {
  const services = ListServicesResponseSchema.parse((await api('GET', '/services')).json).data;
  const all = services.flatMap((group) => group.services);
  const child = all
    .filter((service) => service.parent_id !== null)
    .sort((a, b) => b.companies_count - a.companies_count)[0];
  const parent = all.find((service) => service.id === child?.parent_id);
  const regions = ListCountriesResponseSchema.parse((await api('GET', '/countries')).json).data;
  const country = regions.flatMap((region) => region.countries)[0];
  if (!child || !parent || !country) throw new Error('no service or country to ask for');
  const challenge = GetCaptchaChallengeResponseSchema.parse(
    (await api('GET', '/captcha/challenge')).json,
  ).data;
  if (challenge.provider !== 'pow') throw new Error('expected the proof-of-work captcha');
  const nonce = await solveProofOfWork(challenge.challenge, challenge.difficulty);
  const created = await api('POST', '/valet/projects', {
    title: TITLE,
    name: buyer.name,
    email: buyer.email,
    website: 'https://dance-school.test',
    phone: '+44 20 7946 0000',
    role: 'Founder / CEO',
    company_country: country.id,
    services: [parent.id, child.id],
    project_start: 'within-1-month',
    project_budget: { min: 20_000, max: 40_000 },
    project_stage: 'first-talks',
    project_description:
      'Our dance school needs a site where parents book classes, pay for terms and see the timetable on their phones.',
    captcha: proofOfWorkSolution(challenge.id, nonce),
    idempotency_key: randomUUID(),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return ValetProjectResponseSchema.parse(created.json).data;
}

/** The bell's accessible name says the count ("Notifications, 1 new"). */
function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ }).first();
}

async function bellLabel(page: Page): Promise<string> {
  return (await bell(page).getAttribute('aria-label')) ?? '';
}

describe('agency: notification → lead → quote → hired (issue 33)', () => {
  it('a member is told of a brief live, opens the lead from the bell and its e-mail, quotes, talks and is hired', async () => {
    if (!database) throw new Error('the database opens in beforeAll');
    const project = await submitProject();
    const [company] = project.shortlist;
    if (!company) throw new Error('the project matched no company');
    const companyName = company.company.name;
    const leadPath = `/dashboard/inbox/valet/${project.id}`;

    // The member owns the first company of the shortlist and sits on the dashboard.
    const signedIn = await insertSignedInUser(database.db, member.email, member.name);
    await database.db
      .insert(companyMembers)
      .values({ companyId: company.company.id, userId: signedIn.id, role: 'owner' });
    const memberContext = await browsing.newContext();
    await memberContext.addCookies([
      { name: SESSION_COOKIE_NAME, value: signedIn.token, url: baseUrl },
    ]);
    const page = await memberContext.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/dashboard/`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await bellLabel(page)).toBe('Notifications');

    // The buyer confirms the address by the e-mailed link (it signs them in), then releases the
    // brief to the company through the API with that session.
    const buyerContext = await browsing.newContext();
    const buyerPage = await buyerContext.newPage();
    await followMailLink(
      buyerPage,
      baseUrl,
      new RegExp(`Your project "${escaped(TITLE)}"`),
      /\/project-submission\/project\//,
    );
    await buyerPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const buyerToken = (await buyerContext.cookies()).find(
      (cookie) => cookie.name === SESSION_COOKIE_NAME,
    )?.value;
    if (!buyerToken) throw new Error('the e-mailed link did not sign the buyer in');
    await buyerPage.close();
    const released = await api(
      'POST',
      `/valet/projects/${project.id}/release`,
      { company_ids: [company.company.id], idempotency_key: randomUUID() },
      buyerToken,
    );
    expect(released.status, JSON.stringify(released.json)).toBe(200);

    // The bell counts the brief without a reload; its notification opens the lead, not a chat.
    await expect.poll(() => bellLabel(page), { timeout: 15_000 }).toBe('Notifications, 1 new');
    await bell(page).click();
    const briefNote = page.getByRole('button', {
      name: new RegExp(`The buyer sent ${escaped(companyName)} a project: ${escaped(TITLE)}`),
    });
    await briefNote.waitFor();
    await screenshotBothWidths(page, 'agency-lead-bell');
    await briefNote.click();
    await page.waitForURL(`${baseUrl}${leadPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => bellLabel(page)).toBe('Notifications');
    const brief = page.getByRole('region', { name: 'The brief', exact: true });
    const services = project.brief.services.map((service) => service.name).join(', ');
    expect(await brief.textContent()).toContain(`Services${services}`);
    expect(await brief.textContent()).toContain('Budget$20,000 – $40,000');
    await page.getByText('Waiting for your answer', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Accept', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Decline the project' }).waitFor();
    // Until the member accepts, the buyer stays anonymous.
    expect(await page.getByText(buyer.email).count()).toBe(0);
    await checkedAndLooked(page, 'agency-lead');

    // The e-mail the member got links to the same lead, in the company's inbox.
    const mailPage = await memberContext.newPage();
    await followMailLink(
      mailPage,
      baseUrl,
      new RegExp(`New project for ${escaped(companyName)}: ${escaped(TITLE)}`),
      /\/dashboard\/inbox\/project-submissions\//,
    );
    await mailPage.waitForURL(
      `${baseUrl}${leadPath}?company=${encodeURIComponent(company.company.slug)}`,
    );
    await mailPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await mailPage.close();

    // Accept, then quote.
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const buyerSection = page.getByRole('region', { name: 'The buyer', exact: true });
    await buyerSection.getByRole('link', { name: buyer.email }).waitFor();
    expect(await buyerSection.textContent()).toContain(`Name${buyer.name}`);
    await page.getByRole('spinbutton', { name: /price/i }).fill('24000');
    await page.getByRole('textbox', { name: /timeline/i }).fill('6 weeks');
    await page
      .getByRole('textbox', { name: /message to the buyer/i })
      .fill('We built booking sites for two schools; we would love to build yours.');
    await page.getByRole('button', { name: 'Send the quote' }).click();
    const yourQuote = page.getByRole('region', { name: 'Your quote', exact: true });
    await yourQuote.waitFor();
    expect(await yourQuote.textContent()).toBe(
      'Your quote$24,000 · 6 weeksWe built booking sites for two schools; we would love to build yours.',
    );
    await page.getByRole('heading', { level: 2, name: 'Send a new quote' }).waitFor();
    await page.getByText('Quote sent', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Decline the project' }).count()).toBe(0);
    await checkedAndLooked(page, 'agency-lead-quoted');

    // The conversation opens from the lead and links back to the brief.
    await buyerSection.getByRole('link', { name: 'Open the conversation' }).click();
    await page.waitForURL(/\/dashboard\/inbox\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: `${TITLE} — ${companyName}` }).waitFor();
    await page.getByRole('log', { name: 'Messages' }).getByText(TITLE).first().waitFor();
    await checkedAndLooked(page, 'agency-lead-conversation');
    await page.getByRole('link', { name: 'Open the brief' }).click();
    await page.waitForURL(`${baseUrl}${leadPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('region', { name: 'Your quote', exact: true }).waitFor();

    // The buyer hires the company: the lead says so live, and the bell rings.
    const accepted = await api(
      'POST',
      `/valet/projects/${project.id}/quotes/${company.company.id}/accept`,
      {},
      buyerToken,
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(ValetProjectResponseSchema.parse(accepted.json).data.status).toBe('hired');
    await page
      .getByText('The buyer accepted your quote: you are hired.', { exact: false })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => bellLabel(page), { timeout: 15_000 }).toBe('Notifications, 1 new');
    // Hired, the lead says so and takes no more answers.
    await page.getByText('Hired', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send the quote' }).count()).toBe(0);
    await checkedAndLooked(page, 'agency-lead-hired');

    // From elsewhere in the dashboard, the decision's notification opens the lead.
    await page.goto(`${baseUrl}/dashboard/`);
    await hydrated(page);
    await expect.poll(() => bellLabel(page), { timeout: 15_000 }).toBe('Notifications, 1 new');
    await bell(page).click();
    await page
      .getByRole('button', {
        name: new RegExp(
          `The buyer accepted the quote of ${escaped(companyName)} for ${escaped(TITLE)}`,
        ),
      })
      .click();
    await page.waitForURL(`${baseUrl}${leadPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page
      .getByText('The buyer accepted your quote: you are hired.', { exact: false })
      .waitFor();
    await expect.poll(() => bellLabel(page)).toBe('Notifications');

    // The list of leads marks it hired.
    await page.getByRole('link', { name: 'All matched projects' }).click();
    await page.waitForURL(new RegExp(`${escaped(baseUrl)}/dashboard/inbox/valet(\\?|$)`));
    const listed = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: TITLE, exact: true }),
    });
    await listed.waitFor();
    expect(await listed.getByText('Hired', { exact: true }).count()).toBe(1);
    await checkedAndLooked(page, 'agency-leads-hired');

    // The buyer's project agrees: the company is hired.
    const mine = await api('GET', `/valet/projects/${project.id}`, undefined, buyerToken);
    expect(GetValetProjectResponseSchema.parse(mine.json).data.hired_company_id).toBe(
      company.company.id,
    );
    expect(unexpected(problems)).toEqual([]);
  });
});
