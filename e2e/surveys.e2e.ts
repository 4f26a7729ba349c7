import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkedAndLooked,
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
const staff = {
  name: 'Sam Surveys',
  email: `survey.staff.${stamp}@atlas.test`,
  password: 'survey staff password 123',
};

/** Every question's section: its chart drawn (an SVG) and its table beside it. */
async function expectChartsWithTables(page: Page, questions: number): Promise<void> {
  const figures = page.locator('figure[data-chart]');
  await expect.poll(() => figures.locator('svg').first().count(), { timeout: 15_000 }).toBe(1);
  expect(await figures.count()).toBe(questions);
  for (let index = 0; index < questions; index++) {
    const figure = figures.nth(index);
    // Each chart draws when its place comes near the screen.
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg').first().waitFor();
    // The table is the figure's next sibling, with a caption and column and row headings.
    const table = figure.locator('xpath=following-sibling::table[1]');
    await expect.poll(() => table.locator('caption').count()).toBe(1);
    expect(await table.locator('th[scope="col"]').count()).toBe(3);
    expect(await table.locator('th[scope="row"]').count()).toBeGreaterThan(1);
  }
}

/** The respondents a table row counts: the cell after the row's heading. */
function countIn(page: Page, caption: string, answer: string) {
  return page
    .locator('table', { has: page.locator('caption', { hasText: caption }) })
    .locator('tr', { has: page.locator('th', { hasText: answer }) })
    .locator('td')
    .first()
    .innerText();
}

describe('survey reports', () => {
  it('a survey page shows its charts beside their tables, and its CSV downloads', async () => {
    const api = (await (await fetch(`${baseUrl}/api/surveys/state-of-remote-work`)).json()) as {
      data: {
        sample_size: number;
        questions: { key: string; prompt: string; results: { label: string; count: number }[] }[];
      };
    };
    const survey = api.data;
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${baseUrl}/survey/state-of-remote-work`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the title, a Dataset, the canonical address and every table, before any script.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('"@type":"Dataset"');
    expect(html).toContain(`rel="canonical" href="${baseUrl}/survey/state-of-remote-work"`);
    expect(html).toContain('<caption');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'The State of Remote Work' }).waitFor();
    await expectChartsWithTables(page, survey.questions.length);

    const policy = survey.questions.find((question) => question.key === 'work_policy');
    const first = policy?.results[0];
    expect(first).toBeDefined();
    expect(await countIn(page, policy?.prompt ?? '', first?.label ?? '')).toBe(
      new Intl.NumberFormat('en-US').format(first?.count ?? 0),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the data (CSV)' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('state-of-remote-work-responses.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(`respondent,${survey.questions.map((q) => q.key).join(',')}`);
    expect(lines).toHaveLength(survey.sample_size + 1);

    await checkedAndLooked(page, 'survey-state-of-remote-work');
    expect(unexpected(problems)).toEqual([]);
  });

  it('a country report shows figures from the directory with the companies behind them', async () => {
    const page = await browsing.context.newPage();
    await page.goto(`${baseUrl}/survey/it-outsourcing-poland-2024`);
    await hydrated(page);
    await page.getByRole('heading', { level: 2, name: /^From the .+ directory$/ }).waitFor();
    await page
      .getByRole('heading', { level: 3, name: 'Hourly rates of listed companies in Poland' })
      .waitFor();
    await expect.poll(() => page.getByText(/Based on \d+ listed compan/).count()).toBe(2);
    await checkedAndLooked(page, 'survey-poland');
  });

  it('staff upload a responses file in /admin and the page’s figures change', async () => {
    const page = await browsing.context.newPage();
    await registerAndVerify(page, baseUrl, staff);
    await promisify(execFile)('pnpm', ['--silent', 'staff', 'grant', staff.email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      cwd: new URL('..', import.meta.url).pathname,
    });
    const staffContext = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const admin = await staffContext.newPage();
      const problems = watchConsole(admin);
      await logInTo(admin, baseUrl, staff, '/admin/surveys');
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Surveys' }).waitFor();
      await checkedAndLooked(admin, 'survey-admin-list');
      await admin.getByRole('link', { name: 'Cloud Adoption 2024', exact: true }).click();
      await admin.getByRole('heading', { level: 1, name: 'Edit “Cloud Adoption 2024”' }).waitFor();
      await checkedAndLooked(admin, 'survey-admin-edit');

      const header =
        'respondent,adoption_stage,main_tool,benefits,obstacles,spend_next_year,team_size';
      // A bad value first: nothing changes, and the message says where.
      await admin.locator('input[type=file]').setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${header}\r\nc1,Someday,AWS,,,,3\r\n`),
      });
      await admin.getByText(/row 2, column "adoption_stage": "Someday" is not an answer/).waitFor();

      await admin.locator('input[type=file]').setInputFiles({
        name: 'responses.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            header,
            'c1,In production,AWS,"Faster releases;Lower running costs",Cost,Increase a lot,12',
            'c2,In production,Google Cloud,Faster releases,,Stay the same,4',
            'c3,Piloting,AWS,,Skills on the team,Increase a little,',
            '',
          ].join('\r\n'),
        ),
      });
      await admin.getByText('3 responses are uploaded; the charts are recomputed.').waitFor();
      await admin.getByText(/^3 respondents now\./).waitFor();
      // The rejected file's answer is the one failed request.
      expect(unexpected(problems)).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);

      const reader = await browsing.context.newPage();
      await reader.goto(`${baseUrl}/survey/cloud-adoption-2024`);
      await hydrated(reader);
      await reader.getByText(/^3 respondents ·/).waitFor();
      const stage = 'Where does your company stand with cloud hosting for client projects?';
      expect(await countIn(reader, stage, 'In production')).toBe('2');
      expect(await countIn(reader, stage, 'Piloting')).toBe('1');
      expect(await countIn(reader, 'Which one do you rely on most?', 'AWS')).toBe('2');
      await expectChartsWithTables(reader, 6);
    } finally {
      await staffContext.close();
    }
  });
});
