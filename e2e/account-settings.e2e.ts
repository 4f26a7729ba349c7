import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkedAndLooked,
  DESKTOP_VIEWPORT,
  followMailLink,
  hydrated,
  LOGO_PNG,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowser,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowser();

const stamp = Date.now();
const account = {
  name: 'Sasha Settings',
  email: `e2e.settings.${stamp}@example.com`,
  password: 'settings password 1',
};
const newEmail = `e2e.settings.moved.${stamp}@example.org`;

const SETTINGS = '/dashboard/settings';

async function sessionItems(page: Page) {
  await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
  return page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');
}

describe('account settings in a browser', () => {
  it('name, picture, e-mail, sessions, data download and deleting the account', async () => {
    const browser = browsing.browser;
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, account);
    await logInTo(page, baseUrl, account, SETTINGS);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    // The name: saved, and the header's avatar menu says it at once.
    const nameField = page.getByLabel('Display name');
    await nameField.fill('  Sasha Renamed  ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is saved.').waitFor();
    await expect.poll(() => nameField.inputValue()).toBe('Sasha Renamed');
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Sasha Renamed' }).waitFor();

    // The picture: chosen with the keyboard-usable button, shown in the header instead of initials.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload a picture' }).click(),
    ]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await page.getByText('Your picture is saved.').waitFor();
    const headerPicture = header.locator('img[src*="/uploads/avatars/"]');
    await headerPicture.waitFor();
    expect(
      await headerPicture.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);

    // A second browser signs in: two sessions, this one marked.
    const elsewhere = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const other = await elsewhere.newPage();
    await logInTo(other, baseUrl, account, '/dashboard/');
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await sessionItems(page)).count()).toBe(2);
    await page.getByRole('listitem', { name: /\(this device\)$/ }).waitFor();
    await page.getByLabel('New e-mail address').waitFor();
    await page.getByRole('button', { name: 'Save Notification Preferences' }).waitFor();
    await checkedAndLooked(page, 'account-settings');

    // Sign out everywhere else: the other browser is out at its next page.
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('One other device is signed out.').waitFor();
    await expect.poll(async () => (await sessionItems(page)).count()).toBe(1);
    await other.goto(`${baseUrl}${SETTINGS}`);
    await other.waitForURL(/\/login\?redirect=/);
    await elsewhere.close();

    // The e-mail address: the link goes to the new address; following it moves the account.
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page
      .getByRole('form', { name: 'Change e-mail address' })
      .getByLabel('Current password')
      .fill(account.password);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`We have sent a link to ${newEmail}`).waitFor();
    await followMailLink(page, baseUrl, /Confirm your new e-mail address/, /email_change=/);
    await hydrated(page);
    await page.getByText(`Your account now uses ${newEmail}.`).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByText(`Your address: ${newEmail}`).waitFor();

    // The data: a JSON file with the account and its sessions, no secrets.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.account).toMatchObject({ name: 'Sasha Renamed', email: newEmail });
    expect(exported.sessions.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(exported)).not.toMatch(/token_hash|password_hash/);

    // Deleting the account: the password, then out for good.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page
      .getByRole('form', { name: 'Delete my account' })
      .getByLabel('Current password')
      .fill(account.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('header').getByRole('link', { name: 'Log In' }).first().waitFor();

    await page.goto(`${baseUrl}/login`);
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(newEmail);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
