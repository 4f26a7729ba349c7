import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyMembers, companySubmissions, mailJobs } from '../src/db/schema';
import { runStaffCli } from '../src/staff-cli';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { createMemoryMailer } from './helpers/mail';
import { referenceData } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let submitter: { id: string; token: string };
let other: { id: string; token: string };
let staff: { id: string; token: string };
let ref: Awaited<ReturnType<typeof referenceData>>;
const nextIp = addressSequence('10.16');

let keyCounter = 0;
const newKey = () => `submission-key-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  server = await buildTestServer({ companies: 3, mailer: createMemoryMailer() });
  const db = server.app.database.db;
  ref = await referenceData(db);
  submitter = await insertSignedInUser(db, 'owner@new-agency.test', 'Olivia Owner');
  other = await insertSignedInUser(db, 'someone@else.test', 'Someone Else');
  staff = await insertSignedInUser(db, 'staff@atlas.test', 'Sam Staff');
  const out: string[] = [];
  const code = await runStaffCli(['grant', 'STAFF@atlas.test'], {
    database: server.app.database,
    io: { out: (line) => out.push(line), err: (line) => out.push(line) },
    env: { USER: 'tester' },
  });
  expect(code).toBe(0);
  expect(out.join('\n')).toMatch(/is staff now/);
});

afterAll(async () => {
  await server?.close();
});

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Northwind Digital',
    website: 'https://www.northwind-digital.test/',
    email: 'hello@northwind-digital.test',
    summary: 'We build <b>web shops</b> and apps for retailers.<script>alert(1)</script>',
    company_size: 10,
    country_id: ref.cities[0].countryId,
    city_id: ref.cities[0].id,
    service_id: ref.services[0].id,
    idempotency_key: newKey(),
    ...overrides,
  };
}

const call = apiCaller(() => server.app, nextIp);

describe('POST /api/companies/submissions', () => {
  it('needs a signed-in user', async () => {
    const response = await call('POST', '/api/companies/submissions', undefined, body());
    expect(response.statusCode).toBe(401);
  });

  it('names the field of every rule that fails', async () => {
    const response = await call(
      'POST',
      '/api/companies/submissions',
      submitter.token,
      body({ website: 'northwind.test', summary: 'short', company_size: 3 }),
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['website', 'summary', 'company_size']));
  });

  it('refuses a city outside the chosen country', async () => {
    const otherCountry = ref.cities[0].countryId === 1 ? 2 : 1;
    const response = await call(
      'POST',
      '/api/companies/submissions',
      submitter.token,
      body({ country_id: otherCountry }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/city_id/);
  });

  it('stores one submission for a double submit and strips HTML', async () => {
    const payload = body();
    const [first, second] = await Promise.all([
      call('POST', '/api/companies/submissions', submitter.token, payload),
      call('POST', '/api/companies/submissions', submitter.token, payload),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(first.json().message).toMatch(/within 2 working days/);
    const rows = await server.app.database.db
      .select()
      .from(companySubmissions)
      .where(eq(companySubmissions.idempotencyKey, payload.idempotency_key));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.summary).toBe('We build web shops and apps for retailers.');
    expect(rows[0]?.status).toBe('pending');

    const changed = await call('POST', '/api/companies/submissions', submitter.token, {
      ...payload,
      name: 'Another name',
    });
    expect(changed.statusCode).toBe(422);
    const stolen = await call('POST', '/api/companies/submissions', other.token, payload);
    expect(stolen.statusCode).toBe(422);
  });

  it('acknowledged that submission by e-mail to the submitter, once for the double submit (issue 33)', async () => {
    const jobs = await server.app.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.recipient, 'owner@new-agency.test'));
    const received = jobs.filter((job) => job.kind === 'company_submission_received');
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('We received your listing of Northwind Digital');
    expect(received[0]?.text).toContain('Hello Olivia Owner');
    expect(received[0]?.text).toContain('Our team reviews it within 2 working days');
    // Nobody else heard of it: the refused retries wrote no e-mail.
    const others = await server.app.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.recipient, 'someone@else.test'));
    expect(others).toEqual([]);
  });
});

describe('GET /api/companies/duplicates', () => {
  it('finds a listed company by name and by web domain', async () => {
    const listed = await call('GET', '/api/companies?per_page=1');
    const company = listed.json().data[0] as { slug: string; name: string };
    const byName = await call(
      'GET',
      `/api/companies/duplicates?name=${encodeURIComponent(company.name.toUpperCase())}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: company.slug, matched: 'name' })]),
    );
    const none = await call('GET', '/api/companies/duplicates?name=Nothing%20Like%20It%20Zzz');
    expect(none.json().data).toEqual([]);
  });
});

describe('staff calls', () => {
  const adminCalls = [
    ['GET', '/api/admin/company-submissions'],
    ['POST', '/api/admin/company-submissions/1/decision'],
  ] as const;

  it('answer 404 to everyone but staff', async () => {
    for (const [method, url] of adminCalls) {
      const payload = method === 'POST' ? { decision: 'approve' } : undefined;
      for (const token of [undefined, submitter.token, other.token]) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('list submissions a page at a time, sorted and filtered', async () => {
    for (const name of ['Alpha Works', 'Beta Labs'])
      await call('POST', '/api/companies/submissions', other.token, body({ name }));
    const page = await call(
      'GET',
      '/api/admin/company-submissions?page=1&page_size=2&sort=name&order=asc&status=pending',
      staff.token,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Alpha Works',
      'Beta Labs',
    ]);
    const second = await call(
      'GET',
      '/api/admin/company-submissions?page=2&page_size=2&sort=name&order=asc',
      staff.token,
    );
    expect(second.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Northwind Digital',
    ]);
    const found = await call('GET', '/api/admin/company-submissions?q=beta', staff.token);
    expect(found.json().total).toBe(1);
  });

  it('reject with a reason that is e-mailed', async () => {
    const list = await call('GET', '/api/admin/company-submissions?q=alpha', staff.token);
    const id = list.json().data[0].id as number;
    const noReason = await call(
      'POST',
      `/api/admin/company-submissions/${id}/decision`,
      staff.token,
      { decision: 'reject' },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(
      'POST',
      `/api/admin/company-submissions/${id}/decision`,
      staff.token,
      { decision: 'reject', reason: 'The website does not load.' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'The website does not load.',
    });
    const jobs = await server.app.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.recipient, 'someone@else.test'));
    expect(jobs.map((job) => job.kind)).toContain('company_submission_rejected');
    const again = await call('POST', `/api/admin/company-submissions/${id}/decision`, staff.token, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
  });

  it('approve: the company is listed at once with the submitter as owner, and audited', async () => {
    const list = await call('GET', '/api/admin/company-submissions?q=northwind', staff.token);
    const id = list.json().data[0].id as number;
    const approved = await call(
      'POST',
      `/api/admin/company-submissions/${id}/decision`,
      staff.token,
      { decision: 'approve' },
    );
    expect(approved.statusCode).toBe(200);
    const slug = approved.json().data.company_slug as string;
    expect(slug).toBe('northwind-digital');

    const listing = await call('GET', '/api/companies?per_page=100');
    expect(listing.json().data.map((company: { slug: string }) => company.slug)).toContain(slug);
    const profile = await call('GET', `/api/companies/${slug}/profile`);
    expect(profile.statusCode).toBe(200);

    const db = server.app.database.db;
    const members = await db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, submitter.id));
    expect(members).toEqual([expect.objectContaining({ role: 'owner' })]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['company_submission.create', 'company_submission.approve']),
    );
    expect(audit.find((entry) => entry.action === 'company_submission.approve')?.actorUserId).toBe(
      staff.id,
    );

    // Now a duplicate: the same web domain finds it.
    const duplicate = await call(
      'GET',
      '/api/companies/duplicates?website=http%3A%2F%2Fnorthwind-digital.test',
    );
    expect(duplicate.json().data).toEqual([expect.objectContaining({ slug, matched: 'website' })]);
  });

  it('the CLI refuses an unknown account', async () => {
    const errors: string[] = [];
    const code = await runStaffCli(['grant', 'nobody@nowhere.test'], {
      database: server.app.database,
      io: { out: () => undefined, err: (line) => errors.push(line) },
      env: {},
    });
    expect(code).toBe(1);
    expect(errors.join('\n')).toMatch(/register first/);
  });
});
