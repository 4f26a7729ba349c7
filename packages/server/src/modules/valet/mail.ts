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

/**
 * A company's lead in the dashboard, with the company named: a person who runs two companies
 * lands on the right one's inbox (issue 33).
 */
export function companyLeadUrl(site: MailSite, projectId: string, companySlug: string): string {
  return `${site.publicUrl}/dashboard/inbox/valet/${projectId}?company=${encodeURIComponent(companySlug)}`;
}

/** A company's member hears of a project released to it. */
export function projectReleasedMail(
  site: MailSite,
  who: {
    to: string;
    name: string;
    companyName: string;
    companySlug: string;
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
      url: `${site.publicUrl}/dashboard/inbox/project-submissions/${who.projectId}?company=${encodeURIComponent(who.companySlug)}`,
    },
  });
}

/** Where a signed-in buyer reads a project (quotes, answers, the comparison). */
export function buyerProjectUrl(site: MailSite, projectId: string): string {
  return `${site.publicUrl}/dashboard/projects/${projectId}`;
}

/** What a company's answer says to the buyer, by kind. */
export type CompanyAnswer =
  | { kind: 'accepted' }
  | { kind: 'declined'; reason: string }
  | { kind: 'question'; text: string }
  | { kind: 'quote'; amount: string; timeline: string };

/** The buyer hears at once of a company's answer: a quote, an acceptance, a question, a no. */
export function companyAnswerMail(
  site: MailSite,
  who: { to: string; name: string; companyName: string; projectId: string; title: string },
  answer: CompanyAnswer,
): MailMessage {
  const { companyName, title } = who;
  const content = {
    accepted: {
      subject: `${companyName} accepted your project "${title}"`,
      paragraphs: [
        `${companyName} accepted your project and can now see your contact details. A quote usually follows; you can write to them in the conversation on your project page.`,
      ],
    },
    declined: {
      subject: `${companyName} declined your project "${title}"`,
      paragraphs: [
        `${companyName} will not take on your project. Their reason: ${answer.kind === 'declined' ? answer.reason : ''}`,
        'The other companies you chose can still answer, and your project page offers more matches when few do.',
      ],
    },
    question: {
      subject: `${companyName} has a question about "${title}"`,
      paragraphs: [
        `${companyName} asks: ${answer.kind === 'question' ? answer.text : ''}`,
        'Answer in the conversation on your project page.',
      ],
    },
    quote: {
      subject: `A quote from ${companyName} for "${title}"`,
      paragraphs: [
        answer.kind === 'quote'
          ? `${companyName} sent you a quote: ${answer.amount}, ${answer.timeline}.`
          : '',
        'Compare it with the other quotes side by side on your project page, then accept the one you want or decline with a reason.',
      ],
    },
  }[answer.kind];
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: content.subject,
    paragraphs: content.paragraphs,
    link: { label: 'Open your project', url: buyerProjectUrl(site, who.projectId) },
  });
}

/** A company's member hears what the buyer decided about the company's quote. */
export function buyerDecisionMail(
  site: MailSite,
  who: {
    to: string;
    name: string;
    companyName: string;
    companySlug: string;
    projectId: string;
    title: string;
  },
  decision: { kind: 'hired' } | { kind: 'declined' | 'hired-other'; reason: string },
): MailMessage {
  const reason = decision.kind === 'hired' || !decision.reason ? '' : ` Reason: ${decision.reason}`;
  const content = {
    hired: {
      subject: `You are hired: "${who.title}"`,
      paragraph: `The buyer accepted the quote of ${who.companyName} for "${who.title}". Agree on the next steps in the conversation.`,
    },
    declined: {
      subject: `Your quote for "${who.title}" was declined`,
      paragraph: `The buyer declined the quote of ${who.companyName} for "${who.title}".${reason}`,
    },
    'hired-other': {
      subject: `The buyer chose another company for "${who.title}"`,
      paragraph: `Thank you for answering. The buyer of "${who.title}" chose another company this time.${reason}`,
    },
  }[decision.kind];
  return noticeMail({
    to: who.to,
    name: who.name,
    subject: content.subject,
    paragraphs: [content.paragraph],
    link: {
      label: 'Open the project',
      url: companyLeadUrl(site, who.projectId, who.companySlug),
    },
  });
}
