import { describe, expect, it } from 'vitest';
import {
  adminTokenMatches,
  companyDomains,
  invitationToken,
  isAtOwnDomain,
  isBusinessEmail,
  verifyInvitationToken,
  websiteDomain,
} from './rules';
import { networkOf } from '../../lib/network';

describe('review rules', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0db8::1', '2001:db8:0::/48'],
    ['not an ip', null],
    [undefined, null],
  ])('the network of %s is %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('finds the company’s own domains and addresses at them', () => {
    const domains = companyDomains({
      website: 'https://www.Acme.io/about',
      email: 'hello@acme-mail.com',
      emails: ['jobs@gmail.com'],
    });
    expect([...domains].sort()).toEqual(['acme-mail.com', 'acme.io']);
    expect(isAtOwnDomain('ceo@acme.io', domains)).toBe(true);
    expect(isAtOwnDomain('dev@uk.acme.io', domains)).toBe(true);
    expect(isAtOwnDomain('someone@notacme.io', domains)).toBe(false);
    // A free-mail address of the company does not make every Gmail user an insider.
    expect(isAtOwnDomain('client@gmail.com', domains)).toBe(false);
    expect(websiteDomain('acme.io')).toBe('acme.io');
  });

  it('tells business addresses from free mail', () => {
    expect(isBusinessEmail('pat@northwind.test')).toBe(true);
    expect(isBusinessEmail('pat@gmail.com')).toBe(false);
    expect(isBusinessEmail('pat@yahoo.co.uk')).toBe(false);
    expect(isBusinessEmail(null)).toBe(false);
  });

  it('accepts only invitation tokens signed with the server’s key', () => {
    const id = '0b6f5a55-3f0e-4d8f-9c55-0d2f3b1c9a10';
    const token = invitationToken(id, 'the-server-secret-0123456789abcdef');
    expect(verifyInvitationToken(token, 'the-server-secret-0123456789abcdef')).toBe(id);
    expect(verifyInvitationToken(token, 'another-secret-0123456789abcdef00')).toBeNull();
    const otherId = token.replace(/^0b6f/, '1b6f');
    expect(verifyInvitationToken(otherId, 'the-server-secret-0123456789abcdef')).toBeNull();
    expect(verifyInvitationToken('garbage', 'the-server-secret-0123456789abcdef')).toBeNull();
  });

  it('compares the admin token exactly', () => {
    expect(adminTokenMatches('token-0123456789abcdef-xyz', 'token-0123456789abcdef-xyz')).toBe(
      true,
    );
    expect(adminTokenMatches('token-0123456789abcdef-xy', 'token-0123456789abcdef-xyz')).toBe(
      false,
    );
    expect(adminTokenMatches(undefined, 'token-0123456789abcdef-xyz')).toBe(false);
  });
});
