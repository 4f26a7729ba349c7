import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../src/db/schema';
import { addressSequence } from './helpers/addresses';
import { companyScopedCalls, unmarkedCompanyCalls, type ScopedCall } from './helpers/company-scope';
import { insertBareCompany } from './helpers/profile-fixtures';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/** A 1 × 1 PNG, for the upload calls. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: TestServer;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
const nextIp = addressSequence('10.22');

async function send(call: ScopedCall, token: string, slug: string) {
  const url = call.url.replace('/companies/scoped-acme/', `/companies/${slug}/`);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (call.upload) {
    const boundary = 'scope-test-boundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${call.upload}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({
      method: call.method,
      url,
      headers,
      payload,
      remoteAddress: nextIp(),
    });
  }
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return server.app.inject({
    method: call.method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
  });
}

beforeAll(async () => {
  server = await buildTestServer({ companies: 1 });
  const db = server.app.database.db;
  const acme = await insertBareCompany(db, 'scoped-acme');
  const globex = await insertBareCompany(db, 'scoped-globex');
  owner = await insertSignedInUser(db, 'owner@scoped-acme.test', 'Acme Owner');
  stranger = await insertSignedInUser(db, 'owner@scoped-globex.test', 'Globex Owner');
  await db.insert(companyMembers).values([
    { companyId: acme.id, userId: owner.id, role: 'owner' },
    { companyId: globex.id, userId: stranger.id, role: 'owner' },
  ]);
});

afterAll(() => server?.close());

describe('company-scoped calls', () => {
  it('are all marked: no signed-in call under /companies/{slug}/ forgets who may make it', async () => {
    expect(await unmarkedCompanyCalls()).toEqual([]);
  });

  it("answer another company's member exactly as for a company that does not exist", async () => {
    const calls = await companyScopedCalls('scoped-acme');
    expect(calls.length).toBeGreaterThanOrEqual(14);
    for (const call of calls) {
      const refused = await send(call, stranger.token, 'scoped-acme');
      expect(refused.statusCode, `${call.name} as another company's member`).toBe(404);
      const missing = await send(call, stranger.token, 'no-such-company');
      expect(missing.statusCode, `${call.name} on no company`).toBe(404);
      expect(refused.json().message, call.name).toBe(
        missing.json().message.replace('no-such-company', 'scoped-acme'),
      );
      // The same call by the company's own owner gets past that door.
      const own = await send(call, owner.token, 'scoped-acme');
      expect(own.json().message ?? '', `${call.name} as the owner`).not.toBe(
        refused.json().message,
      );
    }
  });
});
