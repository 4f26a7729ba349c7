import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { companies, companyMembers, countries, staffMembers } from '../../src/db/schema';
import { createDiskStorage } from '../../src/storage/disk';
import { addressSequence } from './addresses';
import { apiCaller } from './inject';
import { createMemoryMailer, linkIn } from './mail';
import { insertBareCompany } from './profile-fixtures';
import { buildTestServer, TEST_PUBLIC_URL, type TestServer } from './server';
import { insertSignedInUser } from './users';

/** A small PDF (what the server checks is its `%PDF-` signature). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n',
);
/** A 1 × 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart/form-data body with one file part. */
export function multipart(field: string, file: Buffer, filename: string, type: string) {
  const boundary = `----atlas-verification-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Person {
  id: string;
  token: string;
}

/**
 * A server with a movable clock, a mail box and a disk store, and the cast of the verification
 * tests: Acme (website acme-verify.test) with an owner and a manager, Globex with its own owner,
 * a staff member, and a signed-in stranger.
 */
export async function verificationWorld(prefix: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'atlas-verification-'));
  const mailer = createMemoryMailer();
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.parse('2026-03-01T10:00:00Z') + offsetMs) };
  const server: TestServer = await buildTestServer({
    companies: 1,
    mailer,
    clock,
    storage: createDiskStorage(directory),
  });
  const db = server.app.database.db;
  const acme = await insertBareCompany(db, 'acme-verify');
  await db
    .update(companies)
    .set({ name: 'Acme Verify', website: 'https://www.acme-verify.test/about' })
    .where(eq(companies.id, acme.id));
  const globex = await insertBareCompany(db, 'globex-verify');
  await db
    .update(companies)
    .set({ website: 'https://globex-verify.test' })
    .where(eq(companies.id, globex.id));
  const owner = await insertSignedInUser(db, 'olga@gmail.com', 'Olga Owner');
  const manager = await insertSignedInUser(db, 'max@acme-verify.test', 'Max Manager');
  const rival = await insertSignedInUser(db, 'rita@globex-verify.test', 'Rita Rival');
  const staff = await insertSignedInUser(db, 'sam@atlas.test', 'Sam Staff');
  const stranger = await insertSignedInUser(db, 'sid@example.test', 'Sid Stranger');
  await db.insert(companyMembers).values([
    { companyId: acme.id, userId: owner.id, role: 'owner' },
    { companyId: acme.id, userId: manager.id, role: 'manager' },
    { companyId: globex.id, userId: rival.id, role: 'owner' },
  ]);
  await db.insert(staffMembers).values({ userId: staff.id, grantedBy: 'test' });
  const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
  if (!country) throw new Error('seed the countries first');

  const nextIp = addressSequence(prefix);
  const call = apiCaller(() => server.app, nextIp);
  const upload = (
    token: string | undefined,
    file: Buffer,
    name = 'register.pdf',
    slug = 'acme-verify',
    remoteAddress = nextIp(),
  ) => {
    const body = multipart('document', file, name, 'application/pdf');
    return server.app.inject({
      method: 'POST',
      url: `/api/companies/${slug}/verification/documents`,
      remoteAddress,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };
  let keys = 0;
  /** A valid request body for Acme with the given documents. */
  const requestBody = (documentIds: number[], extra: Record<string, unknown> = {}) => ({
    registration_number: 'HRB 123456',
    country_id: country.id,
    email: 'legal@acme-verify.test',
    document_ids: documentIds,
    idempotency_key: `verification-key-${prefix.replace(/\W/g, '-')}-${(keys += 1)}-0000`,
    ...extra,
  });
  /** The token of the newest confirmation link e-mailed to `address`. */
  const linkTokenTo = async (address: string) => {
    await server.app.mailQueue.drain();
    const link = linkIn(
      mailer.lastTo(address),
      TEST_PUBLIC_URL,
      '/dashboard/company/verification/confirm',
    );
    const token = link.searchParams.get('token');
    if (!token) throw new Error('no token in the link');
    return token;
  };

  return {
    server,
    db,
    mailer,
    clock: {
      advanceDays(days: number) {
        offsetMs += days * 86_400_000;
      },
      now: () => clock.now(),
    },
    acme,
    globex,
    countryId: country.id,
    people: { owner, manager, rival, staff, stranger },
    call,
    upload,
    requestBody,
    linkTokenTo,
    nextIp,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type VerificationWorld = Awaited<ReturnType<typeof verificationWorld>>;
