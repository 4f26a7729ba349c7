import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  accountTokens,
  cities,
  citySponsorshipPages,
  companies,
  companyLocations,
  companyMembers,
  emailPreferences,
  oauthIdentities,
  sessions,
  users,
  type AccountTokenPurpose,
  type UserRow,
} from '../../db/schema';

/** Every SQL statement of accounts, sessions and e-mail preferences. */
export function createAuthRepository(db: AppDatabase) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return user ?? null;
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },

    /** Creates the user and their e-mail preferences; null when the address is taken. */
    async createUser(values: {
      email: string;
      name: string;
      passwordHash: string | null;
      emailVerifiedAt?: Date | null;
    }): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).onConflictDoNothing().returning();
        if (!user) return null;
        await tx.insert(emailPreferences).values({ userId: user.id });
        return user;
      });
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    /**
     * An OpenID provider vouches for the address of a never-verified account: verified now, and
     * any password goes, since it may belong to somebody who registered the address first.
     */
    async verifyForLinkedProvider(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), passwordHash: null })
        .where(eq(users.id, userId));
    },

    async manageIdOf(userId: string): Promise<string> {
      const [row] = await db
        .insert(emailPreferences)
        .values({ userId })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { userId } })
        .returning({ manageId: emailPreferences.manageId });
      if (!row) throw new Error('e-mail preferences were not stored');
      return row.manageId;
    },

    // Sessions.

    async createSession(values: typeof sessions.$inferInsert) {
      const [session] = await db.insert(sessions).values(values).returning();
      if (!session) throw new Error('session was not stored');
      return session;
    },

    /** The live session with this token hash and its user. */
    async findLiveSession(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Notes that a session is in use, at most once a minute: the write happens only when the
     * stored time is older than that (or missing), so a burst of requests writes once.
     */
    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            sql`(${sessions.lastSeenAt} is null or ${sessions.lastSeenAt} < ${new Date(now.getTime() - 60_000)})`,
          ),
        );
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Forgets a user's sessions and e-mail tokens that can no longer be used. */
    async deleteDeadCredentialsOf(userId: string): Promise<void> {
      const now = new Date();
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, userId), lt(accountTokens.expiresAt, now)));
    },

    /** Ends every session of a user, except `keep` when given. */
    async revokeSessionsOf(userId: string, keep?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        );
    },

    // One-time e-mail tokens.

    async createAccountToken(values: {
      userId: string;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      const [token] = await db.insert(accountTokens).values(values).returning();
      if (!token) throw new Error('token was not stored');
      return token;
    },

    async findAccountToken(id: string, purpose: AccountTokenPurpose) {
      const [token] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose)))
        .limit(1);
      return token ?? null;
    },

    /** Spends a token; false when it was spent meanwhile (a concurrent second use). */
    async spendAccountToken(id: string): Promise<boolean> {
      const spent = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
        .returning({ id: accountTokens.id });
      return spent.length === 1;
    },

    /** Spends every open token of a purpose (a new password makes older reset links useless). */
    async spendAccountTokensOf(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    // OAuth identities.

    async findIdentity(provider: string, subject: string) {
      const [identity] = await db
        .select()
        .from(oauthIdentities)
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
        .limit(1);
      return identity ?? null;
    },

    async linkIdentity(values: typeof oauthIdentities.$inferInsert): Promise<void> {
      await db.insert(oauthIdentities).values(values).onConflictDoNothing();
    },

    // The user's companies (SPEC §3 "Company profile read for the badge"; issue 33's switcher).

    /** Every company the user is a member of, in the order they joined them. */
    async companiesOf(userId: string) {
      return db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(companyMembers.createdAt, companies.id);
    },

    /** With a slug, that company if the user is its member (else null); without, their first. */
    async companyOf(userId: string, slug?: string) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          headquarterCity: cities.name,
          headquarterCityId: cities.id,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .leftJoin(
          companyLocations,
          and(
            eq(companyLocations.companyId, companies.id),
            eq(companyLocations.isHeadquarter, true),
          ),
        )
        .leftJoin(cities, eq(cities.id, companyLocations.cityId))
        .where(
          slug === undefined
            ? eq(companyMembers.userId, userId)
            : and(eq(companyMembers.userId, userId), eq(companies.slug, slug)),
        )
        .orderBy(companyMembers.createdAt, companies.id)
        .limit(1);
      if (!row) return null;
      const pages =
        row.headquarterCityId === null
          ? []
          : await db
              .select({ id: citySponsorshipPages.id })
              .from(citySponsorshipPages)
              .where(eq(citySponsorshipPages.cityId, row.headquarterCityId))
              .limit(1);
      return { ...row, cityHasSponsorshipPages: pages.length > 0 };
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
