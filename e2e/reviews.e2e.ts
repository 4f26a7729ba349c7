import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  hydrated,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
/** The moderators' token global-setup.ts gives the server (ADMIN_TOKEN). */
const ADMIN_TOKEN = 'atlas-e2e-admin-token-0123456789';
// axe is injected by the tests, so the shared context bypasses the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

const email = `reviewer.${Date.now()}@northwind-traders.test`;
const name = 'Rhea Reviewer';
const password = 'review password 123';
const title = `Careful work, late delivery ${Date.now()}`;

interface ListedCompany {
  id: number;
  slug: string;
  name: string;
  rating: number | null;
  review_count: number;
  score: number;
  services: { id: number; name: string }[];
}

async function listing(): Promise<ListedCompany[]> {
  const response = await fetch(`${baseUrl}/api/companies?per_page=30&sort=name&order=asc`);
  const body: { data: ListedCompany[] } = await response.json();
  return body.data;
}

async function admin(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
  });
}

describe('writing a review in a browser', () => {
  it('a signed-in reviewer writes a review; a moderator approves it; the rating follows', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const company = (await listing()).find(
      (item) => item.review_count > 0 && (item.rating ?? 0) > 2 && item.services.length > 0,
    );
    if (!company) throw new Error('no company with reviews and services in the demo data');
    const formPath = `/company/review/submit/${company.slug}`;

    // An unknown company has no review page.
    expect((await page.goto(`${baseUrl}/company/review/submit/no-such-company`))?.status()).toBe(
      404,
    );

    // Register, verify through the outbox, log in and land back on the form.
    const account = { name, email, password };
    await registerAndVerify(page, baseUrl, account);
    await logInTo(page, baseUrl, account, formPath);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: `Review ${company.name}` }).waitFor();

    // Step 1: nothing filled in, the errors show and the step stays.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose the service the company provided').waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.getByLabel('Service provided').selectOption({ index: 1 });
    await page.getByLabel('Project summary').fill('A rebuild of our online shop and its checkout.');
    await page.getByLabel('Project cost').selectOption('$10,000 to $49,999');
    await page.getByLabel('Project length').selectOption('3 to 6 months');
    await page.getByLabel('Project start (month)').fill('2024-03');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the stars are radio groups; the keyboard chooses them.
    await page.getByRole('heading', { level: 2, name: 'Ratings' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ratings');
    const stars: [string, number][] = [
      ['Overall rating', 1],
      ['Quality', 2],
      ['Schedule', 2],
      ['Cost', 3],
      ['Willingness to refer', 1],
    ];
    for (const [label, count] of stars) {
      const group = page.getByRole('radiogroup', { name: label });
      await group.locator('label').first().click();
      for (let step = 1; step < count; step += 1) await page.keyboard.press('ArrowRight');
      expect(
        await group
          .getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` })
          .isChecked(),
      ).toBe(true);
    }
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3.
    await page.getByRole('heading', { level: 2, name: 'Your review' }).waitFor();
    await page.getByLabel('Review title').fill(title);
    await page
      .getByLabel('Review text')
      .fill(
        'They planned the work carefully and the new checkout converts better, but every milestone slipped by weeks and we had to chase them for answers.',
      );
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: signed in, so no e-mail or captcha is asked for.
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    await page.getByText(`You are signed in as ${name}`).waitFor();
    expect(await page.getByLabel('Your e-mail address').count()).toBe(0);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your role').fill('Head of E-commerce');
    await page.getByLabel("Your company's size").selectOption({ label: '10-49 employees' });
    expect(await axeViolations(page, { include: 'main' })).toEqual([]);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your review' }).waitFor();
    await page.getByText(/after moderation/).waitFor();

    // The moderators' queue: pending, confirmed (signed in), verified by the business address.
    expect((await fetch(`${baseUrl}/api/admin/reviews/pending`)).status).toBe(401);
    const queue: {
      data: { id: number; title: string; confirmed: boolean; verification: string }[];
    } = await (await admin(`/admin/reviews/pending?company=${company.slug}`)).json();
    const pending = queue.data.find((review) => review.title === title);
    expect(pending).toMatchObject({ confirmed: true, verification: 'email_domain' });
    if (!pending) throw new Error('the review is not in the queue');

    // Still pending: the listing has not changed.
    const before = (await listing()).find((item) => item.id === company.id);
    expect(before?.review_count).toBe(company.review_count);

    // Approve with the moderation script, through the running server (`--server`); its direct
    // database mode is covered by reviews.integration.test.ts.
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['--silent', 'reviews', 'approve', String(pending.id), '--server', baseUrl],
      { env: { ...process.env, ADMIN_TOKEN }, cwd: new URL('..', import.meta.url).pathname },
    );
    expect(stdout).toContain(`Review #${pending.id} is published`);

    const after = (await listing()).find((item) => item.id === company.id);
    expect(after?.review_count).toBe(company.review_count + 1);
    expect(after?.rating).toBeLessThan(company.rating ?? 0);
    expect(after?.score).not.toBe(company.score);

    // The profile shows the new review and count.
    const profile = await page.goto(`${baseUrl}/company/${company.slug}`);
    expect(profile?.status()).toBe(200);
    {
      await hydrated(page);
      await page.getByText(title).first().waitFor();
      const count = company.review_count + 1;
      await page
        .getByText(`${count} ${count === 1 ? 'review' : 'reviews'}`, { exact: true })
        .first()
        .waitFor();
    }
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });

  it('a guest keeps the draft across a reload and confirms the review by the e-mailed link', async () => {
    const guest = await browsing.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await guest.newPage();
    const problems = watchConsole(page);
    const company = (await listing()).find((item) => item.services.length > 0);
    if (!company) throw new Error('no company with services in the demo data');
    const guestTitle = `Quick and friendly ${Date.now()}`;
    await page.goto(`${baseUrl}/company/review/submit/${company.slug}`);
    await hydrated(page);
    await page.getByLabel('Service provided').selectOption({ index: 1 });
    await page.getByLabel('Project summary').fill('A brand refresh for our bakery chain.');
    await page.getByLabel('Project cost').selectOption('Less than $10,000');
    await page.getByLabel('Project length').selectOption('1 to 3 months');
    await page.getByLabel('Project start (month)').fill('2025-01');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const label of ['Overall rating', 'Quality', 'Schedule', 'Cost', 'Willingness to refer'])
      await page.getByRole('radiogroup', { name: label }).locator('label').nth(4).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Review title').fill(guestTitle);
    await page
      .getByLabel('Review text')
      .fill(
        'The new logo and packaging landed on time, the team answered within hours and the launch went smoothly in every shop.',
      );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Your name').fill('Gus Guest');
    await page.getByLabel('Your role').fill('Owner');

    // A reload (or a trip to the sign-in page) loses nothing.
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Gus Guest');
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/company/review/submit/${company.slug}`)}`,
    );

    await page.getByLabel('Your e-mail address').fill(`gus.${Date.now()}@bakery-chain.test`);
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(/We have sent a confirmation link/).waitFor();

    const queue = async () => {
      const body: { data: { title: string; confirmed: boolean }[] } = await (
        await admin(`/admin/reviews/pending?company=${company.slug}`)
      ).json();
      return body.data.find((review) => review.title === guestTitle);
    };
    expect(await queue()).toMatchObject({ confirmed: false });

    await page.goto(`${baseUrl}/dev/outbox`);
    await page
      .getByRole('link', { name: /Confirm your review/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/company\/review\/confirm/ })
      .first()
      .click();
    await hydrated(page);
    await page.getByText(/your review is confirmed/).waitFor();
    expect(await queue()).toMatchObject({ confirmed: true });
    expect(unexpected(problems)).toEqual([]);
    await guest.close();
  });
});
