import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { companyScopedCalls } from '../packages/server/test/helpers/company-scope';
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
  followMailLink as followOutboxLink,
} from './browser';

const baseUrl = inject('baseUrl');
// axe is injected by the tests, so the contexts bypass the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });
const stamp = Date.now();

async function looked(page: Page, name: string): Promise<void> {
  await checkedAndLooked(page, `memberships-${name}`);
}

/** Follows a mail's link from the outbox, then waits for the page to hydrate. */
async function followMailLink(page: Page, subject: RegExp, link: RegExp): Promise<void> {
  await followOutboxLink(page, baseUrl, subject, link);
  await hydrated(page);
}

interface Listed {
  data: { slug: string; name: string; website: string | null }[];
}

/** The first listed company with a website that nobody has claimed (some demo companies have teams). */
async function unclaimedWithWebsite(
  listed: Listed,
  except: string | null = null,
): Promise<Listed['data'][number] & { website: string }> {
  for (const item of listed.data) {
    if (item.website === null || item.slug === except) continue;
    const found: { data: { slug: string; claimed: boolean }[] } = await (
      await fetch(`${baseUrl}/api/company-claims/candidates?q=${encodeURIComponent(item.name)}`)
    ).json();
    if (found.data.some((candidate) => candidate.slug === item.slug && !candidate.claimed))
      return { ...item, website: item.website };
  }
  throw new Error('no unclaimed listed company with a website');
}

/** The company the first journey claims (the second checks nobody else can act for it). */
let claimedSlug: string | null = null;

describe('claiming a company and bringing in its team', () => {
  it('claims a company with an e-mail at its domain, invites a manager who accepts', async () => {
    // Each attempt starts signed out with new addresses, so CI's one retry can pass on its own.
    await browsing.context.clearCookies();
    const attempt = Date.now();
    // A listed company nobody has claimed, with a website.
    const listed: Listed = await (
      await fetch(`${baseUrl}/api/companies?per_page=20&page=4&sort=name&order=desc`)
    ).json();
    const company = await unclaimedWithWebsite(listed);
    const domain = new URL(company.website).hostname.replace(/^www\./, '');
    const owner = {
      name: 'Olga Owner',
      email: `olga.${attempt}@${domain}`,
      password: 'owner password 123',
    };
    const manager = {
      name: 'Manu Manager',
      email: `manu.${attempt}@manager.test`,
      password: 'manager password 123',
    };

    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, owner);
    await logInTo(page, baseUrl, owner, '/company/claim');
    await hydrated(page);
    await looked(page, 'claim-find');

    // Find it by part of its name; it is not claimed, so it can be claimed.
    await page.getByLabel('Company name or website').fill(company.name.slice(0, 12));
    const results = page.getByRole('region', { name: 'Companies found' });
    await results.getByRole('button', { name: `Claim ${company.name}` }).click();
    await page.waitForURL(/\?company=/);
    const email = page.getByLabel('Your work e-mail');
    await email.waitFor();
    expect(await email.inputValue()).toBe(owner.email);
    await page.getByText(/you can prove the claim by e-mail/).waitFor();
    await page.getByLabel('Your job title').fill('Founder');
    await looked(page, 'claim-form');
    // A double click makes one claim.
    await page.getByRole('button', { name: 'Claim company' }).dblclick();
    await page.getByText(`We sent a link to ${owner.email}`).waitFor();

    await followMailLink(page, /Confirm that you run/, /\/company\/claim\/verify\//);
    await page.getByText(`You are the owner of ${company.name} now.`).waitFor();
    claimedSlug = company.slug;
    await looked(page, 'claim-verified');

    expect(unexpected(problems), 'claim').toEqual([]);

    // The owner completes the profile in the editor: a logo, the basics, the FAQs.
    await page.getByRole('link', { name: 'Complete the profile' }).click();
    // The editor opens the company just claimed, named in the address (issue 33).
    await page.waitForURL(`${baseUrl}/company/edit?company=${company.slug}`);
    await page.locator('#editor-step-heading', { hasText: 'Basics' }).waitFor();
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    await looked(page, 'editor-basics');
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: LOGO_PNG,
    });
    await page.getByText('The logo is saved.').waitFor();
    const summary = `We build shops and apps for retailers, since ${stamp}.`;
    await page.getByLabel('Summary').fill(summary);
    await page.getByLabel('Company e-mail').fill(`hello@${domain}`);
    await page.getByLabel('Website').fill(`https://www.${domain}`);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('We care about every order.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Saved. The profile and listings show it now.').waitFor();
    await page.locator('#editor-step-heading', { hasText: 'Services' }).waitFor();
    // The steps are tabs: any step opens in one click.
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await page.locator('#editor-step-heading', { hasText: 'FAQs' }).waitFor();
    await page.getByLabel('Who founded the company?').fill('Olga Owner, in 2012');
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Agency Atlas' }).first().click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. The profile and listings show it now.').waitFor();
    await looked(page, 'editor-faqs');

    expect(unexpected(problems), 'editor').toEqual([]);

    // The profile shows every change.
    const profile = await page.goto(`${baseUrl}/company/${company.slug}`);
    expect(profile?.status()).toBe(200);
    await page.getByText(summary).first().waitFor();
    await page.getByText('We care about every order.').first().waitFor();
    await page.getByText('Olga Owner, in 2012').first().waitFor();
    const logoSrc = await page.locator(`img[src^="/uploads/logos/"]`).first().getAttribute('src');
    expect(logoSrc).toMatch(/\.webp$/);

    expect(unexpected(problems), 'profile').toEqual([]);

    // The owner invites a manager from the members page.
    await page.goto(`${baseUrl}/dashboard/company/members`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: `Members of ${company.name}` }).waitFor();
    await page.getByLabel('Their e-mail').fill(manager.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`We sent an invitation to ${manager.email}`).waitFor();
    await page.getByText(new RegExp(`${manager.email.replace(/\./g, '\\.')} as manager`)).waitFor();
    await looked(page, 'members-owner');
    expect(unexpected(problems)).toEqual([]);

    // The manager, in a browser of their own, registers, follows the link and joins.
    const managerContext = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const other = await managerContext.newPage();
      const otherProblems = watchConsole(other);
      await registerAndVerify(other, baseUrl, manager);
      await followMailLink(other, /invites you to/, /\/company\/join\/invitation\//);
      const invitationPath = new URL(other.url()).pathname;
      await other.getByRole('link', { name: 'Log in to accept' }).waitFor();
      await looked(other, 'invitation-signed-out');
      await logInTo(other, baseUrl, manager, invitationPath);
      await hydrated(other);
      await other.getByRole('button', { name: `Join ${company.name}` }).click();
      await other.getByText(`Welcome to ${company.name}!`).waitFor();

      await other.goto(`${baseUrl}/dashboard/company/members`);
      await hydrated(other);
      await other.getByText(`${manager.name} (you)`).waitFor();
      expect(await other.getByLabel('Their e-mail').count()).toBe(0);
      await looked(other, 'members-manager');

      // The link works once.
      await other.goto(`${baseUrl}${invitationPath}`);
      await hydrated(other);
      await other.getByText('This invitation was accepted already.').waitFor();
      expect(unexpected(otherProblems)).toEqual([]);
    } finally {
      await managerContext.close();
    }

    // The owner sees the manager among the members.
    await page.reload();
    await hydrated(page);
    await page.getByText(manager.email).first().waitFor();

    // The dashboard's home says what needs attention, and what would raise the rank most.
    await page.goto(`${baseUrl}/dashboard/`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    await page
      .getByRole('region', { name: 'Your rank' })
      .getByText(/Profile score \d+ of 1000/)
      .waitFor();
    await looked(page, 'dashboard-home');
  });

  it('refuses the owner of another company every call on this one, as if it did not exist', async () => {
    if (!claimedSlug) throw new Error('the first journey claimed no company');
    const target = claimedSlug;
    // Mallory owns another company: she claims one with an e-mail at its domain.
    const listed: Listed = await (
      await fetch(`${baseUrl}/api/companies?per_page=20&page=5&sort=name&order=desc`)
    ).json();
    const hers = await unclaimedWithWebsite(listed, target);
    const mallory = {
      name: 'Mallory Other',
      email: `mallory.${stamp}@${new URL(hers.website).hostname.replace(/^www\./, '')}`,
      password: 'mallory password 123',
    };
    const context = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const page = await context.newPage();
      await registerAndVerify(page, baseUrl, mallory);
      await logInTo(page, baseUrl, mallory, '/company/claim');
      const claim = await page.request.post(`${baseUrl}/api/company-claims`, {
        headers: { origin: baseUrl },
        data: {
          company_slug: hers.slug,
          email: mallory.email,
          job_title: 'Founder',
          idempotency_key: `mallory-claim-${stamp}`,
        },
      });
      expect(claim.status()).toBe(200);
      await followMailLink(
        page,
        new RegExp(`Confirm that you run ${hers.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        /\/company\/claim\/verify\//,
      );
      await page.getByText(`You are the owner of ${hers.name} now.`).waitFor();

      // Every company-scoped call of @atlas/api, with valid input, on the claimed company.
      const calls = await companyScopedCalls(target);
      expect(calls.length).toBeGreaterThanOrEqual(14);
      for (const call of calls) {
        const answer = await page.request.fetch(`${baseUrl}${call.url}`, {
          method: call.method,
          headers: { origin: baseUrl },
          ...(call.upload
            ? {
                multipart: {
                  [call.upload]: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG },
                },
              }
            : call.body !== undefined
              ? { data: call.body }
              : {}),
        });
        expect(answer.status(), `${call.method} ${call.url}`).toBe(404);
        expect((await answer.json()).message, call.name).toBe(
          `slug: there is no company ${target}`,
        );
      }
    } finally {
      await context.close();
    }
  });
});
