import escapeHtml from 'escape-html';
import type { ChatMessage, ConversationSummary, Participant } from '@atlas/api/entities/realtime';
import type { Conversation } from '@atlas/api/endpoints/get-conversation';
import { MESSAGES_PAGE_SIZE } from '@atlas/api/endpoints/get-conversation';
import type { AppDatabase } from '../../db/client';
import type { StoredAttachment } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { NotificationService } from '../notifications/service';
import { sanitizeNotificationHtml } from '../notifications/sanitize';
import type { EventBatch, Realtime } from '../realtime/service';
import { buyerPseudonymsOf } from './buyer-pseudonyms';
import { counterpartOf, receiverOf } from './counterpart';
import type { ConversationRepository, MessageRow } from './repository';

/** Every call of a conversation answers this to anyone but its participants (never a 403). */
export const NO_SUCH_CONVERSATION = 'id: no such conversation';
const MAX_LISTED = 200;

/** Plain text as the HTML a message is stored as: escaped, line breaks kept, then sanitized. */
export function messageHtml(text: string): string {
  const html = text
    .trim()
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return sanitizeNotificationHtml(html);
}

/** Where a conversation's files are read, signed in, by its participants (never /uploads). */
export const CHAT_FILES_PATH = '/conversations/files';

export function toApiMessage(
  row: Omit<MessageRow, 'attachments'> & { attachments?: StoredAttachment[] | null },
): ChatMessage {
  const attachments = row.attachments ?? [];
  return {
    id: row.id.toString(),
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    ...(attachments.length > 0
      ? {
          attachments: attachments.map((file) => ({
            name: file.name,
            size: file.size,
            content_type: file.contentType,
            url: `/api${CHAT_FILES_PATH}/${file.path}`,
          })),
        }
      : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

function toParticipant(row: { id: string; name: string; avatarPath: string | null }): Participant {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatarPath ? `/uploads/${row.avatarPath}` : null,
  };
}

/** The viewer's side of the valet project a conversation is about (null: neither side). */
function valetSide(
  valet: { projectId: string; companyId: number; buyerId: string | null } | null,
  userId: string,
  memberIds: readonly string[],
): Conversation['valetProject'] {
  if (!valet) return null;
  if (valet.buyerId === userId) return { id: valet.projectId, side: 'buyer' };
  if (memberIds.includes(userId)) return { id: valet.projectId, side: 'company' };
  return null;
}

/** The opening of a notification about a message: who wrote, and the first words. */
function excerpt(text: string, length = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export interface ConversationServiceOptions {
  db: AppDatabase;
  repository: ConversationRepository;
  realtime: Realtime;
  notifications: NotificationService;
}

export function createConversationService(options: ConversationServiceOptions) {
  const { db, repository, realtime, notifications } = options;

  async function requireParticipants(tx: AppDatabase, conversationId: string, userId: string) {
    const ids = await repository.participantIdsFor(tx, conversationId, userId);
    if (!ids) throw new HttpError(404, NO_SUCH_CONVERSATION);
    return ids;
  }

  /** Stores a message with its events and the others' notifications in `tx`. */
  async function addMessage(
    tx: AppDatabase,
    batch: EventBatch,
    input: {
      conversationId: string;
      senderId: string;
      senderName: string;
      participantIds: readonly string[];
      text: string;
      notificationType: string;
      notificationHtml: string;
      attachments?: StoredAttachment[];
    },
  ): Promise<ChatMessage> {
    const row = await repository.addMessage(tx, {
      conversationId: input.conversationId,
      senderId: input.senderId,
      body: messageHtml(input.text),
      now: realtime.now(),
      ...(input.attachments ? { attachments: input.attachments } : {}),
    });
    const message = toApiMessage(row);
    const pseudonyms = await buyerPseudonymsOf(repository, tx, [input.conversationId]);
    await batch.record(
      tx,
      input.participantIds.map((userId) => ({
        userId,
        event: { type: 'message.created', message: pseudonyms.messageAs(userId, message) },
      })),
    );
    for (const userId of input.participantIds) {
      if (userId === input.senderId) continue;
      await notifications.notify(tx, batch, {
        userId,
        type: input.notificationType,
        message: input.notificationHtml,
        resourceId: input.conversationId,
      });
    }
    return message;
  }

  return {
    /** Whether `userId` takes part in the conversation (its files are theirs to read). */
    async isParticipant(conversationId: string, userId: string): Promise<boolean> {
      return (await repository.participantIdsFor(db, conversationId, userId)) !== null;
    },

    /**
     * A contact request to a company (in the caller's transaction): from a signed-in person, a
     * conversation between them and the company's members, its first message the request, and
     * a contact_request notification per member; from a visitor without an account, only the
     * notifications (there is nobody to talk to in the app). Answers the conversation's id.
     */
    async receiveContactRequest(
      tx: AppDatabase,
      batch: EventBatch,
      input: {
        contactRequestId: string;
        companyId: number;
        companyName: string;
        sender: { id: string | null; name: string };
        message: string;
      },
    ): Promise<string | null> {
      const members = (await repository.companyMemberIds(tx, input.companyId)).filter(
        (id) => id !== input.sender.id,
      );
      if (members.length === 0) return null;
      const notificationHtml = `<strong>${escapeHtml(input.sender.name)}</strong> sent ${escapeHtml(input.companyName)} a message: ${escapeHtml(excerpt(input.message))}`;
      const senderId = input.sender.id;
      if (senderId === null) {
        for (const userId of members)
          await notifications.notify(tx, batch, {
            userId,
            type: 'contact_request',
            message: notificationHtml,
            resourceId: null,
          });
        return null;
      }
      const participantIds = [senderId, ...members];
      const conversationId = await repository.create(tx, {
        subject: `${input.sender.name} and ${input.companyName}`,
        companyId: input.companyId,
        contactRequestId: input.contactRequestId,
        participantIds,
        now: realtime.now(),
      });
      await addMessage(tx, batch, {
        conversationId,
        senderId,
        senderName: input.sender.name,
        participantIds,
        text: input.message,
        notificationType: 'contact_request',
        notificationHtml,
      });
      return conversationId;
    },

    /**
     * A conversation `sender` opens alone (a support request, issue 19), its first message
     * `text`, in the caller's transaction; others join it later (`join`). Answers its id.
     */
    async open(
      tx: AppDatabase,
      batch: EventBatch,
      input: {
        subject: string;
        companyId: number | null;
        sender: { id: string; name: string };
        text: string;
      },
    ): Promise<string> {
      const participantIds = [input.sender.id];
      const conversationId = await repository.create(tx, {
        subject: input.subject,
        companyId: input.companyId,
        contactRequestId: null,
        participantIds,
        now: realtime.now(),
      });
      await addMessage(tx, batch, {
        conversationId,
        senderId: input.sender.id,
        senderName: input.sender.name,
        participantIds,
        text: input.text,
        notificationType: 'chat_new_message',
        notificationHtml: '',
      });
      return conversationId;
    },

    /** Adds `userId` to the conversation under `displayName` (nothing when they take part already). */
    async join(conversationId: string, userId: string, displayName: string): Promise<void> {
      await repository.addParticipant(db, {
        conversationId,
        userId,
        displayName,
        now: realtime.now(),
      });
    },

    async list(userId: string): Promise<ConversationSummary[]> {
      const rows = await repository.listFor(userId, MAX_LISTED);
      const ids = rows.map((row) => row.id);
      const [people, pseudonyms] = await Promise.all([
        repository.participants(ids),
        buyerPseudonymsOf(repository, db, ids),
      ]);
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        participants: people
          .filter((p) => p.conversationId === row.id)
          .map((p) => pseudonyms.participantAs(userId, row.id, toParticipant(p))),
        lastMessage: row.last
          ? pseudonyms.messageAs(userId, toApiMessage({ ...row.last, conversationId: row.id }))
          : null,
        unread: row.unread,
        updatedAt: row.lastMessageAt.toISOString(),
      }));
    },

    async get(
      userId: string,
      conversationId: string,
      page: { before?: string | undefined; limit?: number | undefined },
    ): Promise<Conversation> {
      await requireParticipants(db, conversationId, userId);
      const conversation = await repository.findWithCompany(conversationId);
      if (!conversation) throw new HttpError(404, NO_SUCH_CONVERSATION);
      const limit = page.limit ?? MESSAGES_PAGE_SIZE;
      const rows = await repository.messages(
        conversationId,
        page.before === undefined ? null : BigInt(page.before),
        limit + 1,
      );
      const more = rows.length > limit;
      const shown = rows.slice(0, limit).reverse();
      const [people, pseudonyms] = await Promise.all([
        repository.participants([conversationId]),
        buyerPseudonymsOf(repository, db, [conversationId]),
      ]);
      const me = people.find((person) => person.id === userId);
      // A pseudonymous buyer's presence is not asked for: it would tie their conversations.
      const visible = people.filter(
        (person) => person.id !== userId && !pseudonyms.masks(userId, conversationId, person.id),
      );
      const { companyId } = conversation;
      const [memberIds, online, lastMessageAt, valet] = await Promise.all([
        companyId === null ? [] : repository.companyMemberIds(db, companyId),
        realtime.isOnline(visible.map((person) => person.id)),
        repository.lastMessageAtBySender(conversationId),
        repository.valetProjectOf(conversationId),
      ]);
      const participants = people.map((person) =>
        pseudonyms.participantAs(userId, conversationId, toParticipant(person)),
      );
      const counterpart = counterpartOf({
        viewerId: userId,
        participants,
        company: conversation.companyName === null ? null : { name: conversation.companyName },
        memberIds: new Set(memberIds),
        online,
        presenceHidden: pseudonyms.presenceHiddenFrom(userId, conversationId),
        lastMessageAt: new Map(
          [...lastMessageAt].map(([id, at]) => [pseudonyms.idAs(userId, conversationId, id), at]),
        ),
      });
      return {
        id: conversation.id,
        subject: conversation.subject,
        participants,
        receiver: receiverOf(counterpart),
        counterpart,
        valetProject: valetSide(valet, userId, memberIds),
        messages: shown.map((row) => pseudonyms.messageAs(userId, toApiMessage(row))),
        nextBefore: more && shown[0] ? shown[0].id.toString() : null,
        lastReadMessageId: me?.lastReadMessageId?.toString() ?? null,
      };
    },

    async send(
      sender: { id: string; name: string },
      conversationId: string,
      text: string,
      attachments: StoredAttachment[] = [],
    ): Promise<ChatMessage> {
      const batch = realtime.batch();
      const message = await db.transaction(async (tx) => {
        const people = await repository.participantNames(tx, conversationId);
        const me = people.find((person) => person.userId === sender.id);
        if (!me) throw new HttpError(404, NO_SUCH_CONVERSATION);
        const participantIds = people.map((person) => person.userId);
        // The name the others see here: a project's buyer as released to the company.
        const seat = (await buyerPseudonymsOf(repository, tx, [conversationId])).seatOf(
          conversationId,
        );
        const shown = seat?.buyerId === sender.id ? seat.name : me.name;
        return addMessage(tx, batch, {
          conversationId,
          senderId: sender.id,
          senderName: shown,
          participantIds,
          text,
          notificationType: 'chat_new_message',
          notificationHtml: `<strong>${escapeHtml(shown)}</strong>: ${escapeHtml(excerpt(text))}`,
          attachments,
        });
      });
      await batch.publish();
      return message;
    },

    async markRead(userId: string, conversationId: string): Promise<string | null> {
      const batch = realtime.batch();
      const id = await db.transaction(async (tx) => {
        const participantIds = await requireParticipants(tx, conversationId, userId);
        const newest = await repository.markRead(tx, conversationId, userId);
        await notifications.markReadByResource(tx, userId, conversationId);
        const lastReadMessageId = newest?.toString() ?? null;
        const pseudonyms = await buyerPseudonymsOf(repository, tx, [conversationId]);
        await batch.record(
          tx,
          participantIds.map((participant) => ({
            userId: participant,
            event: {
              type: 'conversation.read',
              conversationId,
              userId: pseudonyms.idAs(participant, conversationId, userId),
              lastReadMessageId,
            },
          })),
        );
        return lastReadMessageId;
      });
      await batch.publish();
      return id;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
