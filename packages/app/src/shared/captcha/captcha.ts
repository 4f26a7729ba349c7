import { RECAPTCHA_ERRORS, proofOfWorkSolution, solveProofOfWork } from '@atlas/api/captcha';
import type { CaptchaChallenge } from '@atlas/api/endpoints/get-captcha-challenge';

/*
 * Answering the captcha of a form (proof of work, or reCAPTCHA when configured): every form with a
 * captcha (register, forgot, activate, contact, company contact, review) uses this one module.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function grecaptchaOf(value: unknown): Grecaptcha | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('ready' in value) || !('execute' in value)) return undefined;
  const { ready, execute } = value;
  if (typeof ready !== 'function' || typeof execute !== 'function') return undefined;
  return {
    ready: (callback) => ready.call(value, callback),
    execute: (siteKey, options) => execute.call(value, siteKey, options),
  };
}

let scriptLoading: Promise<void> | undefined;

function loadRecaptchaScript(siteKey: string): Promise<void> {
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error(RECAPTCHA_ERRORS.loadFailed));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

async function recaptchaToken(
  siteKey: string | undefined,
  version: string | undefined,
  action: string,
): Promise<string> {
  if (!siteKey) throw new Error(RECAPTCHA_ERRORS.noKey);
  if (!version) throw new Error(RECAPTCHA_ERRORS.noVersion);
  await loadRecaptchaScript(siteKey);
  const grecaptcha = grecaptchaOf(Reflect.get(window, 'grecaptcha'));
  if (!grecaptcha) throw new Error(RECAPTCHA_ERRORS.loadFailed);
  try {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    throw new Error(RECAPTCHA_ERRORS.executeFailed);
  }
}

/** Answers a challenge from GET /captcha/challenge: solves the proof of work or asks Google. */
export async function answerChallenge(
  challenge: CaptchaChallenge,
  action: string,
  signal?: AbortSignal,
): Promise<string> {
  if (challenge.provider === 'pow') {
    const nonce = await solveProofOfWork(challenge.challenge, challenge.difficulty, signal);
    return proofOfWorkSolution(challenge.id, nonce);
  }
  return recaptchaToken(challenge.site_key, challenge.version, action);
}
