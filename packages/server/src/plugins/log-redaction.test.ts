import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  // One row (at least) per route family whose URL can carry a secret or an address.
  it.each([
    ['/companies?page=2', '/companies?page=2'],
    // Password reset (page) and its API.
    ['/password/reset?id=abc&token=s3cret', '/password/reset?id=abc&token=[redacted]'],
    // OAuth callbacks.
    [
      '/api/auth/google/callback?code=c0de&state=st4te&iss=x',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
    ],
    // Claim and invitation links (issue 16): the last segment is the secret.
    ['/company/claim/verify/Zm9vYmFyYmF6cXV4', '/company/claim/verify/[redacted]'],
    ['/company/join/invitation/Zm9vYmFyYmF6cXV4?x=1', '/company/join/invitation/[redacted]?x=1'],
    ['/company/join/claim/acme', '/company/join/claim/acme'],
    // E-mail verification links (page and API).
    ['/email/verify/5f0c/s3cret', '/email/verify/5f0c/[redacted]'],
    ['/api/email/verify/5f0c/s3cret?x=1', '/api/email/verify/5f0c/[redacted]?x=1'],
    // Unsubscribe links: the key and the address.
    ['/email/unsubscribe/a%40b.c/all?key=k3y', '/email/unsubscribe/[redacted]/all?key=[redacted]'],
    [
      '/api/email/unsubscribe?email=a%40b.c&key=k3y',
      '/api/email/unsubscribe?email=[redacted]&key=[redacted]',
    ],
    // E-mail preferences: the id in the path is the secret.
    [
      '/email/preferences/manage/0b9e1c52-7a0e-4f51-9a51-1d1f4e7a9d10',
      '/email/preferences/manage/[redacted]',
    ],
    [
      '/api/email/preferences/0b9e1c52-7a0e-4f51-9a51-1d1f4e7a9d10',
      '/api/email/preferences/[redacted]',
    ],
    // Review confirmation and invitation links.
    ['/company/review/confirm?token=t0k', '/company/review/confirm?token=[redacted]'],
    [
      '/company/review/submit/acme?token=t0k&x=1',
      '/company/review/submit/acme?token=[redacted]&x=1',
    ],
    // Issue 34: a vote's confirmation, a checkout session, an e-mail change; by rule, any name
    // with a secret word in it, but not a name that only contains one.
    ['/awards-2026/vote?confirm=c0nf', '/awards-2026/vote?confirm=[redacted]'],
    ['/payments/stand-in/checkout?session=s3ss', '/payments/stand-in/checkout?session=[redacted]'],
    ['/dashboard/settings?email_change=1.s3c', '/dashboard/settings?email_change=[redacted]'],
    [
      '/x?session_id=a&apiKey=b&X-Amz-Signature=c&refreshToken=d',
      '/x?session_id=[redacted]&apiKey=[redacted]&X-Amz-Signature=[redacted]&refreshToken=[redacted]',
    ],
    ['/search?keyword=seo&codec=x&order=5', '/search?keyword=seo&codec=x&order=5'],
    // Names in another case, encoded or as arrays are still recognised.
    ['/x?TOKEN=a&%74oken=b&token[]=c', '/x?TOKEN=[redacted]&%74oken=[redacted]&token[]=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never throws on input that is not valid percent-encoding', () => {
    // `token%` is not valid percent-encoding, yet its word is still a secret one.
    expect(redactUrl('/companies?%E0%A4%A=1&token%=s')).toBe(
      '/companies?%E0%A4%A=1&token%=[redacted]',
    );
    expect(redactUrl('/x?%=1&%ZZ&=&&token=%E0')).toBe('/x?%=1&%ZZ&=&&token=[redacted]');
    expect(redactUrl('%')).toBe('%');
  });
});
