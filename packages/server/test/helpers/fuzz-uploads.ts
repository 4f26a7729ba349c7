import fc from 'fast-check';
import { proofOfWorkSolution, solveProofOfWork } from '@atlas/api/captcha';
import { GetCaptchaChallengeResponseSchema } from '@atlas/api/endpoints/get-captcha-challenge';
import type { FuzzAnswer, FuzzRequest, FuzzTransport } from './fuzz-http';

/*
 * Multipart bodies for the fuzzer (issue 34): hostile ones for every endpoint that takes an upload,
 * and well-formed uploads of chosen sizes for the property of the upload limits.
 */

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function field(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function file(name: string, filename: string, type: string, content: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
}

const CLOSE = `--${BOUNDARY}--\r\n`;

/**
 * A multipart body as a hostile client sends it: fields in any order and number (known names,
 * unknown ones, prototype keys), a file in the right field or another, with any name and type, and
 * content that is a document, audio, nothing, or anything; sometimes without its closing line.
 */
export function hostileMultipart(
  fileField: string,
): fc.Arbitrary<{ payload: string; contentType: string }> {
  const value = fc.oneof(
    fc.constantFrom('file', 'voice', '', 'x'.repeat(300), '00000000-0000-4000-8000-000000000000.1'),
    fc.string({ maxLength: 40 }),
  );
  return fc
    .record({
      fields: fc.array(
        fc.tuple(fc.constantFrom('kind', 'captcha', fileField, 'x', '__proto__'), value),
        { maxLength: 4 },
      ),
      file: fc.option(
        fc.record({
          name: fc.constantFrom(fileField, 'other', ''),
          filename: fc.constantFrom('brief.pdf', '../../etc/passwd', '', 'a"b.txt', 'ü.webm'),
          type: fc.constantFrom('application/pdf', 'text/plain', 'audio/webm', '', 'x/y'),
          content: fc.oneof(
            fc.constantFrom('%PDF-1.4 a brief', 'Plain words.\n', 'OggS\0\0', '', '\x1aE\xdf\xa3'),
            fc.string({ maxLength: 200 }),
          ),
        }),
        { freq: 5 },
      ),
      closed: fc.boolean(),
    })
    .map((parts) => {
      let payload = parts.fields.map(([name, text]) => field(name, text)).join('');
      if (parts.file)
        payload += file(parts.file.name, parts.file.filename, parts.file.type, parts.file.content);
      if (parts.closed) payload += CLOSE;
      return { payload, contentType: CONTENT_TYPE };
    });
}

/** One upload of the limits' property: to the wizard or a conversation, signed in or not. */
export interface UploadStep {
  target: 'valet' | 'chat';
  signedIn: boolean;
  /** Which of three /24 networks it comes from, and which address in it. */
  network: number;
  host: number;
  /** Bytes of plain text; over 10 MB is over the size of one file. */
  size: number;
}

/** The largest file either upload takes (VALET_MAX_FILE_BYTES, CHAT_ATTACHMENT_MAX_BYTES). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * A few uploads in a row. Signed in, to a conversation and over-size ones only where the fuzzer
 * has a session, a conversation and the request in process (`inProcess`).
 */
export function uploadSteps(inProcess: boolean): fc.Arbitrary<UploadStep[]> {
  const size = inProcess
    ? fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 30_000 }) },
        { weight: 3, arbitrary: fc.integer({ min: 30_000, max: 150_000 }) },
        { weight: 1, arbitrary: fc.constant(MAX_FILE_BYTES + 1) },
      )
    : fc.integer({ min: 1, max: 150_000 });
  const step = fc.record({
    target: inProcess
      ? fc.constantFrom('valet' as const, 'chat' as const)
      : fc.constant('valet' as const),
    signedIn: inProcess ? fc.boolean() : fc.constant(false),
    network: fc.integer({ min: 0, max: 2 }),
    host: fc.integer({ min: 1, max: 250 }),
    size,
  });
  return fc
    .array(step, { minLength: 1, maxLength: 6 })
    .map((steps) =>
      steps.map((item) => (item.target === 'chat' ? { ...item, signedIn: true } : item)),
    );
}

export function addressOf(step: UploadStep): string {
  return `10.77.${step.network}.${step.host}`;
}

/** A captcha answer from the server's challenge, asked from `remoteAddress`. */
export async function solveCaptchaThrough(
  send: FuzzTransport,
  remoteAddress: string,
): Promise<string> {
  const answer = await send({
    method: 'GET',
    url: '/api/captcha/challenge',
    headers: { accept: 'application/json' },
    remoteAddress,
  });
  const { data } = GetCaptchaChallengeResponseSchema.parse(JSON.parse(answer.body));
  if (data.provider !== 'pow') throw new Error('the fuzzer solves the proof-of-work captcha only');
  return proofOfWorkSolution(data.id, await solveProofOfWork(data.challenge, data.difficulty));
}

/** The request of a step: a well-formed upload of `size` bytes of text. */
export function uploadRequest(
  step: UploadStep,
  extras: { captcha?: string; token?: string; conversationId?: string },
): FuzzRequest {
  const content = 'a'.repeat(step.size);
  const payload =
    step.target === 'valet'
      ? field('kind', 'file') +
        (extras.captcha === undefined ? '' : field('captcha', extras.captcha)) +
        file('file', 'brief.txt', 'text/plain', content) +
        CLOSE
      : file('file', 'notes.txt', 'text/plain', content) + CLOSE;
  return {
    method: 'POST',
    url:
      step.target === 'valet'
        ? '/api/valet/uploads'
        : `/api/conversations/${extras.conversationId ?? ''}/attachments`,
    headers: {
      'content-type': CONTENT_TYPE,
      ...(extras.token ? { authorization: `Bearer ${extras.token}` } : {}),
    },
    payload,
    remoteAddress: addressOf(step),
  };
}

const QUOTA_MESSAGE =
  /^You have uploaded \d+(\.\d+)? MB (from this network|with this account) in the last (hour|24 hours)(, the most we accept|; this file would take it past \d+(\.\d+)? MB, the most we accept)\. Please wait \d+ (second|minute|hour)s? and try again\.$/;
const RATE_MESSAGE = /^Too many requests\. Please wait \d+ seconds? and try again\.$/;
const SIZE_MESSAGE = 'file: the file is larger than 10 MB, the most we accept for one file';

/**
 * What an upload past a limit must answer: 200 when it fits, a 413 naming the size of one file
 * for a larger file, a 429 naming the quota (or the per-minute limit) with Retry-After; nothing
 * else, never a 5xx. Returns a description of what is wrong, or null.
 */
export function uploadAnswerProblem(step: UploadStep, answer: FuzzAnswer): string | null {
  const body: unknown = answer.body ? JSON.parse(answer.body) : null;
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : '';
  if (step.size > MAX_FILE_BYTES)
    return answer.status === 413 && message === SIZE_MESSAGE
      ? null
      : `a file over 10 MB answered ${answer.status}: ${message}`;
  if (answer.status === 200) return null;
  if (answer.status !== 429) return `answered ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (!QUOTA_MESSAGE.test(message) && !RATE_MESSAGE.test(message))
    return `a 429 that names no limit: ${message}`;
  const wait = Number(answer.headers['retry-after']);
  if (!Number.isInteger(wait) || wait < 1) return `a 429 without a Retry-After: ${message}`;
  return null;
}
