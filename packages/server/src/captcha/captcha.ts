import { randomBytes } from 'node:crypto';
import type { CaptchaChallenge } from '@atlas/api/endpoints/get-captcha-challenge';
import { checkProofOfWork, parseProofOfWorkSolution } from '@atlas/api/captcha';
import type { AuthConfig } from '../config';
import { HttpError } from '../plugins/errors';
import type { CaptchaRepository } from './repository';

/** The captcha port: issue a challenge, verify an answer once. */
export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  /** True when the answer is right and was not used before. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * Self-hosted proof of work; challenges live in the database, so any instance can verify. `now`
 * is the server's clock (a challenge lives 10 minutes by it).
 */
export function createProofOfWorkCaptcha(
  repository: CaptchaRepository,
  difficulty: number,
  now: () => Date = () => new Date(),
): Captcha {
  return {
    async challenge() {
      // Forget challenges nobody answered; cheap, and keeps the table small.
      await repository.deleteExpired(now());
      const row = await repository.create({
        challenge: randomBytes(16).toString('hex'),
        difficulty,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return {
        provider: 'pow',
        id: row.id,
        challenge: row.challenge,
        difficulty: row.difficulty,
      };
    },
    async verify(answer) {
      const solution = parseProofOfWorkSolution(answer);
      if (!solution) return false;
      const row = await repository.find(solution.challengeId);
      if (!row || row.usedAt || row.expiresAt <= now()) return false;
      if (!(await checkProofOfWork(row.challenge, row.difficulty, solution.nonce))) return false;
      return repository.spend(row.id, now());
    },
  };
}

type RecaptchaSettings = NonNullable<AuthConfig['captcha']['recaptcha']>;

/** Google reCAPTCHA: the browser gets a token from Google's script; we check it with siteverify. */
export function createRecaptcha(settings: RecaptchaSettings, minScore = 0.5): Captcha {
  return {
    async challenge() {
      return { provider: 'recaptcha', site_key: settings.siteKey, version: settings.version };
    },
    async verify(answer, remoteIp) {
      const body = new URLSearchParams({
        secret: settings.secretKey,
        response: answer,
        remoteip: remoteIp,
      });
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const result: unknown = await response.json();
        if (typeof result !== 'object' || result === null) return false;
        const success = 'success' in result && result.success === true;
        const score = 'score' in result && typeof result.score === 'number' ? result.score : 1;
        return success && score >= minScore;
      } catch {
        return false;
      }
    },
  };
}

export function createCaptcha(
  repository: CaptchaRepository,
  config: AuthConfig['captcha'],
  now?: () => Date,
): Captcha {
  return config.recaptcha
    ? createRecaptcha(config.recaptcha)
    : createProofOfWorkCaptcha(repository, config.difficulty, now);
}

const CAPTCHA_FAILED = 'The captcha check failed or has expired. Please try again.';

/** Verifies a form's captcha answer; a wrong, spent or expired one is a 400 naming `captcha`. */
export async function requireCaptcha(
  captcha: Captcha,
  answer: string,
  remoteIp: string,
): Promise<void> {
  if (!(await captcha.verify(answer, remoteIp)))
    throw new HttpError(400, `captcha: ${CAPTCHA_FAILED}`, [
      { field: 'captcha', message: CAPTCHA_FAILED },
    ]);
}
