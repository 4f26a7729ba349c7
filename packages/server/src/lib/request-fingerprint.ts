import { createHash } from 'node:crypto';
import { HttpError } from '../plugins/errors';

/** JSON with object keys in sorted order, so equal requests give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A digest of what an idempotent request asks for: its target and body, without the fields that
 * may differ between retries of the same request (`omit`, e.g. a re-solved captcha, the key).
 */
export function requestFingerprint(
  target: string,
  body: Record<string, unknown>,
  omit: readonly string[] = ['captcha', 'idempotency_key'],
): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !omit.includes(key)));
  return createHash('sha256').update(target).update('\n').update(canonicalJson(kept)).digest('hex');
}

/**
 * The answer to an idempotency key reused for a different request: 422, as payment APIs answer,
 * and nothing stored or changed (the first request's result stands).
 */
export function idempotencyMismatch(what: string): HttpError {
  const message = `was already used for a different ${what}; send a new key for a new ${what}`;
  return new HttpError(422, `idempotency_key: ${message}`, [{ field: 'idempotency_key', message }]);
}

/** Whether a stored request (its hash, null for rows from before hashes) matches a retry. */
export function sameRequest(stored: string | null, fingerprint: string): boolean {
  return stored === null || stored === fingerprint;
}
