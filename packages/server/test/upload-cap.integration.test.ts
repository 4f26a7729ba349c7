import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLedger, valetUploads } from '../src/db/schema';
import { insertChattingPair } from './helpers/chat';
import { solvedCaptcha } from './helpers/captcha';
import { textFile, uploadChatAttachment, uploadValet } from './helpers/multipart';
import { referenceData } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';

/*
 * Issue 34: a global cap on uploads nobody has sent yet (0.2 MB here: 209,715 bytes). A new upload
 * that would pass it first deletes the oldest unsent ones, file and records, never one a
 * submitted project or a sent message names, even when its claim was missed.
 */

const KB = 1000;
const MINUTE = 60_000;

let server: TestServer;
let current = Date.now();
const clock = { now: () => new Date(current) };
let host = 0;
const nextIp = () => `10.40.${Math.floor(host / 200)}.${(host++ % 200) + 1}`;

beforeAll(async () => {
  server = await buildTestServer({
    companies: 2,
    clock,
    config: { CAPTCHA_DIFFICULTY: '4', UPLOAD_UNCLAIMED_CAP_MB: '0.2' },
  });
});

afterAll(async () => {
  await server?.close();
});

/** An anonymous brief of 60 kB, a minute after the previous upload: its stored path. */
async function brief(): Promise<string> {
  current += MINUTE;
  const response = await uploadValet(server.app, { ip: nextIp(), file: textFile(60 * KB) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.path;
}

async function exists(path: string) {
  const db = server.app.database.db;
  return {
    file: await server.app.storage.has(path),
    valet: (await db.$count(valetUploads, eq(valetUploads.path, path))) === 1,
    ledger: (await db.$count(uploadLedger, eq(uploadLedger.path, path))) === 1,
  };
}
const kept = { file: true, valet: true, ledger: true };
const gone = { file: false, valet: false, ledger: false };

async function unsentBytes(): Promise<number> {
  const [row] = await server.app.database.db
    .select({ bytes: sql<string>`coalesce(sum(${uploadLedger.size}), 0)` })
    .from(uploadLedger)
    .where(isNull(uploadLedger.claimedAt));
  return Number(row?.bytes);
}

async function submitProject(files: string[]) {
  const ref = await referenceData(server.app.database.db);
  const ip = nextIp();
  return server.app.inject({
    method: 'POST',
    url: '/api/valet/projects',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      title: 'A shop with a cap',
      name: 'Bea Buyer',
      email: 'bea@cap.test',
      company_country: ref.cities[0].countryId,
      services: [ref.services[0].id],
      project_start: 'not-sure',
      project_budget: null,
      project_stage: 'planning',
      project_description: 'We need a small online shop for our bakery, with delivery slots.',
      files,
      captcha: await solvedCaptcha(server.app, ip),
      idempotency_key: `cap-${files
        .join('-')
        .replace(/[^a-z0-9]/g, '')
        .slice(-40)}`,
    }),
  });
}

describe('the cap on unsent uploads', () => {
  it('deletes the oldest unsent uploads first, never a submitted or sent one', async () => {
    const app = server.app;
    const oldest = await brief();
    const submitted = await brief();
    expect((await submitProject([submitted])).statusCode).toBe(200);

    current += MINUTE;
    const { alice, conversationId } = await insertChattingPair(app.database.db, 'cap.test');
    const attachment = await uploadChatAttachment(app, {
      ip: nextIp(),
      conversationId,
      token: alice.token,
      file: textFile(60 * KB, 'agenda.txt'),
    });
    const sentPath: string = attachment.json().data.path;
    const message = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'Agenda', attachments: [{ path: sentPath, name: 'a.txt' }] }),
    });
    expect(message.statusCode).toBe(200);

    const second = await brief();
    const third = await brief();
    // Three unsent (180 kB) fit under the cap: nothing is deleted yet.
    expect(await exists(oldest)).toEqual(kept);
    const fourth = await brief();
    // The fourth would make 240 kB: the oldest unsent goes, older sent ones stay.
    expect(await exists(oldest)).toEqual(gone);
    for (const path of [submitted, second, third, fourth]) expect(await exists(path)).toEqual(kept);
    expect(await app.storage.has(sentPath)).toBe(true);
    expect(await unsentBytes()).toBe(180 * KB);
    // Its path is forgotten: a project can no longer name it.
    const naming = await submitProject([oldest]);
    expect(naming.statusCode).toBe(400);
    expect(naming.json().fields[0].field).toBe('files');
  });

  it('keeps a file a project names even when its claim was missed, and claims it then', async () => {
    const app = server.app;
    const db = app.database.db;
    const rows = await db.select().from(uploadLedger).where(isNull(uploadLedger.claimedAt));
    const unsent = rows.map((row) => row.path);
    expect(unsent).toHaveLength(3);
    // The submitted brief, as if the request had ended between storing the project and the claim.
    const [submitted] = await db
      .select({ path: uploadLedger.path })
      .from(uploadLedger)
      .where(sql`${uploadLedger.claimedAt} IS NOT NULL AND ${uploadLedger.purpose} = 'valet'`);
    if (!submitted) throw new Error('no submitted brief');
    await db
      .update(uploadLedger)
      .set({ claimedAt: null })
      .where(eq(uploadLedger.path, submitted.path));

    const newest = await brief();
    expect(await exists(submitted.path)).toEqual(kept);
    const [again] = await db
      .select()
      .from(uploadLedger)
      .where(eq(uploadLedger.path, submitted.path));
    expect(again?.claimedAt).not.toBeNull();
    // The oldest unsent one went instead.
    const [first, ...others] = unsent.sort(
      (a, b) =>
        (rows.find((row) => row.path === a)?.createdAt.getTime() ?? 0) -
        (rows.find((row) => row.path === b)?.createdAt.getTime() ?? 0),
    );
    expect(await exists(first ?? '')).toEqual(gone);
    for (const path of [...others, newest]) expect(await exists(path)).toEqual(kept);
    expect(await unsentBytes()).toBeLessThanOrEqual(Math.round(0.2 * 1024 * 1024));
  });

  it('forgets the ledger’s rows a day on, with the files the periodic sweep deletes', async () => {
    const app = server.app;
    const db = app.database.db;
    const unsent = (await db.select().from(uploadLedger).where(isNull(uploadLedger.claimedAt))).map(
      (row) => row.path,
    );
    expect(unsent).toHaveLength(3);
    current += 25 * 60 * MINUTE;
    const swept = await app.sweepUploads();
    expect(swept.deleted).toEqual(expect.arrayContaining(unsent));
    expect(await db.$count(uploadLedger, inArray(uploadLedger.path, unsent))).toBe(0);
    // Sent ones stay stored; no quota counts anything that old, so the ledger forgets them too.
    expect(await db.$count(uploadLedger)).toBe(0);
    const projectFiles = await db.select({ path: valetUploads.path }).from(valetUploads);
    for (const { path } of projectFiles) expect(await app.storage.has(path)).toBe(true);
  });
});
