import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mailer';

/** The e-mail a submitter gets when staff reject their company, with the reason. */
export function submissionRejectedMail(input: {
  brandName: string;
  publicUrl: string;
  to: string;
  name: string;
  companyName: string;
  reason: string;
}): MailMessage {
  const again = `${input.publicUrl}/companies/get-listed`;
  const subject = `${input.companyName} was not listed on ${input.brandName}`;
  const paragraphs = [
    `Thank you for submitting ${input.companyName} to ${input.brandName}. We reviewed it and could not list it this time.`,
    `The reason: ${input.reason}`,
    'If you can fix this, you are welcome to submit the company again.',
  ];
  const text = [`Hello ${input.name},`, '', ...paragraphs.flatMap((p) => [p, '']), again].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(again)}">Submit it again</a></p>
</body></html>`;
  return { to: input.to, subject, text, html };
}

/** The e-mail a submitter gets when their company is listed. */
export function submissionApprovedMail(input: {
  brandName: string;
  publicUrl: string;
  to: string;
  name: string;
  companyName: string;
  companySlug: string;
}): MailMessage {
  const profile = `${input.publicUrl}/company/${input.companySlug}`;
  const subject = `${input.companyName} is listed on ${input.brandName}`;
  const paragraph = `${input.companyName} is now listed on ${input.brandName}, and you are its owner. Complete its profile to rank higher.`;
  const text = [`Hello ${input.name},`, '', paragraph, '', profile].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.name)},</p>
<p>${escapeHtml(paragraph)}</p>
<p><a href="${escapeHtml(profile)}">See the profile</a></p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
