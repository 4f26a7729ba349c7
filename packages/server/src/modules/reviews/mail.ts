import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';
import escapeHtml from 'escape-html';

interface ActionMail {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
}

/**
 * A transactional e-mail with one link. These go to people who may have no account (so no
 * preferences link): each is the direct answer to something they or a company asked for.
 */
function actionMail(mail: ActionMail): MailMessage {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${mail.action}: ${mail.url}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.url)}">${escapeHtml(mail.action)}</a></p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

export function reviewConfirmationMail(input: {
  brandName: string;
  to: string;
  name: string;
  companyName: string;
  url: string;
}): MailMessage {
  return actionMail({
    to: input.to,
    subject: `Confirm your review of ${input.companyName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for reviewing ${input.companyName} on ${input.brandName}. Please confirm that you wrote it: the review is published only after you confirm it and our moderators have read it.`,
      'The link works once, for 7 days. If you did not write this review, ignore this e-mail and it will not be published.',
    ],
    action: 'Confirm my review',
    url: input.url,
  });
}

export function reviewInvitationMail(input: {
  brandName: string;
  to: string;
  name: string | null;
  companyName: string;
  inviterName: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  return actionMail({
    to: input.to,
    subject: `${input.companyName} asks for your review on ${input.brandName}`,
    greeting: input.name ? `Hello ${input.name},` : 'Hello,',
    paragraphs: [
      `${input.inviterName} of ${input.companyName} invites you to review your project with them on ${input.brandName}. Your honest review helps other buyers choose.`,
      `The link is personal and works until ${input.expiresAt.toISOString().slice(0, 10)}.`,
    ],
    action: 'Write my review',
    url: input.url,
  });
}

/** The moderators' decision, told to the reviewer: published, or not and why. */
export function reviewDecisionMail(input: {
  brandName: string;
  to: string;
  name: string;
  companyName: string;
  status: 'published' | 'rejected';
  reason: string | null;
  url: string;
}): MailMessage {
  const published = input.status === 'published';
  return actionMail({
    to: input.to,
    subject: published
      ? `Your review of ${input.companyName} is published`
      : `Your review of ${input.companyName} was not published`,
    greeting: `Hello ${input.name},`,
    paragraphs: published
      ? [
          `Our moderators have read your review of ${input.companyName}, and it is now on ${input.brandName} for every buyer to read. Thank you for sharing your experience.`,
        ]
      : [
          `Our moderators have read your review of ${input.companyName} and could not publish it.`,
          `Their reason: ${input.reason ?? 'it does not follow our review guidelines'}`,
          'You are welcome to write it again with this in mind.',
        ],
    action: published ? 'See your review' : `Review ${input.companyName} again`,
    url: input.url,
  });
}

/** Staff's decision on a company's report of a review, told to the member who reported it. */
export function reviewReportDecisionMail(input: {
  brandName: string;
  to: string;
  name: string;
  companyName: string;
  reviewTitle: string;
  upheld: boolean;
  note: string | null;
  url: string;
}): MailMessage {
  return actionMail({
    to: input.to,
    subject: input.upheld
      ? `The review you reported was removed from ${input.companyName}’s profile`
      : `The review you reported stays on ${input.companyName}’s profile`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      input.upheld
        ? `Our moderators agreed with your report of the review “${input.reviewTitle}”: it no longer shows on ${input.brandName}, and ${input.companyName}’s rating no longer counts it.`
        : `Our moderators read your report of the review “${input.reviewTitle}” and decided to keep it published.`,
      ...(input.note ? [`Their note: ${input.note}`] : []),
    ],
    action: 'See your reviews',
    url: input.url,
  });
}

/**
 * To an owner or manager who wants new reviews by e-mail (issue 33): a review of their company is
 * published, with the dashboard page where they read and answer it.
 */
export function reviewPublishedMail(input: {
  brandName: string;
  publicUrl: string;
  to: string;
  name: string;
  companyName: string;
  companySlug: string;
  reviewTitle: string;
  rating: number;
  reviewerName: string;
}): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `A new review of ${input.companyName} is published`,
    paragraphs: [
      `${input.reviewerName} rated ${input.companyName} ${input.rating.toFixed(1)} of 5: “${input.reviewTitle}”. The review is now on your profile on ${input.brandName} for every buyer to read.`,
      'A short, courteous public answer shows buyers how you work with clients; you can write one from your dashboard.',
      `You get this e-mail because new reviews are set to reach you by e-mail. Change it in your notification settings: ${input.publicUrl}/dashboard/settings`,
    ],
    link: {
      label: 'Read and answer the review',
      // The company is named: its reviews open, whichever others the member runs (issue 33).
      url: `${input.publicUrl}/dashboard/company/reviews?company=${encodeURIComponent(input.companySlug)}`,
    },
  });
}

/** To staff: wrong moderator tokens reached the limit from one network or with one token prefix. */
export function adminTokenAlertMail(input: {
  brandName: string;
  to: string;
  publicUrl: string;
  by: 'network' | 'token prefix';
  value: string;
  failures: number;
  windowMinutes: number;
}): MailMessage {
  return noticeMail({
    to: input.to,
    subject: `[${input.brandName} security] Wrong moderator tokens from one ${input.by}`,
    name: 'team',
    paragraphs: [
      `${input.failures} wrong moderator tokens arrived within ${input.windowMinutes} minutes by ${input.by} ${input.value}. Further wrong tokens from it are refused until the window passes; the right token still works from anywhere.`,
      'If nobody on the team mistyped the token, someone is guessing it. Consider rotating ADMIN_TOKEN and check the request log for the address.',
    ],
    link: { label: 'Open the moderation queue', url: `${input.publicUrl}/admin/reviews` },
  });
}
