/**
 * The self-hosted proof-of-work captcha: the server issues a random challenge and a difficulty;
 * the browser finds a nonce such that SHA-256(`challenge:nonce`) starts with `difficulty` zero
 * bits; the server checks it once. Works offline, asks nothing of a third party.
 */

/** What a form sends as its `captcha` field for the proof-of-work provider. */
export function proofOfWorkSolution(challengeId: string, nonce: number): string {
  return `${challengeId}.${nonce}`;
}

export function parseProofOfWorkSolution(
  solution: string,
): { challengeId: string; nonce: number } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})$/.exec(solution);
  if (!match?.[1] || !match[2]) return null;
  return { challengeId: match[1], nonce: Number(match[2]) };
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

async function digest(text: string): Promise<Uint8Array> {
  const buffer = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return new Uint8Array(buffer);
}

export async function checkProofOfWork(
  challenge: string,
  difficulty: number,
  nonce: number,
): Promise<boolean> {
  return leadingZeroBits(await digest(`${challenge}:${nonce}`)) >= difficulty;
}

/** Finds the nonce (browser and Node alike). Difficulty 14 takes a fraction of a second. */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
): Promise<number> {
  for (let nonce = 0; ; nonce += 1) {
    if (signal?.aborted) throw new DOMException('Captcha solving was aborted', 'AbortError');
    if (await checkProofOfWork(challenge, difficulty, nonce)) return nonce;
  }
}

/** SPEC §8: the reCAPTCHA errors, as the user sees them. */
export const RECAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const;
