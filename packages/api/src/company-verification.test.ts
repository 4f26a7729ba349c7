import { describe, expect, it } from 'vitest';
import { RequestVerificationBodySchema } from './endpoints/company-verification';
import { isAtVerificationDomain, verificationDomainOf } from './company-verification';
import { isFreeMailDomain } from './free-mail';

describe('the address that proves a company (issue 33)', () => {
  it.each([
    ['legal@acme.test', 'https://www.acme.test/about', true],
    ['legal@uk.acme.test', 'acme.test', true],
    ['LEGAL@ACME.TEST', 'https://ACME.test', true],
    ['legal@acme.test.evil.io', 'https://acme.test', false],
    ['legal@notacme.test', 'https://acme.test', false],
    ['acme@gmail.com', 'https://acme.test', false],
    // A website at a free e-mail provider proves nothing, even with an address there.
    ['acme@gmail.com', 'https://gmail.com/acme', false],
    ['acme@outlook.com', 'https://www.outlook.com', false],
    ['acme@mail.yahoo.co.uk', 'https://yahoo.co.uk', false],
    ['legal@acme.test', null, false],
    ['not-an-address', 'https://acme.test', false],
  ])('%s for the website %s: %s', (email, website, expected) => {
    expect(isAtVerificationDomain(email, website)).toBe(expected);
  });

  it('names the domain to use, never a free e-mail provider’s', () => {
    expect(verificationDomainOf('https://www.acme.test/x')).toBe('acme.test');
    expect(verificationDomainOf('https://googlemail.com')).toBeNull();
    expect(verificationDomainOf(null)).toBeNull();
    expect(isFreeMailDomain('eu.gmail.com')).toBe(true);
    expect(isFreeMailDomain('gmailer.test')).toBe(false);
  });

  it('takes a request only with a registration number, a country, an address and 1–5 documents', () => {
    const valid = {
      registration_number: 'HRB 123456',
      country_id: 3,
      email: 'legal@acme.test',
      document_ids: [1],
      idempotency_key: 'a-key-of-sixteen-or-more',
    };
    expect(RequestVerificationBodySchema.safeParse(valid).success).toBe(true);
    const fieldOf = (body: Record<string, unknown>) =>
      RequestVerificationBodySchema.safeParse(body).error?.issues[0]?.path[0];
    expect(fieldOf({ ...valid, document_ids: [] })).toBe('document_ids');
    expect(fieldOf({ ...valid, document_ids: [1, 2, 3, 4, 5, 6] })).toBe('document_ids');
    expect(fieldOf({ ...valid, registration_number: '<script>' })).toBe('registration_number');
    expect(fieldOf({ ...valid, country_id: 0 })).toBe('country_id');
    expect(fieldOf({ ...valid, email: 'nope' })).toBe('email');
  });
});
