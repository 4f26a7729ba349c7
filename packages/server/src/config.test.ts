import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a machine with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      brandName: 'Agency Atlas',
      maintenance: false,
      allowedForPromo: [],
      apiBaseUrl: '/api',
      seedDemoData: true,
    });
  });

  it('trusts no proxy unless told, then a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://a.example' }).publicUrlConfigured).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/atlas',
      PUBLIC_URL: 'https://example.org/',
      MAINTENANCE: 'true',
      ALLOWED_FOR_PROMO: 'malaysia, united-kingdom',
      AWARDS_2025_VOTING_END: '2025-12-01T00:00:00Z',
      AWARDS_2025_VOTING_PHASE: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/atlas');
    expect(config.publicUrl).toBe('https://example.org');
    expect(config.maintenance).toBe(true);
    expect(config.allowedForPromo).toEqual(['malaysia', 'united-kingdom']);
    expect(config.awards['2025']).toEqual({
      votingEnd: '2025-12-01T00:00:00.000Z',
      votingPhase: true,
    });
  });

  it('keeps files on disk without S3_*, and wants all of S3_* or none', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: '' })).toThrow(
      /S3_ENDPOINT: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    // Still checked: a bad value stops the start as before.
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });

  it('picks the realtime fan-out: Redis with REDIS_URL, else PostgreSQL with DATABASE_URL, else in-process', () => {
    expect(loadConfig({}).realtime.fanout).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/atlas' }).realtime.fanout).toBe('postgres');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/atlas', REDIS_URL: 'redis://cache:6379' }).realtime
        .fanout,
    ).toBe('redis');
    expect(loadConfig({ REALTIME_FANOUT: 'memory', REDIS_URL: 'redis://c' }).realtime.fanout).toBe(
      'memory',
    );
    expect(() => loadConfig({ REALTIME_HEARTBEAT_MS: '5' })).toThrow(/REALTIME_HEARTBEAT_MS/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'nope'],
    ['MAINTENANCE', 'maybe'],
    ['AWARDS_2025_VOTING_END', 'next tuesday'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});

describe('loadConfig: accounts', () => {
  it('writes mail to the outbox page outside production only, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).auth.outboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).auth.outboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' }).auth.outboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', OUTBOX_PAGE: 'false' }).auth.outboxPage).toBe(
      false,
    );
  });

  it('enables an OpenID provider only with both its client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).auth.oauth).toEqual({});
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).auth.oauth,
    ).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
  });

  it('uses reCAPTCHA only with both keys, the proof of work otherwise', () => {
    expect(loadConfig({}).auth.captcha).toEqual({ difficulty: 14, recaptcha: undefined });
    expect(
      loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }).auth.captcha
        .recaptcha,
    ).toMatchObject({ siteKey: 'site', version: 'v3' });
  });

  it('derives the sender from the brand and the public host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://atlas.example' }).auth.mailFrom).toBe(
      'Agency Atlas <no-reply@atlas.example>',
    );
  });

  it.each([
    ['CAPTCHA_DIFFICULTY', '99'],
    ['OUTBOX_PAGE', 'perhaps'],
    ['RECAPTCHA_VERSION', 'v9'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`  ${name}: `));
  });
});
