import { safeRedirectPath } from '@atlas/api/validation';
import { hash, verify } from '@node-rs/argon2';
import type { User } from '@atlas/api/entities/user';
import type { ProfileCompany } from '@atlas/api/endpoints/get-profile-company';
import type { AccountTokenPurpose, UserRow } from '../../db/schema';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { MailQueue } from '../../mail/queue';
import { accountExistsMail, passwordResetMail, verificationMail } from '../../mail/templates';
import { signFirebaseCustomToken } from './firebase-token';
import { HttpError } from '../../plugins/errors';
import { createAuthRepository, type AuthRepository } from './repository';
import { hashSecret, newSecret, secretMatches } from '../../lib/secrets';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const INVALID_CREDENTIALS = 'The e-mail address or password is incorrect.';
export const UNVERIFIED_EMAIL =
  'Please verify your e-mail address first: open the link we sent you, or ask for a new one.';
export const FORGOT_ANSWER =
  'If an account uses this address, we have sent it a link to reset the password. Check your inbox.';
export const RESEND_ANSWER =
  'If this address belongs to an account that is not verified yet, we have sent it a new link.';

export function toApiUser(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatarPath ? `/uploads/${user.avatarPath}` : null,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
  };
}

/**
 * Checks the password a person typed to confirm a change (a new password, a new e-mail address,
 * deleting the account): a 400 on `current_password` when it is wrong or missing. Accounts
 * without a password (OAuth only) have none to check.
 */
export async function assertCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  const matches = currentPassword
    ? await verify(user.passwordHash, currentPassword).catch(() => false)
    : false;
  if (!matches) {
    const message = 'Your current password is not correct.';
    throw new HttpError(400, `current_password: ${message}`, [
      { field: 'current_password', message },
    ]);
  }
}

export interface SessionStart {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The shortest time the answers that must not tell whether an account exists (register, forgot
 * password, resend verification) take: both branches do a little database work and queue their
 * e-mail, and the answer is held back to this floor, so neither branch is measurably faster.
 */
export const UNIFORM_ANSWER_MS = 250;

/**
 * Where the person was going, as the query of an e-mailed link (`separator` first): a page of
 * this site only; anything else leaves the link without it.
 */
function redirectQuery(separator: '?' | '&', redirect: string | undefined): string {
  const back = redirect ? safeRedirectPath(redirect, '') : '';
  return back ? `${separator}redirect=${encodeURIComponent(back)}` : '';
}

export interface AuthServiceDependencies {
  /** The database; account changes and the e-mails about them are written in one transaction. */
  db: AppDatabase;
  config: Config;
  /** E-mails leave through the queue, stored with the change they are about. */
  mailQueue: MailQueue;
  /** Waits (tests may pass a clock's); defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function createAuthService({
  db,
  config,
  mailQueue,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
}: AuthServiceDependencies) {
  const repository: AuthRepository = createAuthRepository(db);
  // A real hash to compare against when the address is unknown, so the answer takes as long.
  const dummyHash = hash('not the password of anybody', ARGON2);

  async function mailContext(repo: AuthRepository, user: UserRow) {
    return {
      brandName: config.brandName,
      publicUrl: config.publicUrl,
      to: user.email,
      manageId: await repo.manageIdOf(user.id),
    };
  }

  async function issueToken(
    repo: AuthRepository,
    user: UserRow,
    purpose: AccountTokenPurpose,
    ttlMs: number,
  ) {
    const secret = newSecret();
    const token = await repo.createAccountToken({
      userId: user.id,
      purpose,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return { id: token.id, secret };
  }

  /** Queues a verification link for `user` inside the caller's transaction. */
  async function queueVerification(tx: AppDatabase, user: UserRow, redirect?: string) {
    const repo = createAuthRepository(tx);
    const { id, secret } = await issueToken(repo, user, 'verify_email', VERIFY_TTL_MS);
    const url = `${config.publicUrl}/email/verify/${id}/${secret}${redirectQuery('?', redirect)}`;
    await mailQueue.enqueue(
      tx,
      'verify_email',
      verificationMail(await mailContext(repo, user), user.name, url),
    );
  }

  /** Runs `work`, then answers no sooner than UNIFORM_ANSWER_MS after the start. */
  async function uniformly<T>(work: () => Promise<T>): Promise<T> {
    const started = now();
    const result = await work();
    const left = UNIFORM_ANSWER_MS - (now() - started);
    if (left > 0) await sleep(left);
    return result;
  }

  /** Checks an e-mailed token and spends it; the error says why a link no longer works. */
  async function spendToken(id: string, secret: string, purpose: AccountTokenPurpose) {
    const what = purpose === 'verify_email' ? 'verification' : 'reset';
    const token = await repository.findAccountToken(id, purpose);
    if (!token || !secretMatches(secret, token.tokenHash))
      throw new HttpError(400, `This ${what} link is not valid.`);
    if (token.usedAt) throw new HttpError(410, `This ${what} link has already been used.`);
    if (token.expiresAt <= new Date())
      throw new HttpError(410, `This ${what} link has expired. Please ask for a new one.`);
    if (!(await repository.spendAccountToken(token.id)))
      throw new HttpError(410, `This ${what} link has already been used.`);
    return token;
  }

  async function startSession(user: UserRow, client: ClientInfo): Promise<SessionStart> {
    await repository.deleteDeadCredentialsOf(user.id);
    const token = newSecret();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await repository.createSession({
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500),
    });
    return { token, expiresAt, user };
  }

  return {
    startSession,

    /**
     * A new account and its verification e-mail, in one transaction. An address that already has
     * an account gets the same answer, and its owner an e-mail saying so (with the ways in), so
     * the form cannot be used to find out who has an account.
     */
    async register(input: {
      name: string;
      email: string;
      password: string;
      redirect?: string | undefined;
    }) {
      return uniformly(async () => {
        const passwordHash = await hash(input.password, ARGON2);
        await db.transaction(async (tx) => {
          const repo = createAuthRepository(tx);
          const user = await repo.createUser({
            email: input.email,
            name: input.name,
            passwordHash,
          });
          if (user) return queueVerification(tx, user, input.redirect);
          const existing = await repo.findUserByEmail(input.email);
          if (!existing) return;
          await mailQueue.enqueue(
            tx,
            'account_exists',
            accountExistsMail(await mailContext(repo, existing), existing.name, {
              login: `${config.publicUrl}/login`,
              forgot: `${config.publicUrl}/forgot`,
            }),
          );
        });
        mailQueue.kick();
        return {
          message: `Welcome aboard! We have sent a verification link to ${input.email}. Open it to activate your account.`,
        };
      });
    },

    /** Checks the password; a wrong one and an unknown address look the same. */
    async checkCredentials(email: string, password: string): Promise<UserRow> {
      const user = await repository.findUserByEmail(email);
      if (!user?.passwordHash) {
        await verify(await dummyHash, password).catch(() => false);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      const matches = await verify(user.passwordHash, password).catch(() => false);
      if (!matches) throw new HttpError(401, INVALID_CREDENTIALS);
      if (!user.emailVerifiedAt) throw new HttpError(403, UNVERIFIED_EMAIL);
      return user;
    },

    async verifyEmail(id: string, secret: string) {
      const token = await spendToken(id, secret, 'verify_email');
      await repository.markEmailVerified(token.userId);
      return { message: 'Thank you! Your e-mail address is verified. You can log in now.' };
    },

    async resendVerification(email: string, redirect?: string) {
      return uniformly(async () => {
        await db.transaction(async (tx) => {
          const user = await createAuthRepository(tx).findUserByEmail(email);
          if (user && !user.emailVerifiedAt) await queueVerification(tx, user, redirect);
        });
        mailQueue.kick();
        return { message: RESEND_ANSWER };
      });
    },

    async forgotPassword(email: string, redirect?: string) {
      return uniformly(async () => {
        await db.transaction(async (tx) => {
          const repo = createAuthRepository(tx);
          const user = await repo.findUserByEmail(email);
          if (!user) return;
          const { id, secret } = await issueToken(repo, user, 'reset_password', RESET_TTL_MS);
          const url = `${config.publicUrl}/password/reset?id=${id}&token=${secret}${redirectQuery('&', redirect)}`;
          await mailQueue.enqueue(
            tx,
            'reset_password',
            passwordResetMail(await mailContext(repo, user), user.name, url),
          );
        });
        mailQueue.kick();
        return { message: FORGOT_ANSWER };
      });
    },

    /** Sets the new password; every session of the account ends, older reset links die. */
    async resetPassword(id: string, secret: string, password: string) {
      const token = await spendToken(id, secret, 'reset_password');
      await repository.setPassword(token.userId, await hash(password, ARGON2));
      // Whoever opened the link owns the mailbox: that verifies the address too.
      await repository.markEmailVerified(token.userId);
      await repository.spendAccountTokensOf(token.userId, 'reset_password');
      await repository.revokeSessionsOf(token.userId);
      return { message: 'Your password has been changed. Please log in with the new password.' };
    },

    /** A new password from inside a session: the other sessions end, this one stays. */
    async changePassword(
      user: UserRow,
      sessionId: string,
      currentPassword: string | undefined,
      password: string,
    ) {
      await assertCurrentPassword(user, currentPassword);
      await repository.setPassword(user.id, await hash(password, ARGON2));
      await repository.spendAccountTokensOf(user.id, 'reset_password');
      await repository.revokeSessionsOf(user.id, sessionId);
      return { message: 'Your password has been changed. Other devices have been logged out.' };
    },

    async logout(sessionId: string) {
      await repository.revokeSession(sessionId);
    },

    /**
     * The company the person manages now (issue 33): the one `chosen` names, which must be one of
     * theirs (any other slug is the same 404 as one that does not exist); else the `remembered`
     * one while they are still its member; else the first they joined.
     */
    async companyOf(
      userId: string,
      { chosen, remembered }: { chosen?: string; remembered?: string } = {},
    ): Promise<ProfileCompany> {
      const company =
        chosen !== undefined
          ? await repository.companyOf(userId, chosen)
          : ((remembered === undefined ? null : await repository.companyOf(userId, remembered)) ??
            (await repository.companyOf(userId)));
      if (!company)
        throw new HttpError(
          404,
          chosen === undefined
            ? 'You have no company yet.'
            : `company: there is no company ${chosen}`,
        );
      // The route adds the sponsorship rule and the active sponsorships (modules/top-companies).
      return {
        id: company.id,
        name: company.name,
        slug: company.slug,
        // Its headquarters city has TOP 10 pages to sponsor.
        is_sponsorship_eligible: company.cityHasSponsorshipPages,
        sponsorships_count: { total: 0 },
        locations: {
          headquarter: company.headquarterCity ? { city: { name: company.headquarterCity } } : null,
        },
      };
    },

    /** Every company the person is a member of, for the company switcher. */
    companiesOf(userId: string) {
      return repository.companiesOf(userId);
    },

    /** A Firebase custom token (RS256 JWT signed with the service account's key). */
    async firebaseToken(userId: string): Promise<string> {
      const firebase = config.auth.firebase;
      if (!firebase) {
        throw new HttpError(
          501,
          'Realtime sign-in through Firebase is not configured on this server.',
        );
      }
      return signFirebaseCustomToken({
        clientEmail: firebase.clientEmail,
        privateKey: firebase.privateKey,
        uid: userId,
        now: now(),
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
