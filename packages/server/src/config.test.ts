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
