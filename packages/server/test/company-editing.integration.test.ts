import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyFocuses, companyMembers, companySearch } from '../src/db/schema';
import { createDiskStorage } from '../src/storage/disk';
import { addressSequence } from './helpers/addresses';
import { apiCaller } from './helpers/inject';
import { insertBareCompany, referenceData } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let directory: string;
let member: { id: string; token: string };
let outsider: { id: string; token: string };
let companyId: number;
let ref: Awaited<ReturnType<typeof referenceData>>;
const nextIp = addressSequence('10.20');
const slug = 'edited-co';

const call = apiCaller(() => server.app, nextIp);

const basics = (overrides: Record<string, unknown> = {}) => ({
  name: 'Edited <b>Co</b>',
  summary: 'We design and build online shops for retailers.',
  website: 'https://edited.test',
  email: 'hello@edited.test',
  emails: ['sales@edited.test'],
  description: '<p>We build <strong>shops</strong>.</p><p></p><script>alert(1)</script>',
  project_size: 10000,
  company_size: 10,
  hourly_rate: null,
  founded_year: 2012,
  ...overrides,
});

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'atlas-editing-'));
  server = await buildTestServer({ companies: 2, storage: createDiskStorage(directory) });
  const db = server.app.database.db;
  ref = await referenceData(db);
  const company = await insertBareCompany(db, slug);
  companyId = company.id;
  member = await insertSignedInUser(db, 'editor@edited.test', 'Eddie Editor');
  outsider = await insertSignedInUser(db, 'owner@other.test', 'Other Owner');
  await db.insert(companyMembers).values({ companyId, userId: member.id, role: 'manager' });
  const other = await insertBareCompany(db, 'other-co');
  await db
    .insert(companyMembers)
    .values({ companyId: other.id, userId: outsider.id, role: 'owner' });
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

/** Uploads a generated PNG as a portfolio image; answers its stored path. */
async function uploadImage(token: string, colour: string): Promise<string> {
  const file = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = `----atlas${Date.now()}`;
  const response = await server.app.inject({
    method: 'PUT',
    url: `/api/companies/${slug}/images`,
    remoteAddress: nextIp(),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.path;
}

describe('the profile editor', () => {
  it('offers the taxonomy to pick from, each focus with its services', async () => {
    const response = await call('GET', '/api/company-editing/options');
    expect(response.statusCode).toBe(200);
    const options = response.json().data;
    expect(options.services.map((item: { id: number }) => item.id)).toContain(ref.services[0].id);
    expect(options.focuses.find((item: { id: number }) => item.id === ref.focus.id)).toMatchObject({
      service_ids: expect.any(Array),
    });
    expect(options.industries.length).toBeGreaterThan(0);
    expect(options.client_types.length).toBeGreaterThan(0);
  });

  it('loads a seeded company with every part of its profile', async () => {
    const db = server.app.database.db;
    const [seeded] = await db
      .select({ id: companySearch.companyId, slug: companySearch.slug })
      .from(companySearch)
      .where(ne(companySearch.slug, slug))
      .limit(1);
    if (!seeded) throw new Error('no seeded company');
    await db
      .insert(companyMembers)
      .values({ companyId: seeded.id, userId: member.id, role: 'owner' });
    const response = await call('GET', `/api/companies/${seeded.slug}/editing`, member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locations.locations.length).toBeGreaterThan(0);
  });

  it('answers 404 to anyone but a member, on every call', async () => {
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/api/companies/${slug}/editing`],
      ['PUT', `/api/companies/${slug}/editing/basics`, basics()],
      [
        'PUT',
        `/api/companies/${slug}/editing/faqs`,
        { founder: 'x', projects_year: '', project_cost: '', values: '' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, outsider.token, payload)).statusCode, url).toBe(404);
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });

  it('saves the basics sanitized, and the listing shows them at once', async () => {
    const response = await call(
      'PUT',
      `/api/companies/${slug}/editing/basics`,
      member.token,
      basics(),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.basics).toMatchObject({
      name: 'Edited Co',
      description: '<p>We build <strong>shops</strong>.</p>',
      emails: ['sales@edited.test'],
      founded_year: 2012,
    });
    const [row] = await server.app.database.db
      .select({ name: companySearch.name })
      .from(companySearch)
      .where(eq(companySearch.companyId, companyId));
    expect(row?.name).toBe('Edited Co');
    const audit = await server.app.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.action, 'company.edit.basics'));
    expect(audit[0]?.changes).toHaveProperty('name');
  });

  it('names the field of every basics rule that fails', async () => {
    const response = await call(
      'PUT',
      `/api/companies/${slug}/editing/basics`,
      member.token,
      basics({ website: 'edited.test', company_size: 3, founded_year: 1700 }),
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['website', 'company_size', 'founded_year']));
  });

  it('wants services that add up to 100, from the taxonomy; focuses are saved at 8 %', async () => {
    const [first, second] = ref.services;
    const wrong = await call('PUT', `/api/companies/${slug}/editing/services`, member.token, {
      services: [
        { service_id: first.id, percentage: 60 },
        { service_id: second.id, percentage: 30 },
      ],
      focuses: [],
      industries: [],
      client_types: [],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/add up to 100/);

    const unknown = await call('PUT', `/api/companies/${slug}/editing/services`, member.token, {
      services: [{ service_id: 32000, percentage: 100 }],
      focuses: [],
      industries: [],
      client_types: [],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ field: 'services' })]);

    const saved = await call('PUT', `/api/companies/${slug}/editing/services`, member.token, {
      services: [
        { service_id: first.id, percentage: 70 },
        { service_id: second.id, percentage: 30 },
      ],
      focuses: [ref.focus.id],
      industries: [{ industry_id: ref.industry.id, percentage: 100 }],
      client_types: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.services.services).toHaveLength(2);
    const focusRows = await server.app.database.db
      .select({ percentage: companyFocuses.percentage })
      .from(companyFocuses)
      .where(eq(companyFocuses.companyId, companyId));
    expect(focusRows).toEqual([{ percentage: 8 }]);
  });

  it('keeps exactly one headquarters, and can move it to a new office', async () => {
    const loaded = await call('GET', `/api/companies/${slug}/editing`, member.token);
    const [hq] = loaded.json().data.locations.locations;
    const [cityA, cityB] = ref.cities;
    const office = (overrides: Record<string, unknown>) => ({
      country_id: cityB.countryId,
      city_id: cityB.id,
      address: 'Rua 1',
      postcode: '1000-001',
      latitude: null,
      longitude: null,
      phone: '+351 21 123 4567',
      headquarter: false,
      ...overrides,
    });
    const twoHeads = await call('PUT', `/api/companies/${slug}/editing/locations`, member.token, {
      locations: [{ ...hq, headquarter: true }, office({ headquarter: true })],
    });
    expect(twoHeads.statusCode).toBe(400);

    const badPhone = await call('PUT', `/api/companies/${slug}/editing/locations`, member.token, {
      locations: [office({ headquarter: true, phone: 'call me maybe' })],
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/phone/);

    const wrongCountry = await call(
      'PUT',
      `/api/companies/${slug}/editing/locations`,
      member.token,
      {
        locations: [office({ headquarter: true, country_id: cityA.countryId === 1 ? 2 : 1 })],
      },
    );
    expect(wrongCountry.statusCode).toBe(400);

    const moved = await call('PUT', `/api/companies/${slug}/editing/locations`, member.token, {
      locations: [
        {
          id: hq.id,
          country_id: hq.country_id,
          city_id: hq.city_id,
          address: hq.address,
          postcode: hq.postcode,
          latitude: null,
          longitude: null,
          phone: '',
          headquarter: false,
        },
        office({ headquarter: true, address: 'New <i>HQ</i>' }),
      ],
    });
    expect(moved.statusCode).toBe(200);
    const offices = moved.json().data.locations.locations;
    expect(offices).toHaveLength(2);
    expect(offices.find((item: { id: number }) => item.id === hq.id).headquarter).toBe(false);
    expect(offices.find((item: { headquarter: boolean }) => item.headquarter)).toMatchObject({
      city_id: cityB.id,
      address: 'New HQ',
    });
  });

  it('saves the FAQ answers as plain text', async () => {
    const response = await call('PUT', `/api/companies/${slug}/editing/faqs`, member.token, {
      founder: 'Ana <script>x</script>Silva',
      projects_year: '40',
      project_cost: '$25,000',
      values: 'Care',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.faqs).toEqual({
      founder: 'Ana Silva',
      projects_year: '40',
      project_cost: '$25,000',
      values: 'Care',
    });
  });

  it('saves the portfolio in order with uploaded images, and deletes the images it drops', async () => {
    const first = await uploadImage(member.token, '#aa0000');
    const second = await uploadImage(member.token, '#00aa00');
    const foreign = `portfolio/${companyId + 1}/${'a'.repeat(32)}.webp`;
    const refused = await call('PUT', `/api/companies/${slug}/editing/portfolio`, member.token, {
      items: [{ name: 'Shop', image_path: foreign, description: '' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      expect.objectContaining({ field: 'items.0.image_path' }),
    ]);

    const saved = await call('PUT', `/api/companies/${slug}/editing/portfolio`, member.token, {
      items: [
        { name: 'Shop <b>rebuild</b>', image_path: first, description: 'A new store.' },
        { name: 'Booking app', image_path: second, description: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const items = saved.json().data.portfolio.items;
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Shop rebuild',
      'Booking app',
    ]);

    // Keep the second only: the first image is deleted.
    const kept = await call('PUT', `/api/companies/${slug}/editing/portfolio`, member.token, {
      items: [
        { id: items[1].id, name: 'Booking app', image_path: second, description: 'Now with text.' },
      ],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.portfolio.items).toEqual([
      expect.objectContaining({ id: items[1].id, description: 'Now with text.' }),
    ]);
    // The dropped image went with its AVIF twin; the kept one keeps both.
    expect((await readdir(path.join(directory, 'portfolio', String(companyId)))).sort()).toEqual(
      [path.basename(second).replace(/\.webp$/, '.avif'), path.basename(second)].sort(),
    );
  });
});
