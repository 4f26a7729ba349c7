import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mailer';

/** A short account e-mail to a company member: paragraphs and one link. */
function memberMail(mail: {
  to: string;
  subject: string;
  name: string;
  paragraphs: string[];
  action: string;
  url: string;
}): MailMessage {
  const greeting = `Hello ${mail.name},`;
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${mail.action}: ${mail.url}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.url)}">${escapeHtml(mail.action)}</a></p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

export function sponsorshipActiveMail(input: {
  brandName: string;
  to: string;
  name: string;
  companyName: string;
  pages: string[];
  until: string;
  invoiceNumber: string;
  url: string;
}): MailMessage {
  return memberMail({
    to: input.to,
    subject: `${input.companyName} is sponsored on ${input.pages.length === 1 ? 'a TOP 10 page' : `${input.pages.length} TOP 10 pages`}`,
    name: input.name,
    paragraphs: [
      `The payment is confirmed. ${input.companyName} has a sponsored place on ${input.pages.join(', ')} until ${input.until}; it renews then unless you cancel the renewal.`,
      `Invoice ${input.invoiceNumber} is ready on your promo-membership page, with the impressions and clicks of each place.`,
    ],
    action: 'See your sponsorships',
    url: input.url,
  });
}

export function renewalFailedMail(input: {
  brandName: string;
  to: string;
  name: string;
  companyName: string;
  page: string;
  endsOn: string;
  reason: string;
  url: string;
}): MailMessage {
  return memberMail({
    to: input.to,
    subject: `The sponsorship of ${input.page} ends on ${input.endsOn}`,
    name: input.name,
    paragraphs: [
      `We could not renew the TOP 10 sponsorship of ${input.companyName} on ${input.page}: ${input.reason}`,
      `The place stays until ${input.endsOn} and then ends. To keep it, buy it again with another card.`,
    ],
    action: 'Sponsor again',
    url: input.url,
  });
}

/**
 * The alert staff get (at CONTACT_EMAIL, the team's address) when a signed payment event does
 * not match its order (issue 34): the order stays unpaid until someone looks.
 */
export function paymentMismatchMail(input: {
  brandName: string;
  to: string;
  orderId: string;
  companyName: string;
  provider: string;
  eventId: string;
  mismatch: string;
}): MailMessage {
  const paragraphs = [
    `The ${input.provider} payments provider sent a signed event (${input.eventId}) for order ${input.orderId} of ${input.companyName} that does not match the order: ${input.mismatch}.`,
    'The order stays unpaid and nothing was activated or invoiced. Check the payment with the provider before you do anything with the order; the event is kept in payment_events with status "mismatch".',
  ];
  const text = ['Hello team,', '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello team,</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return {
    to: input.to,
    subject: `[${input.brandName} payments] A payment does not match order ${input.orderId}`,
    text,
    html,
  };
}
