import {
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
} from '@atlas/api/endpoints/send-contact-message';
import type { MailMessage } from '../../mail/mailer';
import escapeHtml from 'escape-html';

const PLAIN_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Header values must stay on one line, whatever the visitor typed. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

export interface SiteContactMail {
  to: string;
  brandName: string;
  requestId: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** The e-mail the team gets for a /contact message; Reply-To is the sender, so "reply" answers them. */
export function siteContactMail(contact: SiteContactMail): MailMessage {
  const topic = CONTACT_SUBJECT_LABELS[contact.subject];
  const name = oneLine(contact.name);
  const subject = `[${contact.brandName} contact] ${topic} — ${name}`.slice(0, 200);
  const text = [
    `A message from the ${contact.brandName} contact page.`,
    '',
    `From: ${name} <${contact.email}>`,
    `Topic: ${topic}`,
    `Reference: ${contact.requestId}`,
    '',
    contact.message,
  ].join('\n');
  const paragraphs = contact.message
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>A message from the ${escapeHtml(contact.brandName)} contact page.</p>
<table cellpadding="4">
<tr><th align="left">From</th><td>${escapeHtml(name)} &lt;${escapeHtml(contact.email)}&gt;</td></tr>
<tr><th align="left">Topic</th><td>${escapeHtml(topic)}</td></tr>
<tr><th align="left">Reference</th><td>${escapeHtml(contact.requestId)}</td></tr>
</table>
<hr>
${paragraphs}
</body></html>`;
  return {
    to: contact.to,
    subject,
    text,
    html,
    // Only a plain address becomes Reply-To; anything odd is left in the body for a person to read.
    ...(PLAIN_ADDRESS.test(contact.email)
      ? { headers: { 'Reply-To': `${name.replace(/["\\<>,;]/g, '')} <${contact.email}>` } }
      : {}),
  };
}
