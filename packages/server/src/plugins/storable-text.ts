import type { preValidationAsyncHookHandler } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@atlas/api/bounds';
import { HttpError } from './errors';

/**
 * A preValidation hook for the API: a request whose params, query or body carries text that the
 * database cannot store (a NUL character, an unpaired surrogate) is a 400 naming the field, before
 * any schema or handler sees it. One check for every endpoint, present and future.
 */
export const rejectUnstorableText: preValidationAsyncHookHandler = async (request) => {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [, value] of parts) {
    const field = findUnstorableText(value);
    if (field !== undefined) {
      throw new HttpError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, [
        { field, message: UNSTORABLE_TEXT_MESSAGE },
      ]);
    }
  }
};
