import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP_VIEWPORT,
  hydrated,
  LOGO_PNG,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowserContext,
  watchConsole,
  checkedAndLooked,
} from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
// axe is injected by the tests, so the contexts bypass the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

const stamp = Date.now();
const owner = {
  name: 'Olivia Owner',
  email: `owner.${stamp}@northwind.test`,
  password: 'owner password 123',
};
const staff = {
  name: 'Sam Staff',
  email: `staff.${stamp}@atlas.test`,
  password: 'staff password 123',
};
// "AAA …" sorts first in the listing by name, so the new company is on its first page.
const companyName = `AAA Onboarding ${stamp}`;

/** One h1, no axe violations, and screenshots at both widths (a phone fits it). */
async function looked(page: Page, name: string): Promise<void> {
  await checkedAndLooked(page, `onboarding-${name}`);
}

describe('getting a company listed', () => {
  it('a new user submits a company, staff approve it in /admin, and it is listed', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);

    // Signed out, the start button leads through the login and back to the form.
    await page.goto(`${baseUrl}/companies/get-listed`);
    await hydrated(page);
    await looked(page, 'get-listed');
    expect(await page.getByRole('link', { name: 'Sign in to start' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcompanies%2Fsubmit',
    );
    const guarded = await page.goto(`${baseUrl}/companies/submit`);
    expect(new URL(guarded?.url() ?? '').pathname).toBe('/login');

    // Staff are made with the CLI, and only there.
    await registerAndVerify(page, baseUrl, staff);
    await promisify(execFile)('pnpm', ['--silent', 'staff', 'grant', staff.email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      cwd: new URL('..', import.meta.url).pathname,
    });

    await registerAndVerify(page, baseUrl, owner);
    await logInTo(page, baseUrl, owner, '/companies/submit');
    await hydrated(page);

    // Not staff: /admin does not exist.
    const notStaff = await browsing.context.request.get(`${baseUrl}/admin`);
    expect(notStaff.status()).toBe(404);

    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Website').fill(`https://www.onboarding-${stamp}.test`);
    await looked(page, 'submit');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Company e-mail').fill(`hello@onboarding-${stamp}.test`);
    await page.getByLabel('Summary').fill('We build <b>web shops</b> and apps for retailers.');
    await page.getByLabel('Company size').selectOption('10');
    await page.getByLabel('Main service').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Country of the headquarters').selectOption({ index: 1 });
    const city = page.getByLabel('City of the headquarters');
    await expect.poll(() => city.locator('option').count()).toBeGreaterThan(1);
    await city.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 4 of 4: Review').waitFor();
    // A double click creates one submission.
    await page.getByRole('button', { name: 'Submit company' }).dblclick();
    await page.waitForURL(`${baseUrl}/companies/submit/confirmation`);
    await page.getByRole('heading', { level: 1, name: /your company is submitted/i }).waitFor();
    expect(await page.getByText(/within 2 working days/).count()).toBe(1);
    await looked(page, 'confirmation');

    // Staff approve it in /admin.
    const staffContext = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const admin = await staffContext.newPage();
      const adminProblems = watchConsole(admin);
      await logInTo(admin, baseUrl, staff, '/admin');
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Company submissions' }).waitFor();
      // Keyboard: the filter is a form; typing and Enter searches on the server.
      await admin.getByLabel('Search name, website or e-mail').fill(companyName);
      await admin.keyboard.press('Enter');
      await admin.waitForURL(/q=AAA/);
      const grid = admin.getByRole('grid', { name: 'Company submissions' });
      await grid.getByText(companyName).waitFor();
      expect(await grid.getByText(companyName).count()).toBe(1);
      await looked(admin, 'admin');
      await grid.getByRole('button', { name: `Approve ${companyName}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Approve ${companyName}` });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Approve and list' }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByText(`${companyName} is approved and listed.`).waitFor();
      expect(unexpected(adminProblems)).toEqual([]);
    } finally {
      await staffContext.close();
    }

    // Listed at once: the API and the listing page show it.
    const api = await fetch(`${baseUrl}/api/companies?per_page=5&sort=name&order=asc`);
    const listed: { data: { name: string; slug: string }[] } = await api.json();
    const company = listed.data.find((item) => item.name === companyName);
    expect(company).toBeDefined();
    await page.goto(`${baseUrl}/companies?sort=name&order=asc`);
    await hydrated(page);
    await page.getByRole('link', { name: companyName }).first().waitFor();

    // The submitter owns it now: their logo, uploaded in the editor, shows on the listing card.
    await page.goto(`${baseUrl}/company/edit`);
    await hydrated(page);
    await page.locator('#editor-step-heading', { hasText: 'Basics' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: LOGO_PNG,
    });
    await page.getByText('The logo is saved.').waitFor();
    await page.goto(`${baseUrl}/companies?sort=name&order=asc`);
    await hydrated(page);
    const card = page.getByRole('article').filter({ hasText: companyName }).first();
    await expect
      .poll(() => card.locator('img[src^="/uploads/logos/"]').count(), { timeout: 10_000 })
      .toBe(1);

    const profile = await page.goto(`${baseUrl}/company/${company?.slug ?? ''}`);
    expect(profile?.status()).toBe(200);
    expect(unexpected(problems)).toEqual([]);
  });
});
