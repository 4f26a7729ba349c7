import { VERIFICATION_LINK_HOURS } from '@atlas/api/company-verification';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';

/** What every e-mail of this module knows: the site. */
export interface MailSite {
  brandName: string;
  publicUrl: string;
}

interface Recipient {
  to: string;
  name: string;
}

interface About {
  companyName: string;
  companySlug: string;
}

const dateOf = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The company's verification page in the dashboard (it carries its company). */
export const verificationPageUrl = (site: MailSite, slug: string) =>
  `${site.publicUrl}/dashboard/company/verification?company=${encodeURIComponent(slug)}`;

/** The link that proves the address at the company's domain. */
export function verificationLinkMail(
  site: MailSite,
  who: Recipient & About & { token: string },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `Confirm ${who.to} for the verification of ${who.companyName}`,
    paragraphs: [
      `${who.companyName} asked ${site.brandName} to verify it and named this address as one at its own web domain. Follow the link below, signed in to ${site.brandName} as a member of ${who.companyName}, to confirm it.`,
      `The link works once, for ${VERIFICATION_LINK_HOURS} hours. If you did not expect this, ignore this e-mail: nothing is confirmed without it.`,
    ],
    link: {
      label: 'Confirm the address',
      url: `${site.publicUrl}/dashboard/company/verification/confirm?token=${encodeURIComponent(who.token)}`,
    },
  });
}

/** To each member: staff's decision on the request. */
export function verificationDecidedMail(
  site: MailSite,
  who: Recipient & About & { approved: boolean; reason: string; expiresAt: Date | null },
): MailMessage {
  const link = { label: 'See your verification', url: verificationPageUrl(site, who.companySlug) };
  if (who.approved)
    return noticeMail({
      to: who.to,
      name: who.name,
      subject: `${who.companyName} is verified on ${site.brandName}`,
      paragraphs: [
        `We checked the evidence you sent: ${who.companyName} is verified${who.expiresAt ? ` until ${dateOf(who.expiresAt)}` : ''}. Its profile shows the badge, its profile score counts the verification, and it may sponsor TOP 10 pages.`,
        `Our note: ${who.reason}`,
      ],
      link,
    });
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `The verification of ${who.companyName} was not approved`,
    paragraphs: [
      `We checked the evidence you sent for ${who.companyName} and could not verify it.`,
      `The reason: ${who.reason}`,
      'You can send a new request with evidence that answers it.',
    ],
    link,
  });
}

/** To each member: staff withdrew the verification. */
export function verificationRevokedMail(
  site: MailSite,
  who: Recipient & About & { reason: string },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `The verification of ${who.companyName} was revoked`,
    paragraphs: [
      `${site.brandName} revoked the verification of ${who.companyName}: its profile no longer shows the badge, and TOP 10 sponsorship needs a verified company.`,
      `The reason: ${who.reason}`,
      'You can ask to be verified again with new evidence.',
    ],
    link: { label: 'See your verification', url: verificationPageUrl(site, who.companySlug) },
  });
}

/** To each member: the verification's period ended. */
export function verificationExpiredMail(site: MailSite, who: Recipient & About): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `The verification of ${who.companyName} has expired`,
    paragraphs: [
      `The verification of ${who.companyName} on ${site.brandName} has run its course: the badge is off its profile, and TOP 10 sponsorship needs a verified company.`,
      'Send fresh evidence to be verified again.',
    ],
    link: { label: 'Renew the verification', url: verificationPageUrl(site, who.companySlug) },
  });
}
