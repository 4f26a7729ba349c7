import {
  CLAIM_LINK_HOURS,
  CLAIM_REVIEW_DAYS,
  COMPANY_MEMBER_ROLE_LABELS,
  INVITATION_DAYS,
  type CompanyMemberRole,
} from '@atlas/api/company-memberships';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';

/** What every e-mail of this module knows: the site, and who it goes to. */
export interface MailSite {
  brandName: string;
  publicUrl: string;
}

interface Recipient {
  to: string;
  name: string;
}

const article = (role: CompanyMemberRole) => (role === 'owner' ? 'an owner' : 'a manager');

/** A company's page of the site, with the company named: it opens that one of the person's companies. */
const companyPage = (site: MailSite, path: string, slug: string) =>
  `${site.publicUrl}${path}?company=${encodeURIComponent(slug)}`;

/** The link that proves a claim: sent to the address at the company's domain. */
export function claimLinkMail(
  site: MailSite,
  who: Recipient & { companyName: string; token: string },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `Confirm that you run ${who.companyName} on ${site.brandName}`,
    paragraphs: [
      `You asked to claim ${who.companyName} on ${site.brandName}. Follow the link below, signed in to the same account, and you become its owner at once.`,
      `The link works once, for ${CLAIM_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
    ],
    link: {
      label: 'Confirm the claim',
      url: `${site.publicUrl}/company/claim/verify/${who.token}`,
    },
  });
}

/** Staff's decision on a claim they reviewed. */
export function claimDecidedMail(
  site: MailSite,
  who: Recipient & {
    companyName: string;
    companySlug: string;
    approved: boolean;
    reason: string | null;
  },
): MailMessage {
  if (who.approved)
    return noticeMail({
      to: who.to,
      name: who.name,
      subject: `You now run ${who.companyName} on ${site.brandName}`,
      paragraphs: [
        `We approved your claim: you are the owner of ${who.companyName}. Complete its profile to rank higher.`,
      ],
      link: { label: 'Edit the profile', url: companyPage(site, '/company/edit', who.companySlug) },
    });
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `Your claim of ${who.companyName} was not approved`,
    paragraphs: [
      `We reviewed your claim of ${who.companyName} and could not approve it.`,
      `The reason: ${who.reason ?? 'not given'}`,
      `Claims proved by an e-mail address at the company's own web domain are approved at once. Our team reviews any other within ${CLAIM_REVIEW_DAYS} working days.`,
    ],
    link: { label: 'Try again', url: `${site.publicUrl}/company/claim` },
  });
}

/** To each owner: someone asks to join their company. */
export function joinRequestMail(
  site: MailSite,
  who: Recipient & {
    companyName: string;
    companySlug: string;
    requester: string;
    role: CompanyMemberRole;
  },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `${who.requester} asks to join ${who.companyName}`,
    paragraphs: [
      `${who.requester} asks to join ${who.companyName} on ${site.brandName} as ${article(who.role)}. Approve or decline it among your company's members.`,
    ],
    link: {
      label: 'See the request',
      url: companyPage(site, '/dashboard/company/members', who.companySlug),
    },
  });
}

/** To the person who asked to join: the owners' answer. */
export function joinDecidedMail(
  site: MailSite,
  who: Recipient & { companyName: string; companySlug: string; approved: boolean },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: who.approved
      ? `You joined ${who.companyName} on ${site.brandName}`
      : `Your request to join ${who.companyName} was declined`,
    paragraphs: [
      who.approved
        ? `The owners of ${who.companyName} let you in. You can work on its profile and leads now.`
        : `The owners of ${who.companyName} declined your request to join it.`,
    ],
    link: who.approved
      ? { label: 'Edit the profile', url: companyPage(site, '/company/edit', who.companySlug) }
      : { label: `Go to ${site.brandName}`, url: site.publicUrl },
  });
}

/** An owner's invitation: single use, for the invited address only. */
export function invitationMail(
  site: MailSite,
  who: { to: string; companyName: string; inviter: string; role: CompanyMemberRole; token: string },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.to,
    subject: `${who.inviter} invites you to ${who.companyName} on ${site.brandName}`,
    paragraphs: [
      `${who.inviter} invites you to help run ${who.companyName} on ${site.brandName} as ${article(who.role)} (${COMPANY_MEMBER_ROLE_LABELS[who.role]}).`,
      `Sign in or register with this address (${who.to}) and follow the link within ${INVITATION_DAYS} days. It works once.`,
    ],
    link: {
      label: 'Accept the invitation',
      url: `${site.publicUrl}/company/join/invitation/${who.token}`,
    },
  });
}
