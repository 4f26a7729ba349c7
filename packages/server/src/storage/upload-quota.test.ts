import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  DAY_MS,
  firstExceeded,
  HOUR_MS,
  inMegabytes,
  lockKeyOf,
  quotaError,
  quotasFor,
  waitInWords,
} from './upload-quota';

const MB = 1024 * 1024;
const limits = loadConfig({}).uploads;

describe('the upload quotas', () => {
  it('default to 50/200 MB per anonymous network, 200/1000 MB per account, 500/2000 MB per network, a 2000 MB cap', () => {
    expect(limits).toEqual({
      anonymousNetwork: { perHour: 50 * MB, perDay: 200 * MB },
      account: { perHour: 200 * MB, perDay: 1000 * MB },
      network: { perHour: 500 * MB, perDay: 2000 * MB },
      unclaimedCapBytes: 2000 * MB,
    });
  });

  it('hold an anonymous upload to its network, a signed-in one to its account, both to the network in all', () => {
    const network = '203.0.113.0/24';
    const anonymous = quotasFor(limits, { userId: null, network });
    expect(anonymous.map((quota) => [quota.scope.kind, quota.windowMs, quota.limitBytes])).toEqual([
      ['anonymous-network', HOUR_MS, 50 * MB],
      ['anonymous-network', DAY_MS, 200 * MB],
      ['network', HOUR_MS, 500 * MB],
      ['network', DAY_MS, 2000 * MB],
    ]);
    const signedIn = quotasFor(limits, { userId: 'u1', network });
    expect(signedIn.map((quota) => quota.scope.kind)).toEqual([
      'account',
      'account',
      'network',
      'network',
    ]);
    // One lock per network, whichever of its quotas counts.
    expect(new Set(anonymous.map((quota) => lockKeyOf(quota.scope))).size).toBe(1);
  });

  it('refuse the first quota the file would pass', () => {
    const quotas = quotasFor(limits, { userId: null, network: '203.0.113.0/24' });
    expect(firstExceeded(quotas, [40 * MB, 40 * MB, 0, 0], 10 * MB)).toBeNull();
    expect(firstExceeded(quotas, [45 * MB, 45 * MB, 0, 0], 10 * MB)).toEqual({
      quota: quotas[0],
      usedBytes: 45 * MB,
    });
    expect(firstExceeded(quotas, [0, 195 * MB, 0, 0], 10 * MB)?.quota).toBe(quotas[1]);
  });

  it('say the amount, whose, the window, the limit and the wait', () => {
    const [hourly] = quotasFor(limits, { userId: null, network: '203.0.113.0/24' });
    if (!hourly) throw new Error('no quota');
    const now = new Date('2026-12-01T10:00:00Z');
    const error = quotaError(
      { quota: hourly, usedBytes: 50 * MB, retryAt: new Date(now.getTime() + 12 * 60_000) },
      now,
    );
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(
      'You have uploaded 50 MB from this network in the last hour, the most we accept. Please wait 12 minutes and try again.',
    );
    expect(error.retryAfterSeconds).toBe(720);
    // Never rounded up to the limit it has not reached.
    expect(inMegabytes(49.97 * MB, 'down')).toBe('49.9 MB');
    expect(inMegabytes(0.0763 * MB, 'down')).toBe('0.07 MB');
    expect(inMegabytes(2000 * MB)).toBe('2000 MB');
  });

  it('put a wait in seconds, minutes or hours', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(90)).toBe('90 seconds');
    expect(waitInWords(91)).toBe('2 minutes');
    expect(waitInWords(5400)).toBe('90 minutes');
    expect(waitInWords(21 * 3600)).toBe('21 hours');
  });
});
