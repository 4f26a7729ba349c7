import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // A microphone that plays a tone and asks nobody (the valet journey records a voice note).
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

/** The window the journeys browse in, unless a test means a phone. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * One browser for a file's journeys: launched before them, closed after them (with the contexts
 * `newContext` opened: desktop-sized, bypassing the pages' CSP so the checks can inject axe).
 */
export function useBrowser(): {
  readonly browser: Browser;
  newContext(): Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  const started = () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
  return {
    get browser() {
      return started();
    },
    async newContext() {
      const context = await started().newContext({ bypassCSP: true, viewport: DESKTOP_VIEWPORT });
      contexts.push(context);
      return context;
    },
  };
}

/**
 * One browser and one desktop-sized context that a file's journeys share, closed after them.
 * `bypassCSP` is for files that inject axe: the pages' CSP forbids inline scripts.
 */
export function useBrowserContext(options: { bypassCSP?: boolean } = {}): {
  readonly browser: Browser;
  readonly context: BrowserContext;
} {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      ...(options.bypassCSP ? { bypassCSP: true } : {}),
      viewport: DESKTOP_VIEWPORT,
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    get context() {
      if (!context) throw new Error('the context opens in beforeAll');
      return context;
    },
  };
}

/** Collects console errors and warnings (hydration mismatches show up here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  help: string;
  /** The first three elements at fault. */
  targets: unknown[];
}

/**
 * Runs axe-core in the page (injected by the test, so the page's context must bypass its CSP) and
 * answers its violations; `include` limits the check to a selector (e.g. 'main').
 */
export async function axeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<AxeViolation[]> {
  // Colours are judged as they settle: a page still fading in (300 ms) has faint text on purpose.
  // Endless ones (a spinner) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const axe: unknown = Reflect.get(window, 'axe');
    if (typeof axe !== 'object' || axe === null || !('run' in axe) || typeof axe.run !== 'function')
      throw new Error('axe did not load');
    const result: { violations: { id: string; help: string; nodes: { target: unknown }[] }[] } =
      await axe.run(include ? { include: [[include]] } : undefined);
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target),
    }));
  }, options.include);
}

/**
 * Console problems, minus the failed requests (401, 404) that journeys cause on purpose: the
 * signed-out profile check, a wrong password, the company read of a user without a company (404,
 * ignored by the app as SPEC §7 says), a page that does not exist.
 */
export function unexpected(problems: string[]): string[] {
  return problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 40[14]/.test(problem),
  );
}

/** Resolves once the app has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A new page of `context` at `url`, once the app has hydrated it. */
export async function openHydrated(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  return page;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Registers through /register and verifies the address with the link in the development outbox. */
export async function registerAndVerify(
  page: Page,
  baseUrl: string,
  account: Account,
): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await hydrated(page);
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

  await openMail(page, baseUrl, account.email, /Verify your e-mail address/);
  await page
    .getByRole('link', { name: /\/email\/verify\// })
    .first()
    .click();
  await hydrated(page);
  await page.getByText('Your e-mail address is verified').waitFor();
}

/** Logs in through /login?redirect=… and waits to land on that page. */
export async function logInTo(
  page: Page,
  baseUrl: string,
  account: Account,
  redirect: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(redirect)}`);
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(`${baseUrl}${redirect}`);
}

/** A small blue PNG (48 × 32) to upload as a logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC18NQtr88H2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wermYBqg/uBIwAAAABJRU5ErkJggg==',
  'base64',
);

export const PHONE_VIEWPORT = { width: 375, height: 800 };

/**
 * Screenshots the page into /tmp/{name}-375.png and -1280.png (to look at), and checks that a
 * phone fits it (nothing scrolls sideways). Leaves the page at the desktop width.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const file = name.replace(/[^\w-]+/g, '-');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.waitForTimeout(200);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} at 375 px`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await page.screenshot({ path: `/tmp/${file}-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/${file}-1280.png`, fullPage: true });
}

/** One h1 and no axe violations, then the screenshots at both widths (a phone fits it). */
export async function checkedAndLooked(page: Page, name: string): Promise<void> {
  expect(await page.locator('h1').count(), `${name}: one h1`).toBe(1);
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
  await screenshotBothWidths(page, name);
}

/**
 * Opens the newest mail whose subject matches in the development outbox (waiting for the mail
 * queue to send it), then follows its link that matches.
 */
export async function followMailLink(
  page: Page,
  baseUrl: string,
  subject: RegExp,
  link: RegExp,
): Promise<void> {
  await openNewestMail(page, baseUrl, subject);
  await page.getByRole('link', { name: link }).first().click();
}

/**
 * Opens the newest mail whose subject matches in the development outbox, once the mail queue
 * has sent it (the queue is kicked after the request commits).
 */
export async function openNewestMail(page: Page, baseUrl: string, subject: RegExp): Promise<void> {
  await untilOutboxHas(page, baseUrl, page.getByRole('link', { name: subject }));
  await page.getByRole('link', { name: subject }).first().click();
}

/**
 * Opens the newest e-mail to `to` whose subject matches in the development outbox, once the mail
 * queue has written it.
 */
export async function openMail(
  page: Page,
  baseUrl: string,
  to: string,
  subject: string | RegExp,
): Promise<void> {
  const item = page
    .getByRole('listitem')
    .filter({ hasText: `to ${to}` })
    .filter({ has: page.getByRole('link', { name: subject }) });
  await untilOutboxHas(page, baseUrl, item);
  await item.first().getByRole('link', { name: subject }).click();
  await page.getByText(`to ${to}`).waitFor();
}

/**
 * Opens the development outbox until it shows `wanted` (the mail queue sends a moment after the
 * request commits). `vi.waitFor`, not `expect.poll`: journeys register their accounts in
 * `beforeAll` too, outside any test.
 */
async function untilOutboxHas(page: Page, baseUrl: string, wanted: Locator): Promise<void> {
  await vi.waitFor(
    async () => {
      await page.goto(`${baseUrl}/dev/outbox`);
      if ((await wanted.count()) === 0) throw new Error('the mail is not in the outbox yet');
    },
    { timeout: 20_000, interval: 250 },
  );
}
