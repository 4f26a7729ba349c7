import { createHmac, timingSafeEqual } from 'node:crypto';
import { isFreeMailDomain } from '@atlas/api/free-mail';

/*
 * The pure rules of reviews: whether an e-mail is at a company's own domain or at a free-mail
 * provider, and the signed invitation links. (The burst rule's network is lib/network.ts.)
 */

/** How many reviews of one company from one network within BURST_WINDOW_MS make a burst. */
export const BURST_THRESHOLD = 3;
export const BURST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The domain of an e-mail address, lower-cased; null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain || null;
}

/** A website's host without `www.`, lower-cased; null when it is not a URL. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(website) ? website : `https://${website}`)
      .hostname;
    return host.replace(/^www\./, '').toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The company's own domains: its website's and those of its e-mail addresses. */
export function companyDomains(company: {
  website: string | null;
  email: string | null;
  emails: readonly string[];
}): Set<string> {
  const domains = new Set<string>();
  for (const domain of [
    websiteDomain(company.website),
    emailDomain(company.email),
    ...company.emails.map((email) => emailDomain(email)),
  ]) {
    if (domain && !isFreeMailDomain(domain)) domains.add(domain);
  }
  return domains;
}

/** True when the e-mail is at one of the domains or a subdomain of one (`x@uk.acme.com`). */
export function isAtOwnDomain(email: string | null | undefined, domains: Set<string>): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  for (const own of domains) if (domain === own || domain.endsWith(`.${own}`)) return true;
  return false;
}

/** A business address: an e-mail whose domain is not a free-mail provider's. */
export function isBusinessEmail(email: string | null | undefined): boolean {
  const domain = emailDomain(email);
  return domain !== null && !isFreeMailDomain(domain);
}

/** The signature of an invitation id: HMAC-SHA256 with the server's key, base64url. */
export function signInvitation(invitationId: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`review-invitation:${invitationId}`)
    .digest('base64url');
}

/** The token an invitation link carries: `{id}.{signature}`. */
export function invitationToken(invitationId: string, secret: string): string {
  return `${invitationId}.${signInvitation(invitationId, secret)}`;
}

/** The invitation id of a well-signed token (compared in constant time); null otherwise. */
export function verifyInvitationToken(token: string, secret: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(signInvitation(match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** Compares a presented admin token with the configured one in constant time. */
export function adminTokenMatches(given: string | undefined, configured: string): boolean {
  if (!given) return false;
  const a = createHmac('sha256', 'admin-token').update(given).digest();
  const b = createHmac('sha256', 'admin-token').update(configured).digest();
  return timingSafeEqual(a, b);
}
