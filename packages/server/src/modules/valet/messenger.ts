import type { MailMessage } from '../../mail/mailer';
import type { AppDatabase } from '../../db/client';
import { buyerPseudonymsOf } from '../conversations/buyer-pseudonyms';
import { createConversationRepository } from '../conversations/repository';
import { messageHtml, toApiMessage } from '../conversations/service';
import type { NotificationService } from '../notifications/service';
import type { EventBatch } from '../realtime/service';
import { companyAnswerMail, type CompanyAnswer, type MailSite } from './mail';
import type { ValetProjectRow, ValetRepository } from './repository';

/** An e-mail that goes with a notification, for a person who wants its type by e-mail. */
export type ImmediateMail = { kind: string; message: MailMessage };

/**
 * How a project's events reach people: messages in its conversations with their notifications
 * (and, for those who want them by e-mail, the e-mail at once), and the `valet.updated` event that
 * makes open project pages read the project again.
 */
export function createProjectMessenger(options: {
  db: AppDatabase;
  repository: ValetRepository;
  notifications: NotificationService;
  site: MailSite;
  now: () => Date;
}) {
  const { repository, notifications, site, now } = options;
  const conversations = createConversationRepository(options.db);

  /**
   * A message in a project's conversation with its events, and a notification of `type` to
   * `notify` only (colleagues see the message without one).
   */
  async function postMessage(
    tx: AppDatabase,
    batch: EventBatch,
    input: {
      conversationId: string;
      senderId: string;
      text: string;
      notify: readonly string[];
      type: string;
      html: string;
      /** The e-mail each notified person gets at once when they want the type by e-mail. */
      mailFor?: (userId: string) => ImmediateMail | undefined;
    },
  ) {
    let participantIds = await conversations.participantIdsFor(
      tx,
      input.conversationId,
      input.senderId,
    );
    if (!participantIds) {
      // A member who joined the company after the release joins its conversations as they answer.
      await repository.addParticipant(tx, input.conversationId, input.senderId, now());
      participantIds =
        (await conversations.participantIdsFor(tx, input.conversationId, input.senderId)) ?? [];
    }
    const row = await conversations.addMessage(tx, {
      conversationId: input.conversationId,
      senderId: input.senderId,
      body: messageHtml(input.text),
      now: now(),
    });
    const message = toApiMessage(row);
    const recipients = new Set([...participantIds, ...input.notify]);
    const pseudonyms = await buyerPseudonymsOf(conversations, tx, [input.conversationId]);
    await batch.record(
      tx,
      [...recipients].map((userId) => ({
        userId,
        event: { type: 'message.created', message: pseudonyms.messageAs(userId, message) },
      })),
    );
    for (const userId of input.notify) {
      const mail = input.mailFor?.(userId);
      await notifications.notify(tx, batch, {
        userId,
        type: input.type,
        message: input.html,
        resourceId: input.conversationId,
        ...(mail ? { mail } : {}),
      });
    }
  }

  /** The buyer's e-mail of a company's answer (sent at once when they want answers by e-mail). */
  function answerMailFor(
    project: ValetProjectRow,
    companyName: string,
    answer: CompanyAnswer,
  ): (userId: string) => ImmediateMail | undefined {
    return (userId) =>
      userId === project.userId
        ? {
            kind: 'valet_answer',
            message: companyAnswerMail(
              site,
              {
                to: project.email,
                name: project.name,
                companyName,
                projectId: project.id,
                title: project.title,
              },
              answer,
            ),
          }
        : undefined;
  }

  async function announce(
    tx: AppDatabase,
    batch: EventBatch,
    userIds: readonly string[],
    projectId: string,
  ) {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    await batch.record(
      tx,
      unique.map((userId) => ({ userId, event: { type: 'valet.updated', projectId } })),
    );
  }

  return { postMessage, announce, answerMailFor };
}

export type ProjectMessenger = ReturnType<typeof createProjectMessenger>;
