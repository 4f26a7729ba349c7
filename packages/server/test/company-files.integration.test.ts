import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyMembers } from '../src/db/schema';
import { createDiskStorage } from '../src/storage/disk';
import { addressSequence } from './helpers/addresses';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let directory: string;
let companyId: number;
let member: { id: string; token: string };
let outsider: { id: string; token: string };
const nextIp = addressSequence('10.18');
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
function multipart(field: string, file: Buffer, filename: string, type: string) {
  const boundary = `----atlas${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string | undefined, body: ReturnType<typeof multipart>, slug = 'logo-co') {
  return server.app.inject({
    method: 'PUT',
    url: `/api/companies/${slug}/logo`,
    remoteAddress: nextIp(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

const stored = async () =>
  readdir(path.join(directory, 'logos', String(companyId))).catch(() => [] as string[]);

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'atlas-files-'));
  server = await buildTestServer({
    companies: 1,
    storage: createDiskStorage(directory),
    clock,
  });
  const db = server.app.database.db;
  const company = await insertBareCompany(db, 'logo-co');
  companyId = company.id;
  member = await insertSignedInUser(db, 'manager@logo-co.test', 'Maria Manager');
  outsider = await insertSignedInUser(db, 'owner@elsewhere.test', 'Otto Outsider');
  await db.insert(companyMembers).values({ companyId, userId: member.id, role: 'manager' });
  const other = await insertBareCompany(db, 'elsewhere');
  await db
    .insert(companyMembers)
    .values({ companyId: other.id, userId: outsider.id, role: 'owner' });
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('PUT /api/companies/{slug}/logo', () => {
  it('stores a member’s image as WebP, serves it for good, and replaces the old file', async () => {
    const first = await upload(
      member.token,
      multipart('logo', await png(800, 600, '#ff0000'), 'logo.png', 'image/png'),
    );
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.logo_url;
    expect(url).toMatch(new RegExp(`^/uploads/logos/${companyId}/[0-9a-f]{32}\\.webp$`));

    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 300]);

    const [row] = await server.app.database.db
      .select({ logoPath: companies.logoPath })
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(`/uploads/${row?.logoPath}`).toBe(url);

    // A new logo replaces the file; the old one is deleted.
    const second = await upload(
      member.token,
      // The name and the declared type lie: the content decides.
      multipart('logo', await png(300, 300, '#00ff00'), 'logo.txt', 'text/plain'),
    );
    expect(second.statusCode).toBe(200);
    expect(await stored()).toEqual([path.basename(second.json().data.logo_url)]);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const audit = await server.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'company.logo'));
    expect(audit).toHaveLength(2);
  });

  it('refuses what is not an image, naming the field, and stores nothing', async () => {
    const before = await stored();
    const response = await upload(
      member.token,
      multipart('logo', Buffer.from('%PDF-1.4 not really'), 'logo.png', 'image/png'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'logo' })]);
    expect(await stored()).toEqual(before);

    const json = await server.app.inject({
      method: 'PUT',
      url: '/api/companies/logo-co/logo',
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses an image over 5 MB', async () => {
    const response = await upload(
      member.token,
      multipart('logo', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^logo: /);
  });

  it('is a 404 for another company’s member and a 401 signed out', async () => {
    const body = multipart('logo', await png(50, 50, '#0000ff'), 'a.png', 'image/png');
    expect((await upload(outsider.token, body)).statusCode).toBe(404);
    expect((await upload(undefined, body)).statusCode).toBe(401);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/companies/logo-co/logo',
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(removed.statusCode).toBe(404);
  });

  it('removes the logo and its file', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/companies/logo-co/logo',
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.logo_url).toBeNull();
    expect(await stored()).toEqual([]);
  });
});

describe('GET /uploads/{key}', () => {
  it('is a 404 for anything that is not a stored key', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e/x', '/uploads/logos/none.webp'])
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('uploads nobody saved', () => {
  // Files are named by their content: each upload its own colour.
  const put = async (what: 'logo' | 'images', field: string, colour: string) => {
    const body = multipart(field, await png(64, 48, colour), 'a.png', 'image/png');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/companies/logo-co/${what}`,
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { path?: string; logo_url?: string };
  };

  it('are deleted after a day; saved ones and the logo stay', async () => {
    const unsaved = await put('images', 'image', '#3366cc');
    const saved = await put('images', 'image', '#cc6633');
    await put('logo', 'logo', '#33cc66');
    const step = await server.app.inject({
      method: 'PUT',
      url: '/api/companies/logo-co/editing/portfolio',
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [{ name: 'A shop for bakers', image_path: saved.path, description: '' }],
      }),
    });
    expect(step.statusCode).toBe(200);

    // Within the day nothing goes: the person may still be editing.
    expect((await server.app.sweepUploads()).deleted).toEqual([]);
    offsetMs = 25 * 60 * 60 * 1000;
    try {
      const swept = await server.app.sweepUploads();
      // The unsaved image goes with its AVIF twin; the saved one's twin stays with it.
      expect(swept.deleted.sort()).toEqual(
        [unsaved.path, unsaved.path?.replace(/\.webp$/, '.avif')].sort(),
      );
      expect(swept.checked).toBe(5);
    } finally {
      offsetMs = 0;
    }
    expect(await server.app.storage.has(unsaved.path ?? '')).toBe(false);
    expect(await server.app.storage.has(saved.path ?? '')).toBe(true);
    expect(await server.app.storage.has((saved.path ?? '').replace(/\.webp$/, '.avif'))).toBe(true);
    expect(await stored()).toHaveLength(1);
  });
});
