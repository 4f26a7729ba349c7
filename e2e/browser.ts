import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

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
    ],
  });
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

/** Resolves once the app has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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

  await page.goto(`${baseUrl}/dev/outbox`);
  await page
    .getByRole('link', { name: /Verify your e-mail address/ })
    .first()
    .click();
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
