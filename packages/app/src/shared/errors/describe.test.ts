import { describe, expect, it } from 'vitest';
import { ApiError } from '@atlas/api/http';
import { NOT_FOUND_TITLE } from './messages';
import { describeError } from './describe';

describe('describeError (SPEC §8)', () => {
  it.each<[string, unknown, number, string]>([
    ['a 404 response', new Response(null, { status: 404 }), 404, NOT_FOUND_TITLE],
    ['a status in the message', new Error('403'), 403, 'Error 403'],
    ['an axios-like message', new Error('Request failed with status code 410'), 410, 'Error 410'],
    ['a status field', new ApiError(429, 'Too many requests'), 429, 'Error 429'],
    ['a response status', { response: { status: 401 } }, 401, 'Error 401'],
    ['a 404 in the message', new Error('404'), 404, NOT_FOUND_TITLE],
    ['anything else', new Error('boom'), 500, 'Error 500'],
    ['a silly status', { status: 1200 }, 500, 'Error 500'],
  ])('takes the status from %s', (_case, error, status, title) => {
    expect(describeError(error)).toMatchObject({ status, title });
  });

  it('shows the message of a client error, but not the internals of a server error', () => {
    expect(describeError(new ApiError(429, 'Too many requests')).text).toBe('Too many requests');
    expect(describeError(new Error('relation "users" does not exist')).text).not.toContain(
      'relation',
    );
  });
});
