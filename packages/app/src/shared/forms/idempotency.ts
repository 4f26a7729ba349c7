/**
 * A new idempotency key for one submission (a message, a review, a claim): random, and sent again
 * unchanged by every retry of that submission, so the server stores it once. Hex of 128 random
 * bits; `getRandomValues` works on plain-http pages too, where `randomUUID` does not.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
