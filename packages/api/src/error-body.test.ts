import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from './error-body';
import { readErrorBody } from './http';

/** What the transport gets back from failed answers: good bodies, near misses and junk. */
const BODIES: unknown[] = [
  { statusCode: 404, message: 'Not found' },
  { statusCode: 400, error: 'Bad Request', message: 'page: Too small' },
  {
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: 'Check the form',
    fields: [{ field: 'email', message: 'Enter an e-mail address' }],
  },
  { statusCode: 400, message: 'Bad', fields: [] },
  { statusCode: 400, message: 'Extra keys are left out', stack: 'at …', code: 'E_BAD' },
  { statusCode: 400, message: 'Bad', fields: [{ field: 'a', message: 'b', extra: true }] },
  { statusCode: 400.5, message: 'Not a whole status' },
  { statusCode: 2 ** 53, message: 'Not a safe integer' },
  { statusCode: Number.NaN, message: 'NaN' },
  { statusCode: '400', message: 'A status as text' },
  { statusCode: 400 },
  { statusCode: 400, message: 7 },
  { statusCode: 400, message: 'Bad', error: null },
  { statusCode: 400, message: 'Bad', fields: null },
  { statusCode: 400, message: 'Bad', fields: [{ field: 'a' }] },
  { statusCode: 400, message: 'Bad', fields: [['a', 'b']] },
  { statusCode: 400, message: 'Bad', fields: { field: 'a', message: 'b' } },
  [{ statusCode: 400, message: 'In a list' }],
  null,
  undefined,
  'Internal Server Error',
  500,
];

describe('readErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'reads %s as ErrorBodySchema does',
    (_name, body) => {
      const parsed = ErrorBodySchema.safeParse(body);
      expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
