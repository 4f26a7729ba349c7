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

  it('lists the settings nothing reads yet that are set, by name', () => {
    expect(loadConfig({}).ignoredSettings).toEqual([]);
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'files', S3_ENDPOINT: '' })
        .ignoredSettings,
    ).toEqual(['REDIS_URL', 'S3_BUCKET']);
    // Still checked: a bad value stops the start as before.
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
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
