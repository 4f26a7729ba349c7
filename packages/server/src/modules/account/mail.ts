import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';

interface Site {
  brandName: string;
  publicUrl: string;
}

/** To the new address: the link that moves the account there (once, for 24 hours). */
export function emailChangeLinkMail(
  site: Site,
  to: string,
  name: string,
  url: string,
): MailMessage {
  return noticeMail({
    to,
    subject: `Confirm your new e-mail address for ${site.brandName}`,
    name,
    paragraphs: [
      `You asked to use this address for your ${site.brandName} account. Follow the link below, signed in, to confirm it; it works once, for 24 hours.`,
      'Until then your account keeps its current address. If it was not you, ignore this e-mail.',
    ],
    link: { label: 'Confirm my new address', url },
  });
}

/** To an address that has an account already: nothing changes (the form said the same). */
export function emailChangeTakenMail(site: Site, to: string, name: string): MailMessage {
  return noticeMail({
    to,
    subject: `Somebody asked to use your address on ${site.brandName}`,
    name,
    paragraphs: [
      `Somebody asked to move another ${site.brandName} account to this address. It already belongs to your account, so nothing was changed.`,
      'If it was you, log in to this account instead; you can delete the other one from its settings.',
    ],
    link: { label: 'Log in', url: `${site.publicUrl}/login` },
  });
}

/** To the old address once the account has moved away from it. */
export function emailChangedNoticeMail(
  site: Site,
  to: string,
  name: string,
  newEmail: string,
): MailMessage {
  return noticeMail({
    to,
    subject: `Your ${site.brandName} e-mail address was changed`,
    name,
    paragraphs: [
      `Your ${site.brandName} account now uses the address ${newEmail}; mail for it no longer comes here.`,
      'If you did not do this, tell us at once by answering through the contact page.',
    ],
    link: { label: 'Contact us', url: `${site.publicUrl}/contact` },
  });
}
