import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const CaptchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('pow'),
    id: z.uuid(),
    challenge: z.string(),
    difficulty: z.number().int().min(0).max(32),
  }),
  z.object({
    provider: z.literal('recaptcha'),
    site_key: z.string(),
    version: z.enum(['v2', 'v3']),
  }),
]);
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const GetCaptchaChallengeResponseSchema = z.object({ data: CaptchaChallengeSchema });
export type GetCaptchaChallengeResponse = z.infer<typeof GetCaptchaChallengeResponseSchema>;

/** GET /captcha/challenge — a fresh proof-of-work challenge, or the reCAPTCHA site key. */
export const getCaptchaChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/captcha/challenge',
  api: 'main',
  operationId: 'getCaptchaChallenge',
  summary: 'A captcha challenge for the next form submission',
  description:
    'A fresh proof-of-work challenge for the next form submission, or the reCAPTCHA site key when reCAPTCHA is configured.',
  tags: ['auth'],
  response: GetCaptchaChallengeResponseSchema,
});

export function getCaptchaChallenge(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getCaptchaChallengeEndpoint, { signal });
}
