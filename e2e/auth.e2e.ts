import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP_VIEWPORT,
  followMailLink as followOutboxLink,
  hydrated,
  unexpected,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const browsing = useBrowserContext();

const email = `e2e.${Date.now()}@example.com`;
const name = 'Edith Clarke';
const firstPassword = 'first password 123';
const newPassword = 'second password 456';

/** Follows the link of the newest outbox mail whose subject matches. */
async function followMailLink(page: Page, subject: RegExp, link: RegExp): Promise<void> {
  await followOutboxLink(page, baseUrl, subject, link);
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

describe('accounts in a browser', () => {
  it('registers, verifies through the outbox, logs in to the redirect page and logs out', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${baseUrl}/register`);
    await hydrated(page);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    await followMailLink(page, /Verify your e-mail address/, /\/email\/verify\//);
    await hydrated(page);
    await page.getByText('Your e-mail address is verified').waitFor();

    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/companies?page=2')}`);
    await hydrated(page);
    // A wrong password: the message shows and what was typed stays.
    await logIn(page, 'not my password');
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);

    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/companies?page=2`);
    const userButton = page.getByRole('button', { name });
    await userButton.waitFor();

    // The session survives a full page load: the server renders the signed-in header.
    const response = await page.reload();
    expect(await response?.text()).toContain(name);
    await hydrated(page);

    await page.getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    const profile = await page.evaluate(async () => (await fetch('/api/profile')).status);
    expect(profile).toBe(401);
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });

  it('resets a forgotten password and logs in with the new one', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${baseUrl}/login`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${baseUrl}/forgot`);
    // The address changes a moment before the new page is on screen; wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('we have sent it a link to reset the password').waitFor();

    await followMailLink(page, /Reset your .* password/, /\/password\/reset\?/);
    await hydrated(page);
    await page
      .getByRole('form', { name: 'Choose a new password' })
      .getByLabel('New password')
      .fill(newPassword);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.getByRole('link', { name: 'Log In' }).last().click();
    await page.waitForURL(`${baseUrl}/login`);

    await logIn(page, firstPassword);
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });

  it('signs in with Google (a local OpenID provider) and lands on the redirect page', async () => {
    // A fresh browser profile: the journeys above left a signed-in session behind.
    const fresh = await browsing.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await fresh.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/companies')}`);
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Continue with LinkedIn' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${baseUrl}/companies`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Grace Google' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await fresh.close();
  });
});
