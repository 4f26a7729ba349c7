import type { FastifyInstance } from 'fastify';
import { proofOfWorkSolution, solveProofOfWork } from '@atlas/api/captcha';
import { GetCaptchaChallengeResponseSchema } from '@atlas/api/endpoints/get-captcha-challenge';

/**
 * Asks the server for a captcha challenge (from `remoteAddress`, when given, so per-address limits
 * count it there) and answers it: the solution a form sends as its `captcha`.
 */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  const { data } = GetCaptchaChallengeResponseSchema.parse(response.json());
  if (data.provider !== 'pow') throw new Error('expected the proof-of-work captcha');
  return proofOfWorkSolution(data.id, await solveProofOfWork(data.challenge, data.difficulty));
}
