import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLedger, valetUploads } from '../src/db/schema';
import { insertChattingPair } from './helpers/chat';
import { solvedCaptcha } from './helpers/captcha';
import { textFile, uploadChatAttachment, uploadValet } from './helpers/multipart';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

/*
 * Issue 34: byte quotas on valet uploads and chat attachments, counted in the database per network
 * (an IPv4 /24, an IPv6 /48) and per account, per hour and per day; anonymous valet uploads need a
 * solved captcha. Small limits here, so a few kilobytes reach them; the clock is moved, never waited.
 */

const KB = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let current = Date.now();
const clock = { now: () => new Date(current) };
const advance = (ms: number) => {
  current += ms;
};

/** A new address on every call within a /24 (`10.34.1` gives 10.34.1.1, 10.34.1.2 …). */
function network(prefix: string): () => string {
  let host = 0;
  return () => `${prefix}.${(host += 1)}`;
}

beforeAll(async () => {
  server = await buildTestServer({
    clock,
    config: {
      CAPTCHA_DIFFICULTY: '4',
      // 0.1 MB is 104,858 bytes: two files of 40 kB fit an hour, a third does not.
      UPLOAD_ANONYMOUS_NETWORK_MB_PER_HOUR: '0.1',
      UPLOAD_ANONYMOUS_NETWORK_MB_PER_DAY: '0.25',
      UPLOAD_ACCOUNT_MB_PER_HOUR: '0.2',
      UPLOAD_ACCOUNT_MB_PER_DAY: '0.5',
      UPLOAD_NETWORK_MB_PER_HOUR: '0.3',
      UPLOAD_NETWORK_MB_PER_DAY: '1',
    },
  });
});

afterAll(async () => {
  await server?.close();
});

function expectQuota(response: Awaited<ReturnType<typeof uploadValet>>, text: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toMatch(text);
  return Number(response.headers['retry-after']);
}

describe('anonymous valet uploads', () => {
  it('need a solved captcha, checked before the file is stored', async () => {
    const app = server.app;
    const ip = network('10.34.9')();
    const before = await app.database.db.$count(valetUploads);
    for (const captcha of [null, '', 'not-a-solution']) {
      const refused = await uploadValet(app, { ip, file: textFile(10), captcha });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].field).toBe('captcha');
    }
    // A solution is spent by its upload: the same one again is refused.
    const solution = await solvedCaptcha(app, ip);
    expect((await uploadValet(app, { ip, file: textFile(10), captcha: solution })).statusCode).toBe(
      200,
    );
    expect((await uploadValet(app, { ip, file: textFile(10), captcha: solution })).statusCode).toBe(
      400,
    );
    expect(await app.database.db.$count(valetUploads)).toBe(before + 1);
    // Signed in, no captcha is asked.
    const user = await insertSignedInUser(app.database.db, 'captcha-free@quota.test');
    const signedIn = await uploadValet(app, { ip, file: textFile(10), token: user.token });
    expect(signedIn.statusCode).toBe(200);
  });

  it('take at most the hourly bytes per network, whatever address of it, and say so with Retry-After', async () => {
    const app = server.app;
    const office = network('10.34.1');
    const neighbour = network('10.34.2');
    for (let index = 0; index < 2; index += 1)
      expect((await uploadValet(app, { ip: office(), file: textFile(40 * KB) })).statusCode).toBe(
        200,
      );
    const third = await uploadValet(app, { ip: office(), file: textFile(40 * KB) });
    const wait = expectQuota(
      third,
      /^You have uploaded 0\.07 MB from this network in the last hour; this file would take it past 0\.1 MB, the most we accept\. Please wait 60 minutes and try again\.$/,
    );
    expect(wait).toBe(3600);
    // Another network is not affected.
    expect((await uploadValet(app, { ip: neighbour(), file: textFile(40 * KB) })).statusCode).toBe(
      200,
    );
    // Half an hour on, half the wait; an hour on, the first files have left the window.
    advance(30 * MINUTE);
    const later = await uploadValet(app, { ip: office(), file: textFile(40 * KB) });
    expect(expectQuota(later, /Please wait 30 minutes and try again\.$/)).toBe(1800);
    advance(30 * MINUTE);
    expect((await uploadValet(app, { ip: office(), file: textFile(40 * KB) })).statusCode).toBe(
      200,
    );
  });

  it('count IPv6 addresses per /48, so rotating addresses inside it does not help', async () => {
    const app = server.app;
    const ok = await uploadValet(app, { ip: '2001:db8:34:1::1', file: textFile(60 * KB) });
    expect(ok.statusCode).toBe(200);
    const rotated = await uploadValet(app, { ip: '2001:db8:34:ffff::9', file: textFile(60 * KB) });
    expectQuota(rotated, /from this network in the last hour/);
    const elsewhere = await uploadValet(app, { ip: '2001:db8:35:1::1', file: textFile(60 * KB) });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('take at most the daily bytes per network, across hours', async () => {
    const app = server.app;
    const cafe = network('10.34.3');
    for (let hour = 0; hour < 3; hour += 1) {
      for (let index = 0; index < 2; index += 1)
        expect((await uploadValet(app, { ip: cafe(), file: textFile(40 * KB) })).statusCode).toBe(
          200,
        );
      advance(HOUR);
    }
    const refused = await uploadValet(app, { ip: cafe(), file: textFile(40 * KB) });
    const wait = expectQuota(
      refused,
      /^You have uploaded 0\.22 MB from this network in the last 24 hours; this file would take it past 0\.25 MB, the most we accept\. Please wait 21 hours and try again\.$/,
    );
    expect(wait).toBe(21 * 3600);
  });

  it('never overshoot with parallel requests: the count and the record take turns', async () => {
    const app = server.app;
    const burst = network('10.34.4');
    const addresses = Array.from({ length: 6 }, () => burst());
    const captchas = await Promise.all(addresses.map((ip) => solvedCaptcha(app, ip)));
    const answers = await Promise.all(
      addresses.map((ip, index) =>
        uploadValet(app, { ip, file: textFile(40 * KB), captcha: captchas[index] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const stored = await app.database.db
      .select()
      .from(uploadLedger)
      .where(eq(uploadLedger.network, '10.34.4.0/24'));
    expect(stored.map((row) => row.size)).toEqual([40 * KB, 40 * KB]);
  });

  it('refuses a file over the size of one with a 413 that names it', async () => {
    const app = server.app;
    const response = await uploadValet(app, {
      ip: network('10.34.5')(),
      file: textFile(10 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'file: the file is larger than 10 MB, the most we accept for one file',
    );
  });
});

describe('signed-in uploads', () => {
  it('count valet files and chat attachments of one account together, from any network', async () => {
    const app = server.app;
    const { alice, conversationId } = await insertChattingPair(app.database.db, 'account.quota');
    const valet = await uploadValet(app, {
      ip: '10.35.1.1',
      file: textFile(80 * KB),
      token: alice.token,
    });
    expect(valet.statusCode).toBe(200);
    const chat = await uploadChatAttachment(app, {
      ip: '10.35.2.1',
      conversationId,
      token: alice.token,
      file: textFile(80 * KB, 'notes.txt'),
    });
    expect(chat.statusCode).toBe(200);
    const third = await uploadValet(app, {
      ip: '10.35.3.1',
      file: textFile(80 * KB),
      token: alice.token,
    });
    expectQuota(
      third,
      /^You have uploaded 0\.15 MB with this account in the last hour; this file would take it past 0\.2 MB, the most we accept\. Please wait 60 minutes and try again\.$/,
    );
    // Someone else on that network is not held to Alice's account.
    const bea = await insertSignedInUser(app.database.db, 'bea@account.quota');
    expect(
      (await uploadValet(app, { ip: '10.35.3.2', file: textFile(80 * KB), token: bea.token }))
        .statusCode,
    ).toBe(200);
  });

  it('add up per network, so a few accounts on one network cannot multiply the account quota', async () => {
    const app = server.app;
    const shared = network('10.35.9');
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const user = await insertSignedInUser(app.database.db, `member${index}@network.quota`);
      const answer = await uploadValet(app, {
        ip: shared(),
        file: textFile(80 * KB),
        token: user.token,
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429)
        expect(answer.json().message).toMatch(
          /^You have uploaded 0\.22 MB from this network in the last hour; this file would take it past 0\.3 MB/,
        );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('chat attachments', () => {
  it('are held to the account quota with a 429 naming it and Retry-After', async () => {
    const app = server.app;
    const { bob, conversationId } = await insertChattingPair(app.database.db, 'chat.quota');
    const send = (ip: string) =>
      uploadChatAttachment(app, { ip, conversationId, token: bob.token, file: textFile(90 * KB) });
    expect((await send('10.36.1.1')).statusCode).toBe(200);
    expect((await send('10.36.2.1')).statusCode).toBe(200);
    const refused = await send('10.36.3.1');
    expect(expectQuota(refused, /with this account in the last hour/)).toBe(3600);
    expect(refused.json().message).toContain('0.2 MB, the most we accept');
    // Recorded for the ledger: which of them were never sent.
    const rows = await app.database.db
      .select()
      .from(uploadLedger)
      .where(eq(uploadLedger.userId, bob.id));
    expect(rows.map((row) => [row.purpose, row.claimedAt])).toEqual([
      ['chat', null],
      ['chat', null],
    ]);
  });

  it('are marked sent when a message names them', async () => {
    const app = server.app;
    const { alice, conversationId } = await insertChattingPair(app.database.db, 'chat.claim');
    const uploaded = await uploadChatAttachment(app, {
      ip: '10.36.9.1',
      conversationId,
      token: alice.token,
      file: textFile(1 * KB, 'agenda.txt'),
    });
    const path: string = uploaded.json().data.path;
    const sent = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      remoteAddress: '10.36.9.1',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'The agenda', attachments: [{ path, name: 'agenda.txt' }] }),
    });
    expect(sent.statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(uploadLedger)
      .where(eq(uploadLedger.path, path));
    expect(row?.claimedAt).toEqual(clock.now());
  });
});
