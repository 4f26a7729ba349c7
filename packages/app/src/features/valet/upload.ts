import { ApiError } from '@atlas/api/http';
import type { ApiClient } from '@atlas/api/client';
import type { ValetUploadResponse } from '@atlas/api/endpoints/valet-projects';
import type { ValetUploadKind } from '@atlas/api/valet';
import { answerChallenge } from '../../shared/captcha/captcha';

/** The captcha's action name for reCAPTCHA v3 (proof of work ignores it). */
const CAPTCHA_ACTION = 'valet_upload';

async function solvedCaptcha(api: ApiClient): Promise<string> {
  const challenge = await api.getCaptchaChallenge();
  return answerChallenge(challenge.data, CAPTCHA_ACTION);
}

function asksForCaptcha(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.fields ?? []).some((field) => field.field === 'captcha')
  );
}

/**
 * Uploads a brief document or a voice note. Anonymous uploads need a solved captcha (issue 34):
 * one is fetched and answered first, each time (an answer is spent by its upload), so the person
 * only sees the file uploading. Signed in, none is needed, unless the session ended meanwhile:
 * then the server asks for one and the upload is sent again with it.
 */
export async function uploadValetFile(
  api: ApiClient,
  signedIn: boolean,
  kind: ValetUploadKind,
  file: Blob,
  name: string,
): Promise<ValetUploadResponse> {
  if (!signedIn) return api.uploadValetFile(kind, file, name, await solvedCaptcha(api));
  try {
    return await api.uploadValetFile(kind, file, name);
  } catch (error) {
    if (!asksForCaptcha(error)) throw error;
    return api.uploadValetFile(kind, file, name, await solvedCaptcha(api));
  }
}
