/**
 * A company's answers to a project released to it: accepting, declining with a reason, asking the
 * buyer a question, sending a quote. Each is a message to the buyer in the project's conversation
 * (with its notification and e-mail); the first answer of any kind is the company's reply time.
 */
import escapeHtml from 'escape-html';
import type { ValetRequest } from '@atlas/api/valet';
import type { AppDatabase } from '../../db/client';
import { fieldError, HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';
import type { EventBatch } from '../realtime/service';
import { excerpt, usd } from './format';
import type { ProjectMessenger } from './messenger';
import { NO_SUCH_PROJECT } from './project-view';
import type { ValetProjectRow, ValetRepository } from './repository';
import type { ValetServiceOptions } from './service';

export function createCompanyAnswers(
  options: Pick<ValetServiceOptions, 'db' | 'repository' | 'realtime' | 'mailQueue' | 'now'> & {
    messenger: ProjectMessenger;
    /** The request as the company now sees it: what every answer answers. */
    requestView: (companyId: number, projectId: string) => Promise<ValetRequest>;
  },
) {
  const { db, repository, realtime, mailQueue, now, requestView } = options;
  const { postMessage, announce, answerMailFor } = options.messenger;

  /**
   * Runs a company's answer to a project in one transaction: the project and the company's
   * match locked, `change` deciding, the buyer told live after the commit. The first answer of
   * any kind is the reply time.
   */
  async function answer(
    company: { id: number; name: string },
    member: { id: string; name: string },
    projectId: string,
    change: (
      tx: AppDatabase,
      batch: EventBatch,
      context: {
        project: ValetProjectRow;
        match: NonNullable<Awaited<ReturnType<ValetRepository['lockMatch']>>>;
        at: Date;
      },
    ) => Promise<boolean>,
  ): Promise<ValetRequest> {
    const batch = realtime.batch();
    await db.transaction(async (tx) => {
      const project = await repository.lockProject(tx, projectId);
      const m = project ? await repository.lockMatch(tx, projectId, company.id) : null;
      if (!project || !m || !m.releasedAt) throw new HttpError(404, NO_SUCH_PROJECT);
      if (project.status === 'completed')
        throw new HttpError(409, 'The buyer marked this project done.');
      if (project.status === 'hired')
        throw new HttpError(
          409,
          project.hiredCompanyId === company.id
            ? 'The buyer accepted your quote: go on in the conversation.'
            : 'The buyer hired another company for this project.',
        );
      const at = now();
      const changed = await change(tx, batch, { project, match: m, at });
      if (!changed) return;
      if (!m.firstAnswerAt)
        await repository.updateMatch(tx, projectId, company.id, { firstAnswerAt: at });
      if (project.userId) await announce(tx, batch, [project.userId], projectId);
      const colleagues = (await repository.members(tx, company.id)).map((person) => person.id);
      await announce(
        tx,
        batch,
        colleagues.filter((id) => id !== member.id),
        projectId,
      );
    });
    await batch.publish();
    mailQueue.kick();
    return requestView(company.id, projectId);
  }

  return {
    async accept(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
    ) {
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.status === 'accepted' || m.status === 'quoted') return false;
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'accepted',
          acceptedAt: at,
        });
        // Accepted: the company's people see the contact the buyer gave (buyer-pseudonyms.ts).
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `${company.name} accepted your project. We will be in touch shortly.`,
            notify: [project.userId],
            type: 'valet_request_accepted',
            html: `<strong>${escapeHtml(company.name)}</strong> accepted your project ${escapeHtml(project.title)}`,
            mailFor: answerMailFor(project, company.name, { kind: 'accepted' }),
          });
        return true;
      });
    },

    async decline(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      reason: string,
    ) {
      const text = plainText(reason);
      if (text.length < 3) throw fieldError('reason', 'tell the buyer why');
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined') return false;
        if (m.status === 'quoted')
          throw new HttpError(409, 'Your company sent a quote for this project already.');
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'declined',
          declinedAt: at,
          declineReason: text,
        });
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `${company.name} declined your project: ${text}`,
            notify: [project.userId],
            type: 'valet_inquiry',
            html: `<strong>${escapeHtml(company.name)}</strong> declined your project: ${escapeHtml(excerpt(text, 120))}`,
            mailFor: answerMailFor(project, company.name, { kind: 'declined', reason: text }),
          });
        return true;
      });
    },

    async question(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      question: string,
    ) {
      const text = plainText(question);
      if (text.length < 2) throw fieldError('text', 'write your question');
      return answer(company, member, projectId, async (tx, batch, { project, match: m }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text,
            notify: [project.userId],
            type: 'valet_inquiry',
            html: `<strong>${escapeHtml(company.name)}</strong> asks about ${escapeHtml(project.title)}: ${escapeHtml(excerpt(text, 120))}`,
            mailFor: answerMailFor(project, company.name, { kind: 'question', text }),
          });
        return true;
      });
    },

    async quote(
      company: { id: number; name: string },
      member: { id: string; name: string },
      projectId: string,
      quote: {
        amount: number;
        timeline: string;
        message: string;
        attachmentPath: string | null;
        idempotencyKey: string;
      },
    ) {
      const timeline = plainText(quote.timeline);
      const message = plainText(quote.message);
      if (timeline.length < 2) throw fieldError('timeline', 'say how long it takes');
      if (message.length < 10) throw fieldError('message', 'write at least 10 characters');
      if (quote.attachmentPath) {
        const [upload] = await repository.uploads([quote.attachmentPath]);
        if (!upload)
          throw fieldError('attachment_path', 'attach the file through the upload first');
      }
      return answer(company, member, projectId, async (tx, batch, { project, match: m, at }) => {
        if (m.status === 'declined')
          throw new HttpError(409, 'Your company declined this project.');
        if (m.quoteIdempotencyKey === quote.idempotencyKey) return false;
        await repository.updateMatch(tx, projectId, company.id, {
          status: 'quoted',
          acceptedAt: m.acceptedAt ?? at,
          quoteAmount: quote.amount,
          quoteTimeline: timeline,
          quoteMessage: message,
          quoteAttachmentPath: quote.attachmentPath,
          quotedAt: at,
          quoteIdempotencyKey: quote.idempotencyKey,
        });
        // A quote accepts the project too: the buyer's contact is released to the company.
        if (m.conversationId && project.userId)
          await postMessage(tx, batch, {
            conversationId: m.conversationId,
            senderId: member.id,
            text: `Quote from ${company.name}: $${usd.format(quote.amount)}, ${timeline}.\n\n${message}`,
            notify: [project.userId],
            type: 'valet_request_accepted',
            html: `<strong>${escapeHtml(company.name)}</strong> sent a quote for ${escapeHtml(project.title)}: $${usd.format(quote.amount)}`,
            mailFor: answerMailFor(project, company.name, {
              kind: 'quote',
              amount: `$${usd.format(quote.amount)}`,
              timeline,
            }),
          });
        return true;
      });
    },
  };
}
