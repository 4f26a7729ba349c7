import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CHECKS } from '@atlas/api/company-verification';
import { auditLog, companies, companySearch, companyVerifications } from '../src/db/schema';
import { sponsorshipEligibility } from '../src/modules/top-companies/eligibility';
import { PDF, verificationWorld, type VerificationWorld } from './helpers/verification';

/*
 * Issue 33, point 7 — staff's side of verification: the queue, decisions with a checklist and a
 * reason, what a decision changes (flag, score, listing row, badge, TOP 10 eligibility, e-mails,
 * audit), expiry once across runs, and revocation.
 */

let world: VerificationWorld;
const ALL_TICKED = Object.fromEntries(VERIFICATION_CHECKS.map((check) => [check, true]));

beforeAll(async () => {
  world = await verificationWorld('10.34');
});

afterAll(() => world?.close());

const staff = () => world.people.staff.token;
const state = async () =>
  (
    await world.call('GET', '/api/companies/acme-verify/verification', world.people.owner.token)
  ).json().data;
const decide = (id: number, body: Record<string, unknown>, token = staff()) =>
  world.call('POST', `/api/admin/company-verifications/${id}/decision`, token, body);
const revoke = (id: number, body: Record<string, unknown>, token = staff()) =>
  world.call('POST', `/api/admin/company-verifications/${id}/revoke`, token, body);

/** Acme's owner uploads a document and sends a request; answers its id (the link not followed). */
async function sendRequest(): Promise<number> {
  const uploaded = await world.upload(world.people.owner.token, PDF, 'register.pdf');
  const sent = await world.call(
    'POST',
    '/api/companies/acme-verify/verification',
    world.people.owner.token,
    world.requestBody([uploaded.json().data.id]),
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.request.id;
}

async function confirmLink() {
  const token = await world.linkTokenTo('legal@acme-verify.test');
  const answer = await world.call(
    'POST',
    '/api/company-verification/confirm',
    world.people.manager.token,
    { token },
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

const companyRow = async () => {
  const [row] = await world.db.select().from(companies).where(eq(companies.id, world.acme.id));
  const [search] = await world.db
    .select({ verified: companySearch.verified, score: companySearch.score })
    .from(companySearch)
    .where(eq(companySearch.companyId, world.acme.id));
  return { verified: row?.verified, score: row?.score, parts: row?.scoreParts, search };
};

const audits = (action: string) =>
  world.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(world.acme.id)), eq(auditLog.action, action)));

/** Where the e-mails sent so far end (the queue drained first). */
async function mailMark() {
  await world.server.app.mailQueue.drain();
  return world.mailer.sent.length;
}

/** The e-mails sent since the mark. */
async function mailsSince(mark: number) {
  await world.server.app.mailQueue.drain();
  return world.mailer.sent
    .slice(mark)
    .map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text }));
}

describe('company verification: staff', () => {
  let first: number;

  it('is not there for anyone but staff', async () => {
    first = await sendRequest();
    const { owner, manager, stranger } = world.people;
    for (const token of [owner.token, manager.token, stranger.token, undefined]) {
      const list = await world.call('GET', '/api/admin/company-verifications', token);
      expect(list.statusCode).toBe(404);
      expect(
        (
          await decide(
            first,
            { decision: 'reject', checklist: ALL_TICKED, reason: 'No way' },
            token ?? '',
          )
        ).statusCode,
      ).toBe(404);
      expect((await revoke(first, { reason: 'Because' }, token ?? '')).statusCode).toBe(404);
    }
    const [document] = (await state()).request.documents;
    const download = `/api/admin/company-verifications/${first}/documents/${document.id}`;
    expect((await world.call('GET', download, owner.token)).statusCode).toBe(404);
    const file = await world.call('GET', download, staff());
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="register.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A document of one request is not reachable through another's id.
    const elsewhere = `/api/admin/company-verifications/${first + 1}/documents/${document.id}`;
    expect((await world.call('GET', elsewhere, staff())).statusCode).toBe(404);
  });

  it('lists the request with its evidence, and filters by state and text', async () => {
    const answer = await world.call(
      'GET',
      '/api/admin/company-verifications?status=pending&q=HRB',
      staff(),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().total).toBe(1);
    expect(answer.json().data[0]).toMatchObject({
      id: first,
      status: 'pending',
      company: { slug: 'acme-verify', name: 'Acme Verify', verified: false },
      submitted_by: { name: 'Olga Owner', email: 'olga@gmail.com' },
      email: 'legal@acme-verify.test',
      email_at_domain: true,
      email_confirmed_at: null,
      checklist: null,
    });
    expect(answer.json().data[0].documents[0].url).toMatch(
      new RegExp(`^/api/admin/company-verifications/${first}/documents/\\d+$`),
    );
    const none = await world.call(
      'GET',
      '/api/admin/company-verifications?status=approved',
      staff(),
    );
    expect(none.json().total).toBe(0);
  });

  it('approves only a confirmed address with every check ticked, and always with a reason', async () => {
    const unconfirmed = await decide(first, {
      decision: 'approve',
      checklist: ALL_TICKED,
      reason: 'All good',
    });
    expect(unconfirmed.statusCode).toBe(409);
    await confirmLink();
    const unticked = await decide(first, {
      decision: 'approve',
      checklist: { ...ALL_TICKED, documents_match_name: false },
      reason: 'All good',
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fields).toEqual([
      { field: 'checklist.documents_match_name', message: 'Check this before approving' },
    ]);
    for (const reason of [undefined, '', '<b></b>']) {
      const answer = await decide(first, {
        decision: 'reject',
        checklist: ALL_TICKED,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(answer.statusCode, String(reason)).toBe(400);
      expect(answer.json().message).toContain('reason');
    }
    const partial = await decide(first, {
      decision: 'approve',
      checklist: { registration_checked: true },
      reason: 'x'.repeat(5),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('checklist');
    expect((await companyRow()).verified).toBe(false);
  });

  it('rejects with the reason e-mailed to every member; the company may send again', async () => {
    const mark = await mailMark();
    const rejected = await decide(first, {
      decision: 'reject',
      checklist: { ...ALL_TICKED, registration_checked: false },
      reason: 'The register shows another name.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      checklist: { registration_checked: false },
    });
    const mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['max@acme-verify.test', 'olga@gmail.com']);
    expect(mails[0]?.text).toContain('The reason: The register shows another name.');
    expect(await state()).toMatchObject({
      state: 'rejected',
      can_request: true,
      request: { reason: 'The register shows another name.' },
    });
    expect(await audits('company_verification.reject')).toHaveLength(1);
    expect(
      (await decide(first, { decision: 'reject', checklist: ALL_TICKED, reason: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect((await companyRow()).verified).toBe(false);
  });

  it('resends an expired link: the old one is refused, the new one works', async () => {
    await sendRequest();
    const oldToken = await world.linkTokenTo('legal@acme-verify.test');
    world.clock.advanceDays(4);
    const late = await world.call(
      'POST',
      '/api/company-verification/confirm',
      world.people.owner.token,
      { token: oldToken },
    );
    expect(late.statusCode).toBe(410);
    const resent = await world.call(
      'POST',
      '/api/companies/acme-verify/verification/email-link',
      world.people.manager.token,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const replaced = await world.call(
      'POST',
      '/api/company-verification/confirm',
      world.people.owner.token,
      { token: oldToken },
    );
    expect(replaced.statusCode).toBe(404);
    await confirmLink();
    expect((await state()).state).toBe('email_confirmed');
  });

  it('approves: the flag, the score, the listing row, the badge, TOP 10 eligibility, e-mails and the audit log', async () => {
    const before = await companyRow();
    const id = (await state()).request.id;
    const mark = await mailMark();
    const approved = await decide(id, {
      decision: 'approve',
      checklist: ALL_TICKED,
      reason: 'Registry and documents match.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const expected = new Date(world.clock.now());
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      expires_at: expected.toISOString(),
    });
    const after = await companyRow();
    expect(after).toMatchObject({ verified: true, search: { verified: true } });
    expect(before.parts?.verification ?? 0).toBe(0);
    expect(after.parts?.verification).toBe(150);
    const parts = Object.values(after.parts ?? {}).reduce((sum, points) => sum + points, 0);
    expect(after.score).toBe(parts);
    expect(after.search?.score).toBe(after.score);
    const profile = await world.call('GET', '/api/companies/acme-verify/profile');
    expect(profile.json().data.verified).toBe(true);
    const facts = await world.server.app.topCompaniesRepository.eligibilityFacts(world.acme.id);
    expect(facts && sponsorshipEligibility(facts).missing).not.toContain('verified');
    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Acme Verify is verified on Agency Atlas');
    const [audit] = await audits('company_verification.approve');
    expect(audit?.actorLabel).toBe('staff:sam@atlas.test');
    expect(audit?.changes).toMatchObject({
      verified: [false, true],
      reason: 'Registry and documents match.',
    });
    expect(await state()).toMatchObject({
      state: 'verified',
      verified_until: expected.toISOString(),
      can_request: false,
    });
  });

  it('expires once, whoever runs the job and however often, at the end of the period', async () => {
    const app = world.server.app;
    expect(await app.companyVerification.expireDue()).toBe(0);
    world.clock.advanceDays(366);
    // The company reads as expired at once; the flag follows when the job runs.
    expect(await state()).toMatchObject({
      state: 'expired',
      can_request: true,
      verified_until: null,
    });
    const before = await companyRow();
    const mark = await mailMark();
    const runs = await Promise.all([
      app.companyVerification.expireDue(),
      app.companyVerification.expireDue(),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await app.companyVerification.expireDue()).toBe(0);
    const after = await companyRow();
    expect(after).toMatchObject({
      verified: false,
      search: { verified: false },
      parts: { verification: 0 },
    });
    expect((before.score ?? 0) - (after.score ?? 0)).toBe(150);
    const mails = await mailsSince(mark);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'The verification of Acme Verify has expired',
      'The verification of Acme Verify has expired',
    ]);
    expect(await audits('company_verification.expire')).toHaveLength(1);
  });

  it('revokes a current verification with a reason, once', async () => {
    const id = await sendRequest();
    await confirmLink();
    expect(
      (await decide(id, { decision: 'approve', checklist: ALL_TICKED, reason: 'Fine again.' }))
        .statusCode,
    ).toBe(200);
    expect((await revoke(id, {})).statusCode).toBe(400);
    const mark = await mailMark();
    const revoked = await revoke(id, { reason: 'The company was dissolved.' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    expect(await companyRow()).toMatchObject({ verified: false, search: { verified: false } });
    expect((await mailsSince(mark)).map((mail) => mail.text)).toEqual([
      expect.stringContaining('The reason: The company was dissolved.'),
      expect.stringContaining('The reason: The company was dissolved.'),
    ]);
    expect(await state()).toMatchObject({
      state: 'revoked',
      request: { reason: 'The company was dissolved.' },
    });
    expect((await revoke(id, { reason: 'Again, twice' })).statusCode).toBe(409);
    expect(await audits('company_verification.revoke')).toHaveLength(1);
    const all = await world.db
      .select()
      .from(companyVerifications)
      .where(like(companyVerifications.email, '%acme%'));
    expect(all.map((row) => row.status).sort()).toEqual(['expired', 'rejected', 'revoked']);
  });
});
