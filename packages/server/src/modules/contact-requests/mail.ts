import type { MailMessage } from '../../mail/mailer';
import escapeHtml from 'escape-html';

export interface ContactMailInput {
  brandName: string;
  publicUrl: string;
  to: string;
  companyName: string;
  companySlug: string;
  name: string;
  email: string;
  message: string;
  budget: string | null;
}

/** The e-mail a company gets when a visitor uses the contact button on its profile. */
export function contactRequestMail(input: ContactMailInput): MailMessage {
  const inbox = `${input.publicUrl}/dashboard/inbox`;
  const profile = `${input.publicUrl}/company/${input.companySlug}`;
  const subject = `New message for ${input.companyName} from ${input.name}`;
  const text = [
    `${input.name} <${input.email}> sent ${input.companyName} a message through ${input.brandName}.`,
    '',
    input.budget ? `Budget: ${input.budget}` : 'Budget: not given',
    '',
    input.message,
    '',
    `Reply to this e-mail to answer ${input.name}, or open your inbox: ${inbox}`,
    '',
    '—',
    `Sent from your profile: ${profile}`,
  ].join('\n');
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt; sent ${escapeHtml(input.companyName)} a message through ${escapeHtml(input.brandName)}.</p>
<p>Budget: ${input.budget ? escapeHtml(input.budget) : 'not given'}</p>
${paragraphs}
<p>Reply to this e-mail to answer, or <a href="${escapeHtml(inbox)}">open your inbox</a>.</p>
<hr><p style="font-size:12px">Sent from your profile: <a href="${escapeHtml(profile)}">${escapeHtml(profile)}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'Reply-To': `${input.name.replace(/[\r\n"<>]/g, ' ')} <${input.email}>` },
  };
}
