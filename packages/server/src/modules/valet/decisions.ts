import escapeHtml from 'escape-html';
import type { ValetProject } from '@atlas/api/valet';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import { fieldError, HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';
import type { EventBatch, Realtime } from '../realtime/service';
import { buyerDecisionMail, type MailSite } from './mail';
import type { ProjectMessenger } from './messenger';
import { NO_SUCH_PROJECT } from './project-view';
import type { MatchWithCompany, ValetProjectRow, ValetRepository } from './repository';

const NO_SUCH_QUOTE = 'company_id: this company sent no quote for the project';

type Decision = { kind: 'hired' } | { kind: 'declined' | 'hired-other'; reason: string };

/**
 * The buyer's decisions on quotes (issue 33): accepting one hires its company and closes the
 * project for the others, who are told politely; declining one tells that company why. Each runs
 * in one transaction with the project locked; what people are told is written in it too (messages,
 * notifications, e-mails) and published after the commit.
 */
export function createValetDecisions(options: {
  db: AppDatabase;
  repository: ValetRepository;
  realtime: Realtime;
  mailQueue: MailQueue;
  messenger: ProjectMessenger;
  site: MailSite;
  now: () => Date;
  projectView: (project: ValetProjectRow) => Promise<ValetProject>;
}) {
  const { db, repository, realtime, mailQueue, messenger, site, now } = options;

  /** Tells one company's people what the buyer decided: in the conversation, in the app, by e-mail. */
  async function tell(
    tx: AppDatabase,
    batch: EventBatch,
    project: ValetProjectRow,
    match: MatchWithCompany,
    decision: Decision,
  ) {
    const members = (await repository.members(tx, match.companyId)).filter(
      (person) => person.id !== project.userId,
    );
    const reason = decision.kind === 'hired' ? '' : decision.reason;
    const name = escapeHtml(match.company.name);
    const title = escapeHtml(project.title);
    const { text, html } = {
      hired: {
        text: `Good news: I accept the quote of ${match.company.name}. Let us agree on the next steps here.`,
        html: `The buyer accepted the quote of <strong>${name}</strong> for ${title}`,
      },
      declined: {
        text: `Thank you for the quote. I decline it${reason ? `: ${reason}` : '.'}`,
        html: `The buyer declined the quote of <strong>${name}</strong> for ${title}`,
      },
      'hired-other': {
        text: `Thank you for answering. I chose another company for this project${reason ? `: ${reason}` : '.'}`,
        html: `The buyer of ${title} chose another company`,
      },
    }[decision.kind];
    if (match.conversationId && project.userId)
      await messenger.postMessage(tx, batch, {
        conversationId: match.conversationId,
        senderId: project.userId,
        text,
        notify: members.map((person) => person.id),
        type: 'special_valet_decision',
        html,
        mailFor: (userId) => {
          const person = members.find((member) => member.id === userId);
          return person
            ? {
                kind: 'valet_decision',
                message: buyerDecisionMail(
                  site,
                  {
                    to: person.email,
                    name: person.name,
                    companyName: match.company.name,
                    companySlug: match.company.slug,
                    projectId: project.id,
                    title: project.title,
                  },
                  decision,
                ),
              }
            : undefined;
        },
      });
    await messenger.announce(
      tx,
      batch,
      members.map((person) => person.id),
      project.id,
    );
  }

  /**
   * Runs a decision on the quote of `companyId`: the project of `buyerId` locked, `change`
   * deciding; answers the project as the buyer now sees it.
   */
  async function decide(
    buyerId: string,
    projectId: string,
    companyId: number,
    change: (
      tx: AppDatabase,
      batch: EventBatch,
      context: { project: ValetProjectRow; match: MatchWithCompany; matches: MatchWithCompany[] },
    ) => Promise<void>,
  ): Promise<ValetProject> {
    const batch = realtime.batch();
    await db.transaction(async (tx) => {
      const project = await repository.lockProject(tx, projectId);
      if (!project || project.userId !== buyerId) throw new HttpError(404, NO_SUCH_PROJECT);
      const matches = await repository.matches(projectId, tx);
      const match = matches.find((item) => item.companyId === companyId);
      if (!match?.releasedAt || match.quotedAt === null) throw new HttpError(409, NO_SUCH_QUOTE);
      if (project.status === 'completed') throw new HttpError(409, 'You marked this project done.');
      await change(tx, batch, { project, match, matches });
      await messenger.announce(tx, batch, [buyerId], projectId);
    });
    await batch.publish();
    mailQueue.kick();
    const project = await repository.project(projectId);
    if (!project) throw new HttpError(404, NO_SUCH_PROJECT);
    return options.projectView(project);
  }

  return {
    /**
     * Hires the company of a quote: the project is `hired`, the company told, and every other
     * released company that has not declined and was not turned down already is told the buyer
     * chose another (with the buyer's reason, if any). Accepting the same quote again does nothing.
     */
    async acceptQuote(
      buyer: { id: string },
      projectId: string,
      companyId: number,
      reasonForOthers: string,
    ): Promise<ValetProject> {
      const reason = plainText(reasonForOthers);
      return decide(
        buyer.id,
        projectId,
        companyId,
        async (tx, batch, { project, match, matches }) => {
          if (project.hiredCompanyId === companyId) return;
          if (project.hiredCompanyId !== null)
            throw new HttpError(409, 'You hired another company for this project.');
          if (match.buyerDecision === 'declined')
            throw new HttpError(409, 'You declined this quote.');
          const at = now();
          await repository.updateMatch(tx, projectId, companyId, {
            buyerDecision: 'accepted',
            buyerDecisionReason: null,
            buyerDecidedAt: at,
          });
          await repository.updateProject(tx, projectId, {
            status: 'hired',
            hiredCompanyId: companyId,
            hiredAt: at,
          });
          await tell(tx, batch, project, match, { kind: 'hired' });
          const others = matches.filter(
            (item) =>
              item.companyId !== companyId &&
              item.releasedAt !== null &&
              item.status !== 'declined' &&
              item.buyerDecision === null,
          );
          for (const other of others) {
            await repository.updateMatch(tx, projectId, other.companyId, {
              buyerDecision: 'declined',
              buyerDecisionReason: reason || null,
              buyerDecidedAt: at,
            });
            await tell(tx, batch, project, other, { kind: 'hired-other', reason });
          }
        },
      );
    },

    /** Turns a quote down with a reason; the company is told. Declining it again does nothing. */
    async declineQuote(
      buyer: { id: string },
      projectId: string,
      companyId: number,
      reasonText: string,
    ): Promise<ValetProject> {
      const reason = plainText(reasonText);
      if (reason.length < 3) throw fieldError('reason', 'tell the company why');
      return decide(buyer.id, projectId, companyId, async (tx, batch, { project, match }) => {
        if (match.buyerDecision === 'declined') return;
        if (match.buyerDecision === 'accepted')
          throw new HttpError(409, 'You accepted this quote: the company is hired.');
        await repository.updateMatch(tx, projectId, companyId, {
          buyerDecision: 'declined',
          buyerDecisionReason: reason,
          buyerDecidedAt: now(),
        });
        await tell(tx, batch, project, match, { kind: 'declined', reason });
      });
    },
  };
}
