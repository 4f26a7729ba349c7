import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP_VIEWPORT,
  hydrated,
  registerAndVerify,
  screenshotBothWidths,
  useBrowserContext,
  type Account,
} from './browser';

/**
 * Forms work before their script arrives (issue 33): with JavaScript off, every form is posted to
 * its page and answered by the server, and no field ever lands in an address or the history.
 */

const baseUrl = inject('baseUrl');
const browsing = useBrowserContext();

const account: Account = {
  name: 'Hedy Lamarr',
  email: `noscript.${Date.now()}@example.com`,
  password: 'frequency hopping 1942',
};

let noScripts: BrowserContext;

beforeAll(async () => {
  // The account is made with scripts (the captcha is worked out in the browser).
  const page = await browsing.context.newPage();
  await registerAndVerify(page, baseUrl, account);
  await page.close();
  noScripts = await browsing.browser.newContext({
    javaScriptEnabled: false,
    viewport: DESKTOP_VIEWPORT,
  });
});

afterAll(async () => {
  await noScripts?.close();
});

/** Every address the tab asked for or showed: its requests for documents and its navigations. */
function watchAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') addresses.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

/** The ways a value may be written in an address. */
function spellings(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
}

function expectNowhere(addresses: readonly string[], values: readonly string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    for (const value of values)
      for (const spelled of spellings(value)) expect(address).not.toContain(spelled);
}

describe('forms without scripts', () => {
  it('logs in with Enter, after a wrong password, and lands on the page it was going to', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const wrong = 'not my password 99';
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent('/companies?page=2')}`);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(wrong);
    await page.getByLabel('Password').press('Enter');
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(account.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.content()).not.toContain(wrong);

    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${baseUrl}/companies?page=2`);
    // Signed in: the server renders the person's own header.
    expect(await page.content()).toContain(account.name);
    expectNowhere(addresses, [account.email, account.password, wrong]);
    await page.close();
    await noScripts.clearCookies();
  });

  it('keeps what was typed on /register and asks to wait for the page', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const values = {
      name: 'Grace Hopper',
      email: 'grace.noscript@example.com',
      password: 'cobol compiler 1959',
    };
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Full name').fill(values.name);
    await page.getByLabel('E-mail address').fill(values.email);
    await page.getByLabel('Password').fill(values.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(values.name);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(values.email);
    expect(await page.content()).not.toContain(values.password);
    expect(page.url()).toBe(`${baseUrl}/register`);
    await screenshotBothWidths(page, 'noscript-register-wait');
    expectNowhere(addresses, Object.values(values));
    await page.close();
  });

  it('keeps the message on /contact and asks to wait for the page', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const values = {
      name: 'Ada Lovelace',
      email: 'ada.noscript@example.com',
      message: 'A question typed before the script came.',
    };
    await page.goto(`${baseUrl}/contact`);
    await page.getByLabel('Your name').fill(values.name);
    await page.getByLabel('E-mail address').fill(values.email);
    await page.getByLabel('Subject').selectOption('general');
    await page.getByLabel('Message').fill(values.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe(values.message);
    expect(await page.getByLabel('Subject').inputValue()).toBe('general');
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expectNowhere(addresses, Object.values(values));
    await page.close();
  });

  it('asks to wait on /forgot, the address kept', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    await page.goto(`${baseUrl}/forgot`);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(account.email);
    expectNowhere(addresses, [account.email]);
    await page.close();
  });

  it('keeps the wizard’s title and says how to go on, never in the address', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const title = 'A bakery shop typed before the script came';
    await page.goto(`${baseUrl}/project-submission`);
    await page.getByLabel('Project title').fill('Shop');
    await page.getByLabel('Project title').press('Enter');
    await page.getByText('Write at least 5 characters').waitFor();
    expect(await page.getByLabel('Project title').inputValue()).toBe('Shop');
    await page.getByLabel('Project title').fill(title);
    await page.getByLabel('Project title').press('Enter');
    await page.getByText('Your title is kept.').waitFor();
    expect(await page.getByLabel('Project title').inputValue()).toBe(title);
    expect(await page.locator('h1').count()).toBe(1);
    await screenshotBothWidths(page, 'noscript-wizard-title-kept');
    expect(page.url()).toBe(`${baseUrl}/project-submission`);
    expectNowhere(addresses, [title, 'Shop']);
    await page.close();
  });

  it('keeps a blog draft and a resend address, asking to wait for the page', async () => {
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const draft = { name: 'Alan Kay', title: 'Objects before their script came' };
    await page.goto(`${baseUrl}/write-for-us`);
    await page.getByLabel('Your name').fill(draft.name);
    await page.getByLabel(/^Title/).fill(draft.title);
    await page.getByLabel(/^Title/).press('Enter');
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe(draft.name);
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(draft.title);
    expect(page.url()).toBe(`${baseUrl}/write-for-us`);

    const address = 'alan.noscript@example.com';
    await page.goto(`${baseUrl}/email/account/activate`);
    await page.getByLabel('E-mail address').fill(address);
    await page.getByLabel('E-mail address').press('Enter');
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(address);
    expectNowhere(addresses, [...Object.values(draft), address]);
    await page.close();
  });

  it('keeps a review’s summary and, signed in, a new company’s name, asking to wait', async () => {
    const listed = (await (await fetch(`${baseUrl}/api/companies?per_page=1`)).json()) as {
      data: { slug: string }[];
    };
    const slug = listed.data[0]?.slug;
    if (!slug) throw new Error('no listed company');
    const page = await noScripts.newPage();
    const addresses = watchAddresses(page);
    const summary = 'A shop for our bakery, built in six weeks before the script came.';
    await page.goto(`${baseUrl}/company/review/submit/${slug}`);
    await page.getByLabel(/^Project summary/).fill(summary);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel(/^Project summary/).inputValue()).toBe(summary);

    // Signed in (the form posts without scripts), the new company's first step.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    const name = 'Hopper Labs typed early';
    await page.goto(`${baseUrl}/companies/submit`);
    await page.getByLabel(/^Company name/).fill(name);
    await page.getByLabel(/^Company name/).press('Enter');
    await page.getByText(/wait until the page has finished loading/).waitFor();
    expect(await page.getByLabel(/^Company name/).inputValue()).toBe(name);
    expectNowhere(addresses, [summary, name, account.email, account.password]);
    await page.close();
    await noScripts.clearCookies();
  });

  it('chooses a new password from the e-mailed link (the last: it changes the password)', async () => {
    // The link is asked for with scripts (the captcha is worked out in the browser).
    const asking = await browsing.context.newPage();
    await asking.goto(`${baseUrl}/forgot`);
    // The captcha starts once the hydrated form is used.
    await hydrated(asking);
    await asking.getByLabel('E-mail address').fill(account.email);
    await asking.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await asking.getByRole('button', { name: 'Send Reset Link' }).click();
    await asking.getByText('we have sent it a link to reset the password').waitFor();
    await asking.close();

    const page = await noScripts.newPage();
    await page.goto(`${baseUrl}/dev/outbox`);
    await page
      .getByRole('listitem')
      .filter({ hasText: account.email })
      .getByRole('link', { name: /Reset your .* password/ })
      .first()
      .click();
    await page.getByRole('link', { name: /\/password\/reset\?/ }).click();
    const addresses = watchAddresses(page);
    const chosen = 'a new password chosen without scripts';
    const field = page
      .getByRole('form', { name: 'Choose a new password' })
      .getByLabel('New password');
    await field.fill('short');
    await field.press('Enter');
    await page.getByText(/Use at least/).waitFor();
    await field.fill(chosen);
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    expect(await page.content()).not.toContain(chosen);
    expectNowhere(addresses, [chosen, 'short']);
    await page.close();

    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: chosen }),
    });
    expect(login.status).toBe(200);
  });
});
