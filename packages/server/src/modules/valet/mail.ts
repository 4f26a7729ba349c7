import { VALET_ANSWER_MINUTES, VALET_LINK_DAYS } from '@atlas/api/valet';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';

export interface MailSite {
  brandName: string;
  publicUrl: string;
}

/** Where the e-mailed project link leads (the token is a secret: the log redacts it). */
export function projectLinkUrl(site: MailSite, token: string): string {
  return `${site.publicUrl}/project-submission/project/${token}`;
}

/** The buyer's link to their project: it verifies the address and shows the shortlist. */
export function projectLinkMail(
  site: MailSite,
  who: { to: string; name: string; title: string; token: string; shortlisted: number },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `Your project "${who.title}": ${who.shortlisted} matching companies`,
    paragraphs: [
      who.shortlisted > 0
        ? `We matched your project with ${who.shortlisted} companies. Open it to see why each was picked, and choose who gets your brief: nothing is sent to any company before you do.`
        : 'We saved your project. Open it to see the companies we match it with; nothing is sent to any company before you choose.',
      `Companies you release it to answer within ${VALET_ANSWER_MINUTES} minutes; if too few do, we offer you more.`,
      `The link works for ${VALET_LINK_DAYS} days, as often as you like. If you did not submit a project, ignore this e-mail.`,
    ],
    link: { label: 'Open your project', url: projectLinkUrl(site, who.token) },
  });
}

/** A company's member hears of a project released to it. */
export function projectReleasedMail(
  site: MailSite,
  who: {
    to: string;
    name: string;
    companyName: string;
    projectId: string;
    title: string;
    budget: string;
  },
): MailMessage {
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: `New project for ${who.companyName}: ${who.title}`,
    paragraphs: [
      `A buyer picked ${who.companyName} for their project "${who.title}" (budget: ${who.budget}).`,
      `Answer within ${VALET_ANSWER_MINUTES} minutes: accept it to see the buyer's contact details, ask a question, send a quote or decline with a reason.`,
    ],
    link: {
      label: 'Open the project',
      url: `${site.publicUrl}/dashboard/inbox/project-submissions/${who.projectId}`,
    },
  });
}
