import { describe, expect, it } from 'vitest';
import {
  checkProofOfWork,
  leadingZeroBits,
  parseProofOfWorkSolution,
  proofOfWorkSolution,
  solveProofOfWork,
} from './captcha';

describe('proof-of-work captcha', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce the checker accepts, and the checker refuses a wrong one', async () => {
    const nonce = await solveProofOfWork('challenge-1', 8);
    expect(await checkProofOfWork('challenge-1', 8, nonce)).toBe(true);
    expect(await checkProofOfWork('challenge-2', 16, nonce)).toBe(false);
  });

  it('round-trips the answer format and rejects anything else', () => {
    const id = '2f1e7f4c-6b3a-4c4e-9d41-5b8f0f6c1a22';
    expect(parseProofOfWorkSolution(proofOfWorkSolution(id, 42))).toEqual({
      challengeId: id,
      nonce: 42,
    });
    expect(parseProofOfWorkSolution('nope')).toBeNull();
    expect(parseProofOfWorkSolution(`${id}.-1`)).toBeNull();
  });
});
