import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  DESKTOP_VIEWPORT,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowserContext,
  watchConsole,
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
const PHONE = { width: 375, height: 800 };

/** Screenshots the page at a phone's and a desktop's width into /tmp and checks the phone fits. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
  // The whole page, header included, fits a phone: nothing scrolls sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} at 375 px`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `/tmp/onboarding-${name}-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/onboarding-${name}-1280.png`, fullPage: true });
}

async function oneH1AndNoAxeViolations(page: Page, name: string): Promise<void> {
  expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
}

describe('getting a company listed', () => {
  it('a new user submits a company, staff approve it in /admin, and it is listed', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);

    // Signed out, the start button leads through the login and back to the form.
    await page.goto(`${baseUrl}/companies/get-listed`);
    await hydrated(page);
    await oneH1AndNoAxeViolations(page, 'get-listed');
    await screenshots(page, 'get-listed');
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
    await oneH1AndNoAxeViolations(page, 'submit');
    await screenshots(page, 'submit');
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
    await oneH1AndNoAxeViolations(page, 'confirmation');
    await screenshots(page, 'confirmation');

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
      await oneH1AndNoAxeViolations(admin, 'admin');
      await screenshots(admin, 'admin');
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
    const profile = await page.goto(`${baseUrl}/company/${company?.slug ?? ''}`);
    expect(profile?.status()).toBe(200);
    expect(unexpected(problems)).toEqual([]);
  });
});
