import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/companies?page=2', '/companies?page=2'],
    ['/password/reset?id=abc&token=s3cret', '/password/reset?id=abc&token=[redacted]'],
    [
      '/api/auth/google/callback?code=c0de&state=st4te&iss=x',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
    ],
    ['/email/verify/5f0c/s3cret', '/email/verify/5f0c/[redacted]'],
    ['/email/unsubscribe/a%40b.c/all?key=k3y', '/email/unsubscribe/a%40b.c/all?key=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
