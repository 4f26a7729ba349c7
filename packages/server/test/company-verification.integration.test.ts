import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { ErrorBodySchema } from '@atlas/api/error-body';
import { RequestVerificationBodySchema } from '@atlas/api/endpoints/company-verification';
import { DecideCompanyVerificationBodySchema } from '@atlas/api/endpoints/company-verification-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  companyMembers,
  companyVerificationDocuments,
  companyVerifications,
} from '../src/db/schema';
import { insertSignedInUser } from './helpers/users';
import { PDF, PNG, verificationWorld, type VerificationWorld } from './helpers/verification';
import { hostileArbitrary } from './helpers/zod-arbitrary';

/*
 * Issue 33, point 7 — the company's side of verification: documents through the storage port,
 * the request with its domain address, the e-mailed link; and what an abuser tries.
 */

let world: VerificationWorld;

beforeAll(async () => {
  world = await verificationWorld('10.33');
});

afterAll(() => world?.close());

const state = async (token: string, slug = 'acme-verify') =>
  world.call('GET', `/api/companies/${slug}/verification`, token);

async function uploadId(token: string, file = PDF, name = 'register.pdf'): Promise<number> {
  const answer = await world.upload(token, file, name);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id;
}

describe('company verification: documents', () => {
  it('takes PDFs and images by their content, privately, from members only', async () => {
    const { owner, rival, stranger } = world.people;
    const pdf = await world.upload(owner.token, PDF, 'Handelsregister.pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({
      name: 'Handelsregister.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const png = await world.upload(owner.token, PNG, 'scan.png');
    expect(png.json().data.content_type).toBe('image/png');

    // Another company's member, a stranger and a visitor are told the company does not exist.
    for (const token of [rival.token, stranger.token]) {
      const refused = await world.upload(token, PDF);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('slug: there is no company acme-verify');
    }
    expect((await world.upload(undefined, PDF)).statusCode).toBe(401);

    // The files are never public: /uploads refuses the private folder.
    const [row] = await world.db
      .select()
      .from(companyVerificationDocuments)
      .where(eq(companyVerificationDocuments.id, pdf.json().data.id));
    expect(row?.storageKey).toMatch(/^verification\/\d+\/[0-9a-f]{32}\.pdf$/);
    const open = await world.server.app.inject({
      method: 'GET',
      url: `/uploads/${row?.storageKey}`,
    });
    expect(open.statusCode).toBe(404);

    const waiting = (await state(owner.token)).json().data.waiting_documents;
    expect(waiting.map((document: { name: string }) => document.name)).toEqual([
      'Handelsregister.pdf',
      'scan.png',
    ]);
  });

  it('refuses what is not a PDF or an image, whatever its name says, and files over 10 MB', async () => {
    const { manager } = world.people;
    const script = await world.upload(
      manager.token,
      Buffer.from('<script>alert(1)</script>'),
      'x.pdf',
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().fields).toEqual([
      { field: 'document', message: 'send a PDF, or a PNG, JPEG or WebP image' },
    ]);
    const word = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/doc')]);
    expect((await world.upload(manager.token, word, 'register.docx')).statusCode).toBe(415);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await world.upload(manager.token, huge, 'huge.pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/^document: /);
    const notMultipart = await world.call(
      'POST',
      '/api/companies/acme-verify/verification/documents',
      manager.token,
      { document: 'x' },
    );
    expect(notMultipart.statusCode).toBe(415);
  });

  it('limits uploads per account and per address, in the database', async () => {
    const busy = await insertSignedInUser(world.db, 'bea@globex-verify.test', 'Bea Busy');
    await world.db
      .insert(companyMembers)
      .values({ companyId: world.globex.id, userId: busy.id, role: 'manager' });
    const rows = (count: number, values: { uploadedBy?: string; ip?: string }) =>
      Array.from({ length: count }, (_, index) => ({
        companyId: world.globex.id,
        verificationId: null,
        storageKey: `verification/limit/${values.uploadedBy ?? values.ip}-${index}.pdf`,
        name: 'old.pdf',
        size: 10,
        contentType: 'application/pdf',
        createdAt: world.clock.now(),
        ...values,
      }));
    // Bea uploaded 20 documents this hour: a 21st is refused, from any address.
    await world.db.insert(companyVerificationDocuments).values(rows(20, { uploadedBy: busy.id }));
    const perAccount = await world.upload(busy.token, PDF, 'a.pdf', 'globex-verify');
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.headers['retry-after']).toBe('3600');
    // 40 uploads came from one address this hour: the next one from there is refused too.
    await world.db.insert(companyVerificationDocuments).values(rows(40, { ip: '10.99.0.1' }));
    const perAddress = await world.upload(
      world.people.owner.token,
      PDF,
      'a.pdf',
      'acme-verify',
      '10.99.0.1',
    );
    expect(perAddress.statusCode).toBe(429);
    // They were stored for Globex as waiting documents; they leave with the sweep, not here.
    await world.db
      .delete(companyVerificationDocuments)
      .where(eq(companyVerificationDocuments.name, 'old.pdf'));
  });

  it('lets a member remove a document not sent yet, and nobody else', async () => {
    const { manager, rival } = world.people;
    const id = await uploadId(manager.token, PDF, 'wrong.pdf');
    const path = `/api/companies/acme-verify/verification/documents/${id}`;
    expect((await world.call('DELETE', path, rival.token)).statusCode).toBe(404);
    const removed = await world.call('DELETE', path, manager.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.waiting_documents.map((d: { id: number }) => d.id)).not.toContain(
      id,
    );
    expect((await world.call('DELETE', path, manager.token)).statusCode).toBe(404);
  });
});

describe('company verification: the request and its domain address', () => {
  it('is "not requested" at first, and 404 for any other company’s member', async () => {
    const answer = await state(world.people.owner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      state: 'not_requested',
      email_domain: 'acme-verify.test',
      can_request: true,
      validity_months: 12,
      request: null,
    });
    const refused = await state(world.people.rival.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('slug: there is no company acme-verify');
  });

  it('refuses a free-mail address, another domain, an unknown country and foreign documents, naming the field', async () => {
    const { owner, rival } = world.people;
    const mine = await uploadId(owner.token);
    const send = (body: Record<string, unknown>) =>
      world.call('POST', '/api/companies/acme-verify/verification', owner.token, body);

    const gmail = await send(world.requestBody([mine], { email: 'acme.verify@gmail.com' }));
    expect(gmail.statusCode).toBe(400);
    expect(gmail.json().fields[0]).toMatchObject({ field: 'email' });
    expect(gmail.json().message).toContain('gmail.com');
    // A look-alike domain is not the company's.
    const lookAlike = await send(
      world.requestBody([mine], { email: 'ceo@acme-verify.test.evil.io' }),
    );
    expect(lookAlike.statusCode).toBe(400);
    expect(lookAlike.json().fields[0].field).toBe('email');

    const country = await send(world.requestBody([mine], { country_id: 32_000 }));
    expect(country.statusCode).toBe(400);
    expect(country.json().fields[0].field).toBe('country_id');

    // Globex's document cannot be sent as Acme's evidence.
    const theirs = await world.upload(rival.token, PDF, 'globex.pdf', 'globex-verify');
    const foreign = await send(world.requestBody([mine, theirs.json().data.id]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].field).toBe('document_ids');

    // A website at a free e-mail provider, with an address there, proves nothing either.
    await world.db
      .update(companies)
      .set({ website: 'https://www.outlook.com/globex' })
      .where(eq(companies.id, world.globex.id));
    const freeSite = await world.call(
      'POST',
      '/api/companies/globex-verify/verification',
      rival.token,
      world.requestBody([theirs.json().data.id], { email: 'globex@outlook.com' }),
    );
    expect(freeSite.statusCode).toBe(400);
    expect(freeSite.json().fields[0].field).toBe('email');
    expect((await state(rival.token, 'globex-verify')).json().data.email_domain).toBeNull();

    for (const [body, field] of [
      [world.requestBody([]), 'document_ids'],
      [world.requestBody([mine], { registration_number: '<b>' }), 'registration_number'],
      [world.requestBody([mine], { extra: 1 }), 'body'],
    ] as const) {
      const answer = await send(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(field === 'body' ? '' : field);
    }
    // Nothing was stored by any of them.
    expect(await world.db.select().from(companyVerifications)).toEqual([]);
  });

  it('stores one request at a time, e-mails the link to the domain address, and replays safely', async () => {
    const { owner, manager } = world.people;
    const before = (await state(owner.token))
      .json()
      .data.waiting_documents.map((d: { id: number }) => d.id);
    const body = world.requestBody(before.slice(0, 2));
    const sent = await world.call(
      'POST',
      '/api/companies/acme-verify/verification',
      owner.token,
      body,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'pending', can_request: false });
    expect(sent.json().data.request).toMatchObject({
      status: 'pending',
      registration_number: 'HRB 123456',
      email: 'legal@acme-verify.test',
      email_confirmed_at: null,
    });
    expect(sent.json().data.request.documents).toHaveLength(2);
    const token = await world.linkTokenTo('legal@acme-verify.test');
    expect(token.length).toBeGreaterThan(20);

    // The same request again (a retry) changes nothing; a new one waits for the first.
    const retry = await world.call(
      'POST',
      '/api/companies/acme-verify/verification',
      owner.token,
      body,
    );
    expect(retry.statusCode).toBe(200);
    const second = await world.call(
      'POST',
      '/api/companies/acme-verify/verification',
      manager.token,
      world.requestBody([before[2]]),
    );
    expect(second.statusCode).toBe(409);
    const stored = await world.db.select().from(companyVerifications);
    expect(stored).toHaveLength(1);
    // The secret is stored only as a hash.
    expect(stored[0]?.emailTokenHash).not.toContain(token);
    const audited = await world.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_verification.request'));
    expect(audited).toHaveLength(1);
  });

  it('confirms the address by its link once, for the company’s members only', async () => {
    const { owner, manager, rival, stranger } = world.people;
    const token = await world.linkTokenTo('legal@acme-verify.test');
    const confirm = (who: string) =>
      world.call('POST', '/api/company-verification/confirm', who, { token });
    // Another company's member and a stranger cannot spend it (nor learn whose it is).
    expect((await confirm(rival.token)).statusCode).toBe(404);
    expect((await confirm(stranger.token)).statusCode).toBe(404);
    const confirmed = await confirm(manager.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({
      company_slug: 'acme-verify',
      company_name: 'Acme Verify',
    });
    // A replayed link is spent.
    expect((await confirm(owner.token)).statusCode).toBe(410);
    const after = (await state(owner.token)).json().data;
    expect(after.state).toBe('email_confirmed');
    expect(after.request.email_confirmed_at).toBe(world.clock.now().toISOString());
    // Nothing to resend now.
    const resend = await world.call(
      'POST',
      '/api/companies/acme-verify/verification/email-link',
      owner.token,
    );
    expect(resend.statusCode).toBe(409);
  });

  it('refuses an unknown or malformed link with 404 or 400, never more', async () => {
    const unknown = await world.call(
      'POST',
      '/api/company-verification/confirm',
      world.people.owner.token,
      { token: 'x'.repeat(43) },
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await world.call(
      'POST',
      '/api/company-verification/confirm',
      world.people.owner.token,
      { token: '../../etc' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('token');
  });
});

describe('company verification: hostile input', () => {
  /** Any answer but a 5xx; a 400 names a field of the request. */
  function checkAnswer(
    answer: { statusCode: number; json(): unknown; body: string },
    fields: string[],
  ) {
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    if (answer.statusCode !== 400) return;
    const body = ErrorBodySchema.parse(answer.json());
    const named =
      (body.fields ?? []).some((field) => field.field.trim() !== '') ||
      fields.some((field) => body.message.includes(field));
    expect(named, answer.body).toBe(true);
  }

  it('answers a member’s hostile requests with a 4xx naming the field, never a 5xx', async () => {
    const { manager, staff } = world.people;
    const fields = [
      'registration_number',
      'country_id',
      'email',
      'document_ids',
      'idempotency_key',
      'body',
    ];
    await fc.assert(
      fc.asyncProperty(hostileArbitrary(RequestVerificationBodySchema), async (body) => {
        const answer = await world.call(
          'POST',
          '/api/companies/acme-verify/verification',
          manager.token,
          body ?? {},
        );
        checkAnswer(answer, fields);
      }),
      { numRuns: 40, seed: 33 },
    );
    await fc.assert(
      fc.asyncProperty(hostileArbitrary(DecideCompanyVerificationBodySchema), async (body) => {
        const answer = await world.call(
          'POST',
          '/api/admin/company-verifications/1/decision',
          staff.token,
          body ?? {},
        );
        checkAnswer(answer, ['decision', 'checklist', 'reason', 'body']);
      }),
      { numRuns: 40, seed: 34 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('0', '-1', '1e99', '99999999999', '%00')),
        async (id) => {
          const answer = await world.call(
            'DELETE',
            `/api/companies/acme-verify/verification/documents/${encodeURIComponent(id)}`,
            manager.token,
          );
          checkAnswer(answer, ['id', 'slug']);
        },
      ),
      { numRuns: 30, seed: 35 },
    );
  });
});
