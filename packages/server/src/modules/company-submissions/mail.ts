import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';

/** The e-mail a submitter gets at once: their company is in, and when they will hear. */
export function submissionReceivedMail(input: {
  brandName: string;
  publicUrl: string;
  to: string;
  name: string;
  companyName: string;
  reviewDays: number;
}): MailMessage {
  // A name typed over lines stays on the subject's one.
  const company = input.companyName.replace(/\s+/g, ' ');
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `We received your listing of ${company}`,
    paragraphs: [
      `Thank you for submitting ${input.companyName} to ${input.brandName}. We received your listing.`,
      `Our team reviews it within ${input.reviewDays} working days and e-mails you the result. Once it is listed, you are its owner and can complete its profile.`,
    ],
    link: { label: 'Open your dashboard', url: `${input.publicUrl}/dashboard/` },
  });
}

/** The e-mail a submitter gets when staff reject their company, with the reason. */
export function submissionRejectedMail(input: {
  brandName: string;
  publicUrl: string;
  to: string;
  name: string;
  companyName: string;
  reason: string;
}): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `${input.companyName} was not listed on ${input.brandName}`,
    paragraphs: [
      `Thank you for submitting ${input.companyName} to ${input.brandName}. We reviewed it and could not list it this time.`,
      `The reason: ${input.reason}`,
      'If you can fix this, you are welcome to submit the company again.',
    ],
    link: { label: 'Submit it again', url: `${input.publicUrl}/companies/get-listed` },
  });
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
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `${input.companyName} is listed on ${input.brandName}`,
    paragraphs: [
      `${input.companyName} is now listed on ${input.brandName}, and you are its owner. Complete its profile to rank higher.`,
      `Its public profile: ${input.publicUrl}/company/${input.companySlug}`,
    ],
    // The editor opens this company, whichever others the owner runs (issue 33).
    link: {
      label: 'Complete the profile',
      url: `${input.publicUrl}/company/edit?company=${encodeURIComponent(input.companySlug)}`,
    },
  });
}
