import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSurveyResponseSchema,
  SurveyListResponseSchema,
  SurveyResponseSchema,
  type SurveyInput,
} from '@atlas/api/endpoints/surveys';
import { HOURLY_RATES } from '@atlas/api/options';
import { SURVEY_TOPICS } from '@atlas/api/survey-topics';
import type { Survey } from '@atlas/api/surveys';
import { companySearch, countries, staffMembers } from '../src/db/schema';
import { parseCsv } from '../src/modules/surveys/csv';
import { apiCaller } from './helpers/inject';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let staffToken: string;
let memberToken: string;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.21.2.${(ip++ % 250) + 1}`,
);

beforeAll(async () => {
  server = await buildTestServer({ companies: 60 });
  const db = server.app.database.db;
  const staff = await insertSignedInUser(db, 'analyst@example.com', 'Ana Analyst');
  await db.insert(staffMembers).values({ userId: staff.id, grantedBy: 'test' });
  staffToken = staff.token;
  memberToken = (await insertSignedInUser(db, 'member@example.com', 'Mel Member')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function survey(slug: string, token?: string): Promise<Survey> {
  const answer = await call('GET', `/api/${token ? 'admin/' : ''}surveys/${slug}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return SurveyResponseSchema.parse(answer.json()).data;
}

const editOf = (current: Survey, changes: Partial<SurveyInput> = {}): SurveyInput => ({
  title: current.title,
  summary: current.summary,
  key_findings: current.key_findings,
  methodology: current.methodology,
  fielded_from: current.fielded_from,
  fielded_to: current.fielded_to,
  published: current.published,
  ...changes,
});

describe('reading survey reports', () => {
  it('lists every seeded topic, published, with its title', async () => {
    const answer = await call('GET', '/api/surveys');
    expect(answer.statusCode).toBe(200);
    const list = SurveyListResponseSchema.parse(answer.json()).data;
    expect(list.map((entry) => entry.slug).sort()).toEqual(
      SURVEY_TOPICS.map((topic) => topic.slug).sort(),
    );
    for (const topic of SURVEY_TOPICS)
      expect(list.find((entry) => entry.slug === topic.slug)?.title).toBe(topic.title);
    expect(list.every((entry) => entry.sample_size >= 200 && entry.published)).toBe(true);
  });

  it('answers a survey whose charts match a recount of its own CSV', async () => {
    const report = await survey('state-of-remote-work');
    expect(report.questions.length).toBeGreaterThanOrEqual(4);
    expect(report.questions.length).toBeLessThanOrEqual(8);
    expect(report.key_findings.length).toBeGreaterThan(0);

    const download = await call('GET', '/api/surveys/state-of-remote-work/data.csv');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="state-of-remote-work-responses.csv"',
    );
    const [header, ...rows] = parseCsv(download.body);
    expect(header).toEqual(['respondent', ...report.questions.map((question) => question.key)]);
    expect(rows).toHaveLength(report.sample_size);
    // Count the policy question by hand from the file and compare with the chart.
    const column = header?.indexOf('work_policy') ?? -1;
    const policy = report.questions.find((question) => question.key === 'work_policy');
    for (const result of policy?.results ?? [])
      expect(rows.filter((row) => row[column] === result.label).length, result.label).toBe(
        result.count,
      );
    expect(policy?.answered).toBe(rows.filter((row) => row[column] !== '').length);
  });

  it('lists the published surveys in the sitemap', async () => {
    const index = await call('GET', '/sitemap.xml');
    expect(index.body).toContain('/sitemaps/surveys.xml');
    const sitemap = await call('GET', '/sitemaps/surveys.xml');
    expect(sitemap.statusCode).toBe(200);
    for (const topic of SURVEY_TOPICS)
      expect(sitemap.body).toContain(`<loc>https://atlas.test/survey/${topic.slug}</loc>`);
  });

  it('is a 404 for an unknown survey, its CSV too; a bad slug is a 400 naming it', async () => {
    expect((await call('GET', '/api/surveys/no-such-survey')).statusCode).toBe(404);
    expect((await call('GET', '/api/surveys/no-such-survey/data.csv')).statusCode).toBe(404);
    const bad = await call('GET', '/api/surveys/Not_A_Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('slug');
  });
});

describe('figures from the directory', () => {
  it('counts the listed companies of a country by hourly rate and project size', async () => {
    const db = server.app.database.db;
    const report = await survey('it-outsourcing-poland-2024');
    const rates = report.directory_figures.find((f) => f.kind === 'hourly-rate-distribution');
    const sizes = report.directory_figures.find((f) => f.kind === 'project-size-distribution');
    const polish = await db
      .select({ rate: companySearch.hourlyRate, size: companySearch.projectSize })
      .from(companySearch)
      .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
      .where(eq(countries.iso2, 'PL'));
    expect(rates?.company_count).toBe(polish.filter((row) => row.rate !== null).length);
    expect(sizes?.company_count).toBe(polish.filter((row) => row.size !== null).length);
    for (const rate of HOURLY_RATES)
      expect(rates?.rows.find((row) => row.label === rate.label)?.count).toBe(
        polish.filter((row) => row.rate === rate.id).length,
      );
  });

  it('gives the median hourly-rate band per country with the count behind it', async () => {
    const db = server.app.database.db;
    const report = await survey('software-development-pricing-2024');
    const medians = report.directory_figures.find(
      (f) => f.kind === 'median-hourly-rate-by-country',
    );
    expect(medians?.rows.length).toBeGreaterThan(0);
    for (const row of medians?.rows ?? []) {
      const rates = (
        await db
          .select({ rate: companySearch.hourlyRate })
          .from(companySearch)
          .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
          .where(and(eq(countries.name, row.label), isNotNull(companySearch.hourlyRate)))
      )
        .map((entry) => entry.rate ?? 0)
        .sort((a, b) => a - b);
      expect(row.count).toBe(rates.length);
      // percentile_disc(0.5): the first value at or past the middle.
      const median = rates[Math.ceil(rates.length / 2) - 1];
      expect(row.value).toBe(HOURLY_RATES.find((rate) => rate.id === median)?.label);
    }
  });
});

describe('staff editing', () => {
  const slug = 'crm-use-2025';

  it('is a 404 to anyone but staff', async () => {
    const current = await survey(slug);
    for (const token of [undefined, memberToken]) {
      expect((await call('GET', '/api/admin/surveys', token)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/surveys/${slug}`, token)).statusCode).toBe(404);
      expect(
        (
          await call(
            'PUT',
            `/api/admin/surveys/${slug}`,
            token,
            editOf(current, { title: 'Hacked' }),
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/admin/surveys/${slug}/responses`, token, { csv: 'respondent\n' }))
          .statusCode,
      ).toBe(404);
    }
    expect((await survey(slug)).title).toBe(current.title);
  });

  it('edits the text, and unpublishing hides the page and its data', async () => {
    const current = await survey(slug);
    const saved = await call(
      'PUT',
      `/api/admin/surveys/${slug}`,
      staffToken,
      editOf(current, {
        title: 'CRM Use in 2025, revised',
        key_findings: ['One finding.'],
        published: false,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminSurveyResponseSchema.parse(saved.json()).data.title).toBe(
      'CRM Use in 2025, revised',
    );
    expect((await call('GET', `/api/surveys/${slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/surveys/${slug}/data.csv`)).statusCode).toBe(404);
    const list = SurveyListResponseSchema.parse((await call('GET', '/api/surveys')).json()).data;
    expect(list.some((entry) => entry.slug === slug)).toBe(false);
    const staffView = await survey(slug, staffToken);
    expect(staffView.published).toBe(false);
    expect(staffView.key_findings).toEqual(['One finding.']);

    const republished = await call(
      'PUT',
      `/api/admin/surveys/${slug}`,
      staffToken,
      editOf(staffView, { published: true }),
    );
    expect(republished.statusCode).toBe(200);
    expect((await survey(slug)).title).toBe('CRM Use in 2025, revised');
  });

  it('rejects text that breaks the rules with a 400 naming the field', async () => {
    const current = await survey(slug);
    const answer = await call(
      'PUT',
      `/api/admin/surveys/${slug}`,
      staffToken,
      editOf(current, { fielded_from: '2025-05-01', fielded_to: '2025-04-01' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('fielded_to');
  });
});

describe('uploading responses', () => {
  const slug = 'how-it-companies-use-ai';
  const upload = (csv: string, token = staffToken) =>
    call('POST', `/api/admin/surveys/${slug}/responses`, token, { csv });

  it('recomputes every chart and the sample size from the file, and serves it back', async () => {
    const before = await survey(slug);
    const csv = [
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns',
      'a1,Experimenting,"Writing and reviewing code;Data analysis",12,4,Wrong or invented answers',
      'a2,Experimenting,Testing and QA,80,5,',
      'a3,Not started,,3,2,"Licensing of generated code; Skills of junior staff"',
      '',
    ].join('\r\n');
    const answer = await upload(csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = AdminSurveyResponseSchema.parse(answer.json()).data;
    expect(before.sample_size).not.toBe(3);
    expect(after.sample_size).toBe(3);
    const stage = after.questions.find((question) => question.key === 'ai_stage');
    expect(stage?.results.find((row) => row.label === 'Experimenting')).toMatchObject({
      count: 2,
      share: 66.7,
    });
    expect(stage?.results.find((row) => row.label === 'Used in most projects')?.count).toBe(0);
    const uses = after.questions.find((question) => question.key === 'ai_uses');
    expect(uses?.answered).toBe(2);
    const weekly = after.questions.find((question) => question.key === 'staff_using_weekly_pct');
    expect(weekly?.median).toBe(12);
    expect(weekly?.results.map((row) => row.count)).toEqual([1, 1, 0, 0, 1]);

    expect((await survey(slug)).sample_size).toBe(3);
    const download = await call('GET', `/api/surveys/${slug}/data.csv`);
    expect(download.body).toBe(csv);
  });

  it.each([
    [
      'an unknown column',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns,shoe_size\r\nx1,,,,,,42',
      /row 1, column "shoe_size": unknown column/,
    ],
    [
      'a missing column',
      'respondent,ai_stage\r\nx1,Experimenting',
      /row 1, column "ai_uses": the column is missing/,
    ],
    [
      'an unknown answer',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,Experimenting,,,,\r\nx2,Maybe,,,,',
      /row 3, column "ai_stage": "Maybe" is not an answer/,
    ],
    [
      'a scale point out of range',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,,,,9,',
      /row 2, column "productivity_gain"/,
    ],
    [
      'a word for a number',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,,,many,,',
      /row 2, column "staff_using_weekly_pct"/,
    ],
    [
      'a repeated respondent',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,,,,,\r\nx1,,,,,',
      /row 3, column "respondent"/,
    ],
    [
      'a short row',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,Experimenting',
      /row 2: expected 6 fields/,
    ],
    [
      'an open quote',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\nx1,"Experimenting,,,,',
      /row 2: a quoted field is never closed/,
    ],
    [
      'no responses',
      'respondent,ai_stage,ai_uses,staff_using_weekly_pct,productivity_gain,ai_concerns\r\n',
      /no responses/,
    ],
  ])(
    'rejects %s with a 400 naming the row and column, changing nothing',
    async (_name, csv, message) => {
      const answer = await upload(csv);
      expect(answer.statusCode, answer.body).toBe(400);
      const body = answer.json<{ message: string; fields: { field: string }[] }>();
      expect(body.message).toMatch(message);
      expect(body.fields[0]?.field).toBe('csv');
      expect((await survey(slug)).sample_size).toBe(3);
    },
  );

  it('refuses a file over the size limit', async () => {
    const answer = await upload(`respondent\r\n${'x'.repeat(1_000_001)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('csv: the file is larger than 1 MB');
  });

  it('is a 404 for a survey that does not exist', async () => {
    const answer = await call('POST', '/api/admin/surveys/no-such-survey/responses', staffToken, {
      csv: 'respondent\r\nx1',
    });
    expect(answer.statusCode).toBe(404);
  });
});
