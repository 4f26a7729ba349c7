import type { AccountExport } from '@atlas/api/endpoints/account-data';
import { DELETE_CONFIRMATION } from '@atlas/api/endpoints/account-data';
import type { AccountSession } from '@atlas/api/endpoints/account-sessions';
import type { AccountSettings } from '@atlas/api/endpoints/account-settings';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { networkOf } from '../../lib/network';
import type { MailQueue } from '../../mail/queue';
import type { Clock } from '../../plugins/clock';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../../db/schema';
import { createAuthRepository } from '../auth/repository';
import { hashSecret, newSecret, secretMatches } from '../../lib/secrets';
import { assertCurrentPassword, toApiUser } from '../auth/service';
import { emailChangedNoticeMail, emailChangeLinkMail, emailChangeTakenMail } from './mail';
import { buyerPseudonymsOf } from '../conversations/buyer-pseudonyms';
import { createConversationRepository } from '../conversations/repository';
import { createAccountRepository } from './repository';
import { describeUserAgent } from './user-agent';

/** How long the link to a new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export interface AccountServiceDependencies {
  db: AppDatabase;
  config: Config;
  mailQueue: MailQueue;
  clock: Clock;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The account settings of issue 19: everything a person changes about their own account. */
export function createAccountService({ db, config, mailQueue, clock }: AccountServiceDependencies) {
  const repository = createAccountRepository(db);
  const site = { brandName: config.brandName, publicUrl: config.publicUrl };

  return {
    async settings(user: UserRow): Promise<AccountSettings> {
      return {
        user: toApiUser(user),
        has_password: user.passwordHash !== null,
        sign_in_providers: await repository.providersOf(user.id),
        preferences_id: await createAuthRepository(db).manageIdOf(user.id),
        pending_email: await repository.pendingEmailChange(user.id, clock.now()),
      };
    },

    async rename(user: UserRow, name: string) {
      const renamed = await repository.setName(user.id, name);
      if (!renamed) throw new HttpError(401, 'Please log in to continue.');
      return toApiUser(renamed);
    },

    /** Points the account at a stored avatar (or none); answers the user and the replaced file. */
    async setAvatar(user: UserRow, key: string | null) {
      const { user: updated, replaced } = await repository.setAvatar(user.id, key);
      if (!updated) throw new HttpError(401, 'Please log in to continue.');
      return { user: toApiUser(updated), replaced };
    },

    /**
     * A link to the new address, or (when another account has it) a note to that address saying
     * nothing changed: the answer is the same, as registering's is, so the form tells nobody who
     * has an account.
     */
    async requestEmailChange(user: UserRow, email: string, currentPassword: string | undefined) {
      await assertCurrentPassword(user, currentPassword);
      if (email.toLowerCase() === user.email.toLowerCase()) {
        const message = 'This is your address already.';
        throw new HttpError(400, `email: ${message}`, [{ field: 'email', message }]);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = createAccountRepository(tx);
        const other = await repo.otherAccountWith(email, user.id);
        if (other) {
          await mailQueue.enqueue(
            tx,
            'email_change_taken',
            emailChangeTakenMail(site, other.email, other.name),
          );
          return;
        }
        const secret = newSecret();
        const change = await repo.createEmailChange({
          userId: user.id,
          newEmail: email,
          tokenHash: hashSecret(secret),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        });
        const url = `${config.publicUrl}/dashboard/settings?email_change=${change.id}.${secret}`;
        await mailQueue.enqueue(
          tx,
          'email_change',
          emailChangeLinkMail(site, email, user.name, url),
        );
      });
      mailQueue.kick();
      return {
        message: `We have sent a link to ${email}. Open it to start using that address; until then your account keeps ${user.email}.`,
      };
    },

    /** Spends the link: the account moves to the new address, and the old one is told. */
    async confirmEmailChange(id: string, secret: string) {
      const now = clock.now();
      const change = await repository.findEmailChange(id);
      if (!change || !secretMatches(secret, change.tokenHash))
        throw new HttpError(400, 'This link is not valid.');
      if (change.usedAt) throw new HttpError(410, 'This link has already been used.');
      if (change.expiresAt <= now)
        throw new HttpError(
          410,
          'This link has expired. Please ask for a new one in your settings.',
        );
      await db.transaction(async (tx) => {
        const repo = createAccountRepository(tx);
        const user = await createAuthRepository(tx).findUserById(change.userId);
        if (!user || !(await repo.spendEmailChange(change.id, now)))
          throw new HttpError(410, 'This link has already been used.');
        if (!(await repo.moveToEmail(user.id, change.newEmail, now)))
          throw new HttpError(409, 'This address now belongs to another account.');
        await mailQueue.enqueue(
          tx,
          'email_changed',
          emailChangedNoticeMail(site, user.email, user.name, change.newEmail),
        );
      });
      mailQueue.kick();
      return { message: `Your account now uses ${change.newEmail}.` };
    },

    async sessions(user: UserRow, currentSessionId: string): Promise<AccountSession[]> {
      const rows = await repository.liveSessionsOf(user.id, clock.now());
      const listed = rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        network: networkOf(row.ip ?? undefined),
        created_at: row.createdAt.toISOString(),
        last_seen_at: iso(row.lastSeenAt),
        current: row.id === currentSessionId,
      }));
      return [...listed.filter((row) => row.current), ...listed.filter((row) => !row.current)];
    },

    async revokeSession(user: UserRow, sessionId: string) {
      if (!(await repository.revokeSessionOf(user.id, sessionId, clock.now())))
        throw new HttpError(404, 'There is no such session of yours.');
    },

    revokeOtherSessions: (user: UserRow, keep: string) =>
      repository.revokeOtherSessions(user.id, keep, clock.now()),

    async exportData(user: UserRow): Promise<AccountExport> {
      const rows = await repository.exportRows(user.id);
      if (!rows) throw new HttpError(401, 'Please log in to continue.');
      const { account, preferences } = rows;
      // A valet buyer is named to the company's people as the conversation names them there.
      const pseudonyms = await buyerPseudonymsOf(
        createConversationRepository(db),
        db,
        rows.seats.map((seat) => seat.id),
      );
      const senderIn = (conversationId: string, senderId: string | null) =>
        pseudonyms.masks(user.id, conversationId, senderId)
          ? pseudonyms.seatOf(conversationId)?.name
          : undefined;
      const dates = <T extends Record<string, unknown>>(row: T) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
            value instanceof Date ? value.toISOString() : value,
          ]),
        );
      const messagesOf = (conversationId: string) =>
        rows.messageRows
          .filter((message) => message.conversationId === conversationId)
          .map(({ conversationId: _id, senderId, sender, ...message }) => ({
            ...dates(message),
            from_me: senderId === user.id,
            sender: senderIn(conversationId, senderId) ?? sender ?? 'Deleted account',
          }));
      return {
        format: 'agency-atlas-account-export/1',
        exported_at: clock.now().toISOString(),
        account: {
          id: account.id,
          name: account.name,
          email: account.email,
          email_verified_at: iso(account.emailVerifiedAt),
          created_at: account.createdAt.toISOString(),
          avatar: toApiUser(account).avatar,
          has_password: account.passwordHash !== null,
          sign_in_providers: await repository.providersOf(user.id),
        },
        email_preferences: preferences
          ? dates({
              newsletter: preferences.newsletter,
              reviews: preferences.reviews,
              awards: preferences.awards,
              inbox: preferences.inbox,
              updatedAt: preferences.updatedAt,
            })
          : null,
        notification_preferences: rows.channelRows.map(dates),
        sessions: rows.sessionRows.map(({ userAgent, ip, ...session }) => ({
          ...dates(session),
          device: describeUserAgent(userAgent),
          network: networkOf(ip ?? undefined),
        })),
        saved_searches: rows.searchRows.map(dates),
        reviews: rows.reviewRows.map(dates),
        review_helpful_votes: rows.helpfulRows.map(dates),
        award_votes: rows.voteRows.map(dates),
        conversations: rows.seats.map((seat) => ({
          ...dates(seat),
          messages: messagesOf(seat.id),
        })),
        contact_requests: rows.contactRows.map(dates),
        notifications: rows.notificationRows.map(dates),
        company_memberships: rows.membershipRows.map(dates),
        company_claims: rows.claimRows.map(dates),
        company_submissions: rows.submissionRows.map(dates),
        valet_projects: rows.projectRows.map(dates),
      };
    },

    /**
     * Deletes the account after the password (or the typed word, without one). The only owner of
     * a company is refused until somebody else owns it too. Answers what the caller still has to
     * clean up outside the database: the avatar file and the sessions' live streams.
     */
    async deleteAccount(
      user: UserRow,
      input: { current_password?: string | undefined; confirmation?: string | undefined },
    ) {
      if (user.passwordHash) await assertCurrentPassword(user, input.current_password);
      else if (input.confirmation?.trim() !== DELETE_CONFIRMATION) {
        const message = `Type ${DELETE_CONFIRMATION} to confirm.`;
        throw new HttpError(400, `confirmation: ${message}`, [{ field: 'confirmation', message }]);
      }
      const deleted = await repository.deleteAccount(user.id, clock.now());
      if (!deleted) throw new HttpError(401, 'Please log in to continue.');
      if (deleted.ownedAlone.length > 0) {
        const names = deleted.ownedAlone.map((company) => company.name).join(', ');
        throw new HttpError(
          409,
          `You are the only owner of ${names}. Make another member an owner (Company → Members) or hand the company over first, then delete your account.`,
        );
      }
      return { avatarPath: deleted.avatarPath, endedSessions: deleted.endedSessions };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
