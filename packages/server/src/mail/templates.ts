import type { MailMessage } from './mailer';
import escapeHtml from 'escape-html';

export interface MailContext {
  brandName: string;
  publicUrl: string;
  to: string;
  /** The recipient's preferences key: every mail links to the preferences and unsubscribe pages. */
  manageId: string;
}

/** The links every e-mail carries. */
export function footerLinks(context: MailContext) {
  const email = encodeURIComponent(context.to);
  const unsubscribe = `${context.publicUrl}/email/unsubscribe/${email}/all?key=${context.manageId}`;
  return {
    unsubscribe,
    oneClick: `${context.publicUrl}/api/email/unsubscribe?email=${email}&key=${context.manageId}`,
    preferences: `${context.publicUrl}/email/preferences/manage/${context.manageId}`,
  };
}

/** One action e-mail: a greeting, a paragraph, a button, the footer with unsubscribe links. */
function actionMail(
  context: MailContext,
  content: { subject: string; greeting: string; paragraph: string; action: string; url: string },
): MailMessage {
  const links = footerLinks(context);
  const text = [
    content.greeting,
    '',
    content.paragraph,
    '',
    `${content.action}: ${content.url}`,
    '',
    '—',
    `E-mail preferences: ${links.preferences}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.paragraph)}</p>
<p><a href="${escapeHtml(content.url)}">${escapeHtml(content.action)}</a></p>
<hr><p style="font-size:12px"><a href="${escapeHtml(links.preferences)}">E-mail preferences</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: context.to,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function verificationMail(context: MailContext, name: string, url: string): MailMessage {
  return actionMail(context, {
    subject: `Verify your e-mail address for ${context.brandName}`,
    greeting: `Hello ${name},`,
    paragraph: `Please confirm your e-mail address to finish creating your ${context.brandName} account. The link works once, for 24 hours.`,
    action: 'Verify my e-mail address',
    url,
  });
}

export function passwordResetMail(context: MailContext, name: string, url: string): MailMessage {
  return actionMail(context, {
    subject: `Reset your ${context.brandName} password`,
    greeting: `Hello ${name},`,
    paragraph:
      'Somebody (hopefully you) asked to reset your password. The link works once, for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.',
    action: 'Choose a new password',
    url,
  });
}

/**
 * To the owner of an address someone tried to register again: no new account was made; here is
 * how to get in. (The form answers the same either way, so only the mailbox's owner learns this.)
 */
export function accountExistsMail(
  context: MailContext,
  name: string,
  links: { login: string; forgot: string },
): MailMessage {
  return actionMail(context, {
    subject: `You already have a ${context.brandName} account`,
    greeting: `Hello ${name},`,
    paragraph: `Somebody (hopefully you) tried to create a ${context.brandName} account with this e-mail address, which already has one, so nothing was changed. Log in at ${links.login}, or choose a new password if you have forgotten it. If it was not you, ignore this e-mail.`,
    action: 'Choose a new password',
    url: links.forgot,
  });
}

/**
 * A transactional notice (a decision, a link to follow): a greeting, paragraphs and one link. It
 * carries no unsubscribe footer, since it answers something the person did.
 */
export function noticeMail(content: {
  to: string;
  subject: string;
  name: string;
  paragraphs: readonly string[];
  link: { label: string; url: string };
}): MailMessage {
  const text = [
    `Hello ${content.name},`,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.link.label}: ${content.link.url}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(content.name)},</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>
</body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
