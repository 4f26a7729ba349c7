import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookError } from './port';

/** How old a signed delivery may be: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The stand-in provider's webhook signature, made the way real providers make theirs: an
 * HMAC-SHA256 of `{timestamp}.{raw body}` with the shared secret, sent as `t={timestamp},v1={hex}`.
 */
export function signPayload(rawBody: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Checks a `t=…,v1=…` header against the body; throws InvalidWebhookError when it fails. */
export function verifySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  if (!header) throw new InvalidWebhookError('signature: the header is missing');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), part.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) throw new InvalidWebhookError('signature: no timestamp');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new InvalidWebhookError('signature: the timestamp is too old or in the future');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    if (!/^[0-9a-f]{64}$/.test(candidate)) return false;
    return timingSafeEqual(Buffer.from(candidate, 'hex'), expected);
  });
  if (!matches) throw new InvalidWebhookError('signature: it does not match the body');
}
