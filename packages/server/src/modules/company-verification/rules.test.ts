import { describe, expect, it } from 'vitest';
import { addMonths } from '../../lib/calendar';
import { verificationState, type RequestFacts } from './rules';

const now = new Date('2026-03-01T10:00:00Z');
const day = 86_400_000;
const approved = (expiresInDays: number): RequestFacts => ({
  status: 'approved',
  emailConfirmedAt: now,
  expiresAt: new Date(now.getTime() + expiresInDays * day),
});

describe('company verification rules (issue 33)', () => {
  it('adds calendar months, the day kept within the month', () => {
    expect(addMonths(new Date('2026-03-01T10:00:00Z'), 12).toISOString()).toBe(
      '2027-03-01T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addMonths(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  it('reads an approved verification past its end as expired, before any job runs', () => {
    const current = approved(-1);
    expect(verificationState({ verified: true, latest: current, current, now })).toEqual({
      state: 'expired',
      verifiedUntil: null,
      canRequest: true,
    });
  });

  it('lets a verified company renew only in the last 30 days', () => {
    const far = approved(100);
    expect(verificationState({ verified: true, latest: far, current: far, now })).toMatchObject({
      state: 'verified',
      canRequest: false,
    });
    const near = approved(20);
    expect(verificationState({ verified: true, latest: near, current: near, now })).toMatchObject({
      state: 'verified',
      canRequest: true,
    });
  });

  it('shows a waiting renewal as waiting, and a rejected renewal as still verified', () => {
    const current = approved(20);
    const waiting: RequestFacts = { status: 'pending', emailConfirmedAt: null, expiresAt: null };
    expect(verificationState({ verified: true, latest: waiting, current, now })).toMatchObject({
      state: 'pending',
      verifiedUntil: current.expiresAt,
      canRequest: false,
    });
    const rejected: RequestFacts = { status: 'rejected', emailConfirmedAt: now, expiresAt: null };
    expect(verificationState({ verified: true, latest: rejected, current, now }).state).toBe(
      'verified',
    );
    expect(verificationState({ verified: false, latest: rejected, current: null, now })).toEqual({
      state: 'rejected',
      verifiedUntil: null,
      canRequest: true,
    });
  });

  it('keeps a company verified before requests existed as it is', () => {
    expect(verificationState({ verified: true, latest: null, current: null, now })).toEqual({
      state: 'verified',
      verifiedUntil: null,
      canRequest: false,
    });
  });
});
