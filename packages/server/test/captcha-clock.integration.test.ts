import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofOfWorkSolution, solveProofOfWork } from '@atlas/api/captcha';
import { GetCaptchaChallengeResponseSchema } from '@atlas/api/endpoints/get-captcha-challenge';
import { buildTestServer, type TestServer } from './helpers/server';

/** A proof-of-work challenge lives 10 minutes by the server's clock, not the machine's. */
let server: TestServer;
let now = new Date('2030-01-15T12:00:00Z').getTime();

beforeAll(async () => {
  server = await buildTestServer({
    config: { CAPTCHA_DIFFICULTY: '1' },
    clock: { now: () => new Date(now) },
  });
});

afterAll(() => server?.close());

async function solved(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const { data } = GetCaptchaChallengeResponseSchema.parse(response.json());
  if (data.provider !== 'pow') throw new Error('expected the proof-of-work captcha');
  return proofOfWorkSolution(data.id, await solveProofOfWork(data.challenge, data.difficulty));
}

describe('the proof-of-work captcha and the clock', () => {
  it('takes an answer within 10 minutes of the challenge, and not after', async () => {
    const early = await solved();
    now += 9 * 60_000;
    expect(await server.app.captcha.verify(early, '203.0.113.1')).toBe(true);

    const late = await solved();
    now += 10 * 60_000 + 1000;
    expect(await server.app.captcha.verify(late, '203.0.113.1')).toBe(false);
  });
});
