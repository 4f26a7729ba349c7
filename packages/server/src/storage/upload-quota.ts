import type { UploadLimits } from '../config';
import { HttpError } from '../plugins/errors';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const MEGABYTE = 1024 * 1024;

/**
 * The network of an address that is no address (networkOf said null): all such uploads count as
 * one network, so an unreadable address is no way around the quota.
 */
export const UNKNOWN_NETWORK = '::/128';

/** Whose uploads a quota counts. */
export type QuotaScope =
  | { kind: 'anonymous-network'; network: string }
  | { kind: 'network'; network: string }
  | { kind: 'account'; userId: string };

/** At most `limitBytes` of the scope's uploads within the last `windowMs`. */
export interface Quota {
  scope: QuotaScope;
  windowMs: number;
  limitBytes: number;
}

/** Who is uploading: the account (null: nobody signed in) and the network of the address. */
export interface Uploader {
  userId: string | null;
  network: string;
}

/**
 * The quotas an upload is held to: anonymous ones per network (strict), signed-in ones per
 * account, and every one per network in all (so a few accounts on one network add up), each per
 * hour and per day.
 */
export function quotasFor(limits: UploadLimits, uploader: Uploader): Quota[] {
  const both = (scope: QuotaScope, quota: { perHour: number; perDay: number }): Quota[] => [
    { scope, windowMs: HOUR_MS, limitBytes: quota.perHour },
    { scope, windowMs: DAY_MS, limitBytes: quota.perDay },
  ];
  const network = uploader.network;
  return [
    ...(uploader.userId === null
      ? both({ kind: 'anonymous-network', network }, limits.anonymousNetwork)
      : both({ kind: 'account', userId: uploader.userId }, limits.account)),
    ...both({ kind: 'network', network }, limits.network),
  ];
}

/**
 * The advisory lock of a scope's counting: checks and records of one network (or one account)
 * take turns, so parallel uploads cannot all pass on the same count. Sorted by the caller.
 */
export function lockKeyOf(scope: QuotaScope): string {
  return scope.kind === 'account'
    ? `upload-quota:account:${scope.userId}`
    : `upload-quota:network:${scope.network}`;
}

/**
 * A size as people read it: `50 MB`, `49.7 MB`, `0.05 MB`. An amount used is rounded down, so
 * nobody is told they reached a limit they did not.
 */
export function inMegabytes(bytes: number, rounding: 'down' | 'nearest' = 'nearest'): string {
  const megabytes = bytes / MEGABYTE;
  const decimals = megabytes < 10 ? 2 : megabytes < 100 ? 1 : 0;
  const scale = 10 ** decimals;
  const round = rounding === 'down' ? Math.floor : Math.round;
  return `${round(megabytes * scale) / scale} MB`;
}

/** What a refused upload is told, and when it may come back. */
export interface QuotaRefusal {
  quota: Quota;
  /** Bytes of the scope already stored within the window. */
  usedBytes: number;
  /** When enough of them have left the window for this upload to fit. */
  retryAt: Date;
}

/** The first quota the upload would pass, or null when it fits them all. */
export function firstExceeded(
  quotas: readonly Quota[],
  usedBytes: readonly number[],
  size: number,
): { quota: Quota; usedBytes: number } | null {
  for (const [index, quota] of quotas.entries()) {
    const used = usedBytes[index] ?? 0;
    if (used + size > quota.limitBytes) return { quota, usedBytes: used };
  }
  return null;
}

/** Bytes that must leave the window before an upload of `size` fits `quota`. */
export function bytesToFree(exceeded: { quota: Quota; usedBytes: number }, size: number): number {
  return exceeded.usedBytes + size - exceeded.quota.limitBytes;
}

/** A wait in words: `45 seconds`, `12 minutes`, `21 hours`. */
export function waitInWords(seconds: number): string {
  const say = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds <= 90) return say(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 90 ? say(minutes, 'minute') : say(Math.ceil(minutes / 60), 'hour');
}

const WHO: Record<QuotaScope['kind'], string> = {
  'anonymous-network': 'from this network',
  network: 'from this network',
  account: 'with this account',
};

/**
 * The 429 of a quota: the amount, whose, the window and the limit in words, and the wait (also as
 * Retry-After): "You have uploaded 50 MB from this network in the last hour, the most we
 * accept. Please wait 12 minutes and try again."
 */
export function quotaError(refusal: QuotaRefusal, now: Date): HttpError {
  const { quota, usedBytes } = refusal;
  const seconds = Math.max(1, Math.ceil((refusal.retryAt.getTime() - now.getTime()) / 1000));
  const period = quota.windowMs === HOUR_MS ? 'the last hour' : 'the last 24 hours';
  const limit = inMegabytes(quota.limitBytes);
  const used = `You have uploaded ${inMegabytes(usedBytes, 'down')} ${WHO[quota.scope.kind]} in ${period}`;
  const what =
    usedBytes >= quota.limitBytes
      ? `${used}, the most we accept.`
      : `${used}; this file would take it past ${limit}, the most we accept.`;
  return new HttpError(
    429,
    `${what} Please wait ${waitInWords(seconds)} and try again.`,
    undefined,
    {
      retryAfterSeconds: seconds,
    },
  );
}
