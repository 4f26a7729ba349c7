import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import * as schema from '../packages/server/src/db/schema';
import { SESSION_COOKIE } from '../packages/server/src/plugins/auth';
import { insertSignedInUser } from '../packages/server/test/helpers/users';
import { LOGO_PNG, hydrated, unexpected, useBrowser, watchConsole } from './browser';
import {
  checked,
  looked as lookedAs,
  openMail as openMailAt,
  publishReview,
  unsponsoredPage,
  type SponsorablePage,
} from './new-agency-helpers';

/*
 * Issue 33's loop for a new agency, walked as a person: get listed → create an account → the
 * e-mailed link → back on the form → submitted → listed by staff → evidence sent → verified by
 * staff → it may sponsor a TOP 10 page. Each `it` is the next step of the one journey.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browsing = useBrowser();

const stamp = Date.now();
const domain = `new-agency-${stamp}.test`;
const companyName = `New Agency ${stamp}`;
const owner = {
  name: 'Nina Newcomer',
  email: `nina.${stamp}@founders.test`,
  password: 'newcomer password 123',
};
const domainAddress = `office@${domain}`;
const registration = `HRB ${stamp % 1_000_000}`;
const decisionNote = 'Registry entry, documents and domain all match.';
/** A scanned register extract, as far as the server's sniffing cares: a PDF. */
const EXTRACT_PDF = Buffer.from('%PDF-1.4\n% register extract\n1 0 obj <<>> endobj\n%%EOF\n');

let database: Database | undefined;
let ownerPage: Page;
let ownerProblems: string[] = [];
let staffPage: Page;
let staffProblems: string[] = [];
/** The new company's headquarters and main service are this page's city and service. */
let target: SponsorablePage;
let company: { id: number; slug: string };

function db(): Database['db'] {
  if (!database) throw new Error('the database opens in beforeAll');
  return database.db;
}

/** Checked, then screenshots in /tmp/new-agency-{name}-375.png and -1280.png to look at. */
const looked = (page: Page, name: string) => lookedAs(page, `new-agency-${name}`);
const openMail = (page: Page, to: string, subject: string | RegExp) =>
  openMailAt(page, baseUrl, to, subject);

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.resolve(dataDir) });
  target = await unsponsoredPage(db());
  ownerPage = await (await browsing.newContext()).newPage();
  ownerProblems = watchConsole(ownerPage);
});

afterAll(async () => {
  await database?.close();
});

// Each step goes on from the one before: once one fails, the rest are skipped, not run to time out.
let broken = false;
beforeEach(({ skip, onTestFailed }) => {
  if (broken) skip();
  onTestFailed(() => {
    broken = true;
  });
});

describe('a new agency: get listed, get verified, sponsor', () => {
  it('signs up from the get-listed page and comes back to the form through the e-mailed link', async () => {
    const page = ownerPage;
    await page.goto(`${baseUrl}/companies/get-listed`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Get your company listed' }).waitFor();
    await checked(page, 'get-listed');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL(`${baseUrl}/register?redirect=%2Fcompanies%2Fsubmit`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await checked(page, 'register');
    await page.getByLabel('Full name').fill(owner.name);
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();

    // The link in the e-mail carries the form's address through the verification.
    await openMail(page, owner.email, 'Verify your e-mail address');
    const link = page.getByRole('link', { name: /\/email\/verify\// });
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('redirect')).toBe(
      '/companies/submit',
    );
    await link.click();
    await hydrated(page);
    await page.getByText('Your e-mail address is verified').waitFor();
    await checked(page, 'verified-address');
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/login?redirect=%2Fcompanies%2Fsubmit`);
    // The address changes a moment before the page is drawn (and starts to fade in).
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    await checked(page, 'login');
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    // Straight back on the form the visitor set out for.
    await page.waitForURL(`${baseUrl}/companies/submit`);
    await page.getByRole('heading', { level: 1, name: 'Submit your company' }).waitFor();
    await page.getByText('Step 1 of 4: Company').waitFor();
    await looked(page, 'form-after-return');
    expect(unexpected(ownerProblems)).toEqual([]);
  });

  it('submits the company, and the acknowledgement arrives', async () => {
    const page = ownerPage;
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website').fill(`https://www.${domain}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Company e-mail').fill(`hello@${domain}`);
    await page.getByLabel('Summary').fill('We design and build online shops for retailers.');
    await page.getByLabel('Company size').selectOption('10');
    await page.getByLabel('Main service').selectOption(String(target.serviceId));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Country of the headquarters').selectOption({ label: target.country });
    const city = page.getByLabel('City of the headquarters');
    await city.locator(`option[value="${target.cityId}"]`).waitFor({ state: 'attached' });
    await city.selectOption(String(target.cityId));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 4 of 4: Review').waitFor();
    await page.getByText(`${target.city}, ${target.country}`).waitFor();
    await page.getByRole('button', { name: 'Submit company' }).click();

    await page.waitForURL(`${baseUrl}/companies/submit/confirmation`);
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your company is submitted' })
      .waitFor();
    await page.getByText(`We e-mail the result to ${owner.email}.`).waitFor();
    await looked(page, 'submitted');

    await openMail(page, owner.email, `We received your listing of ${companyName}`);
    await page.getByText(/Our team reviews it within \d+ working days/).waitFor();
    expect(unexpected(ownerProblems)).toEqual([]);
  });

  it('staff list it; the owner completes the profile; the TOP 10 page asks for verification', async () => {
    const staff = await insertSignedInUser(db(), `staff.${stamp}@atlas.test`, 'Sam Staff');
    await db().insert(schema.staffMembers).values({ userId: staff.id, grantedBy: 'e2e' });
    const staffContext = await browsing.newContext();
    await staffContext.addCookies([{ name: SESSION_COOKIE, value: staff.token, url: baseUrl }]);
    staffPage = await staffContext.newPage();
    staffProblems = watchConsole(staffPage);

    await staffPage.goto(`${baseUrl}/admin`);
    await hydrated(staffPage);
    await staffPage.getByRole('heading', { level: 1, name: 'Company submissions' }).waitFor();
    await staffPage.getByLabel('Search name, website or e-mail').fill(companyName);
    await staffPage.keyboard.press('Enter');
    await staffPage.waitForURL(/q=New/);
    const grid = staffPage.getByRole('grid', { name: 'Company submissions' });
    await grid.getByRole('button', { name: `Approve ${companyName}` }).click();
    await staffPage
      .getByRole('dialog', { name: `Approve ${companyName}` })
      .getByRole('button', { name: 'Approve and list' })
      .click();
    await staffPage.getByText(`${companyName} is approved and listed.`).waitFor();
    await checked(staffPage, 'admin-submissions');

    const [listed] = await db()
      .select({ id: schema.companies.id, slug: schema.companies.slug })
      .from(schema.companies)
      .where(eq(schema.companies.name, companyName));
    if (!listed) throw new Error('the approved company is not in the database');
    company = listed;

    // The owner hears of it and finds the company in the dashboard.
    const page = ownerPage;
    await openMail(page, owner.email, `${companyName} is listed on Agency Atlas`);
    await page.goto(`${baseUrl}/dashboard/company`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await page.getByText(`Headquarters: ${target.city}`).waitFor();
    await page.getByText('TOP 10 places open once the profile qualifies.').waitFor();
    await checked(page, 'my-company');

    // The profile: a logo and a description, then the headquarters' address.
    await page.goto(`${baseUrl}/company/edit`);
    await hydrated(page);
    await page.locator('#editor-step-heading', { hasText: 'Basics' }).waitFor();
    await checked(page, 'editor');
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: LOGO_PNG,
    });
    await page.getByText('The logo is saved.').waitFor();
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('A team of twelve building fast, accessible shops since 2014.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Saved. The profile and listings show it now.').waitFor();
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.locator('#editor-step-heading', { hasText: 'Locations' }).waitFor();
    await page
      .getByRole('region', { name: 'Office 1' })
      .getByLabel('Address')
      .fill('12 Market Street');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. The profile and listings show it now.').waitFor();

    // A client's review, published (e2e/reviews.e2e.ts walks that in the browser).
    await publishReview(baseUrl, db(), { slug: company.slug, serviceId: target.serviceId });

    // Not verified: no badge on the profile, and verification is all the TOP 10 page misses.
    await page.goto(`${baseUrl}/company/${company.slug}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    expect(await page.getByText('Verified', { exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl}/top-companies/promote`);
    await hydrated(page);
    const missing = page.getByRole('alert').filter({ hasText: 'What is missing:' });
    await missing.getByText(`${companyName} cannot sponsor yet. What is missing:`).waitFor();
    expect(await missing.getByRole('listitem').allTextContents()).toEqual(['Verify your company']);
    // The profile is complete: the editor is not offered.
    expect(await missing.getByRole('link', { name: 'Complete your profile' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Choose pages and a period' }).count()).toBe(0);
    await looked(page, 'sponsorship-needs-verification');
    expect(unexpected(ownerProblems)).toEqual([]);
    expect(unexpected(staffProblems)).toEqual([]);
  });

  it('sends the evidence from the verification page and confirms the address', async () => {
    const page = ownerPage;
    await page.getByRole('link', { name: 'Verify your company' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/company/verification`);
    await page.getByRole('heading', { level: 1, name: `Verification of ${companyName}` }).waitFor();
    await page.getByText('Not verified yet').waitFor();
    await page.getByLabel('Registration number').fill(registration);
    await page.getByLabel('Country of registration').selectOption({ label: target.country });
    await page.getByLabel(`An address at ${domain}`).fill(domainAddress);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add a document' }).click();
    await (
      await chooser
    ).setFiles({ name: 'register-extract.pdf', mimeType: 'application/pdf', buffer: EXTRACT_PDF });
    await page.getByText('register-extract.pdf is uploaded. Send it with your request.').waitFor();
    await page.getByRole('button', { name: 'Remove register-extract.pdf' }).waitFor();
    await looked(page, 'verification-form');

    await page.getByRole('button', { name: 'Ask to be verified' }).click();
    await page.getByText(`Thank you! We e-mailed a link to ${domainAddress}`).waitFor();
    await page.getByText('Waiting for the address to be confirmed').waitFor();
    await page.getByText(`${registration} (${target.country})`).waitFor();
    await checked(page, 'verification-sent');

    // The link at the company's domain, followed signed in as its owner.
    await openMail(page, domainAddress, `Confirm ${domainAddress} for the verification of`);
    await page.getByRole('link', { name: /\/dashboard\/company\/verification\/confirm\?/ }).click();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Confirm the address' }).waitFor();
    await checked(page, 'confirm-address');
    await page.getByRole('button', { name: 'Confirm the address' }).click();
    await page.getByText(`Thank you: the address is confirmed for ${companyName}.`).waitFor();
    await page.getByRole('link', { name: `See the verification of ${companyName}` }).click();
    await page.getByText('Address confirmed: waiting for our team').waitFor();
    await page.getByText(`${domainAddress} — confirmed`).waitFor();
    await looked(page, 'verification-pending');
    expect(unexpected(ownerProblems)).toEqual([]);
  });

  it('staff tick the checklist and approve; the owner is e-mailed and the badge shows', async () => {
    await staffPage.goto(`${baseUrl}/admin/verifications`);
    await hydrated(staffPage);
    await staffPage.getByRole('heading', { level: 1, name: 'Company verifications' }).waitFor();
    await staffPage.getByLabel('Search company, address or registration number').fill(companyName);
    await staffPage.keyboard.press('Enter');
    await staffPage.waitForURL(/q=New/);
    const grid = staffPage.getByRole('grid', { name: 'Company verifications' });
    await grid.getByText(`${domainAddress} (confirmed)`).waitFor();
    await checked(staffPage, 'admin-verifications');
    await grid.getByRole('button', { name: `Decide on ${companyName}` }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Decide on ${companyName}` });
    await dialog.getByText(`${registration} (${target.country})`).waitFor();
    await dialog.getByRole('link', { name: 'register-extract.pdf' }).waitFor();

    // Approving needs every check ticked.
    await dialog.getByLabel("Reason (e-mailed to the company's members)").fill(decisionNote);
    await dialog.getByRole('button', { name: 'Approve and e-mail' }).click();
    await dialog.getByText('Tick every check before approving, or reject the request.').waitFor();
    const checks = dialog.getByRole('checkbox');
    expect(await checks.count()).toBe(5);
    for (const check of await checks.all()) await check.check();
    expect(await dialog.getByText(/^Tick every check/).count()).toBe(0);
    await looked(staffPage, 'admin-decision');
    await dialog.getByRole('button', { name: 'Approve and e-mail' }).click();
    await staffPage
      .getByText(new RegExp(`^${companyName} is verified until \\d{4}-\\d{2}-\\d{2}; its members`))
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(staffProblems)).toEqual([]);

    // The owner reads the decision and follows it to the dashboard.
    const page = ownerPage;
    await openMail(page, owner.email, `${companyName} is verified on Agency Atlas`);
    await page.getByText(`Our note: ${decisionNote}`).waitFor();
    await page.getByRole('link', { name: /\/dashboard\/company\/verification\?company=/ }).click();
    await hydrated(page);
    await page.getByText(/^Verified until \d{1,2} \w+ \d{4}$/).waitFor();
    await checked(page, 'verification-verified');
    await page.goto(`${baseUrl}/company/${company.slug}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    expect(await page.getByText('Verified', { exact: true }).count()).toBe(1);
    await checked(page, 'profile-verified');
    expect(unexpected(ownerProblems)).toEqual([]);
  });

  it('the verified company may sponsor its TOP 10 page', async () => {
    const page = ownerPage;
    await page.goto(`${baseUrl}/top-companies/promote`);
    await hydrated(page);
    await page.getByText(`${companyName} can sponsor TOP 10 pages.`).waitFor();
    expect(await page.getByText('What is missing:').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Verify your company' }).count()).toBe(0);
    await page.getByRole('link', { name: `${target.service} in ${target.city}` }).waitFor();
    await looked(page, 'sponsorship-available');
    await page.getByRole('link', { name: 'Choose pages and a period' }).click();
    await page.waitForURL(`${baseUrl}/top-companies/promote/join`);
    await page.getByRole('heading', { level: 1, name: 'Join the TOP 10 Listings' }).waitFor();
    await page
      .getByRole('checkbox', { name: `${target.service} in ${target.city} — $299 a month` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(1);
    await checked(page, 'join');

    // The dashboard says so too.
    await page.goto(`${baseUrl}/dashboard/company`);
    await hydrated(page);
    await page.getByText('Your company can sponsor a TOP 10 page.').waitFor();
    expect(unexpected(ownerProblems)).toEqual([]);
  });
});
