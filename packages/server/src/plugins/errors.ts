import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atlas/api/http';
import { isDatabaseUnavailable } from '../db/errors';

/** Seconds a client is asked to wait when the database is unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A failure whose message is safe and meant for the person who made the request. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** The fields at fault, for forms to show under each field. */
  readonly fields: ErrorBody['fields'];
  /** Seconds to wait before trying again, sent as Retry-After (a 429 of a quota). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    statusCode: number,
    message: string,
    fields?: ErrorBody['fields'],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A failure of one field, named in the message and in `fields` (a 400 unless told). */
export function fieldError(field: string, message: string, status = 400): HttpError {
  return new HttpError(status, `${field}: ${message}`, [{ field, message }]);
}

/**
 * What an upload whose multipart body could not be read answers: a refusal of ours as it is, a
 * file over the limit a 413 naming the limit (`tooLarge`: @fastify/multipart's error for it), and
 * anything else a 400 asking to try again.
 */
export function uploadReadError(
  error: unknown,
  upload: {
    field: string;
    what: 'file' | 'image';
    maxBytes: number;
    tooLarge: abstract new (...args: never[]) => Error;
  },
): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof upload.tooLarge) {
    const mb = upload.maxBytes / (1024 * 1024);
    return fieldError(
      upload.field,
      `the ${upload.what} is larger than ${mb} MB, the most we accept for one ${upload.what}`,
      413,
    );
  }
  return fieldError(upload.field, 'the upload could not be read; try again');
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

function fieldName(instancePath: string, context: string | undefined, missing: unknown): string {
  // The parameter at fault: `countries` for an error in `/countries/2`.
  const path = instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const name = path || (typeof missing === 'string' ? missing : '');
  return name || context || 'request';
}

/** What an answer says of a name the caller chose, instead of repeating it. */
const UNKNOWN_FIELD = 'holds a field this call does not take';
const UNKNOWN_KEY = 'holds a name this call does not take';

/**
 * A validation issue as a field and a message. A name the caller chose (an unknown property of a
 * strict object, a record's key that fails its rule) is never echoed: the field is the object that
 * holds it, and the message says what is wrong without the name (an answer is no mirror for
 * whatever text a caller wants a page or a log to show).
 */
function issueField(
  issue: { instancePath: string; keyword: string; message?: string; params: object },
  context: string | undefined,
): { field: string; message: string } {
  const missing = 'missingProperty' in issue.params ? issue.params.missingProperty : undefined;
  if (issue.keyword === 'unrecognized_keys')
    return { field: fieldName(issue.instancePath, context, undefined), message: UNKNOWN_FIELD };
  if (issue.keyword === 'invalid_key') {
    // The key itself is the path's last segment.
    const holder = issue.instancePath.split('/').slice(0, -1).join('/');
    return { field: fieldName(holder, context, undefined), message: UNKNOWN_KEY };
  }
  return {
    field: fieldName(issue.instancePath, context, missing),
    message: issue.message ?? 'Invalid value',
  };
}

/**
 * Every error leaves as `{ statusCode, error, message, fields? }`: validation failures name the field
 * at fault, unexpected failures never leak their internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => issueField(issue, error.validationContext));
      const body: ErrorBody = {
        statusCode: 400,
        error: REASONS[400],
        message: fields.map((field) => `${field.field}: ${field.message}`).join('; '),
        fields,
      };
      return reply.status(400).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // Unreachable, refusing or too slow: not the request's fault, and likely to pass.
      request.log.warn({ err: error }, 'database unavailable');
      const body: ErrorBody = {
        statusCode: 503,
        error: REASONS[503],
        message: 'The database is not answering right now. Please try again in a few seconds.',
      };
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body);
    }
    const declared =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : undefined;
    const status =
      error instanceof HttpError
        ? error.statusCode
        : declared !== undefined && declared >= 400 && declared < 500
          ? declared
          : 500;
    // An HttpError's message is meant for the caller, whatever its status (a 501 says what is off).
    const intended = error instanceof HttpError;
    if (status >= 500 && !intended) request.log.error({ err: error }, 'request failed');
    const message = error instanceof Error ? error.message : 'Request failed';
    const body: ErrorBody = {
      statusCode: status,
      error: REASONS[status] ?? 'Error',
      message:
        status >= 500 && !intended
          ? 'Something went wrong on our side. Please try again.'
          : message,
      ...(error instanceof HttpError && error.fields ? { fields: error.fields } : {}),
    };
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(status).send(body);
  });
});
