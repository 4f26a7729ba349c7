import { and, asc, count, desc, eq, gt, gte, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { containsPattern } from '../../lib/staff-queue';
import {
  companies,
  companyMembers,
  companyServices,
  oauthIdentities,
  reviewInvitations,
  reviews,
  services,
  users,
} from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type InvitationRow = typeof reviewInvitations.$inferSelect;

/**
 * Every SQL statement of writing and moderating reviews. Each takes the database or a transaction,
 * so the service decides what happens together.
 */
export const reviewRepository = {
  async findCompanyBySlug(db: AppDatabase, slug: string) {
    const [company] = await db
      .select({
        id: companies.id,
        slug: companies.slug,
        name: companies.name,
        logoPath: companies.logoPath,
        website: companies.website,
        email: companies.email,
        emails: companies.emails,
      })
      .from(companies)
      .where(eq(companies.slug, slug))
      .limit(1);
    return company ?? null;
  },

  async findCompanyById(db: AppDatabase, id: number) {
    const [company] = await db
      .select({ id: companies.id, slug: companies.slug, name: companies.name })
      .from(companies)
      .where(eq(companies.id, id))
      .limit(1);
    return company ?? null;
  },

  async servicesOf(db: AppDatabase, companyId: number) {
    return db
      .select({ id: services.id, name: services.name })
      .from(companyServices)
      .innerJoin(services, eq(services.id, companyServices.serviceId))
      .where(eq(companyServices.companyId, companyId))
      .orderBy(sql`${companyServices.percentage} DESC`, asc(services.name));
  },

  async findByIdempotencyKey(db: AppDatabase, key: string): Promise<ReviewRow | null> {
    const [row] = await db.select().from(reviews).where(eq(reviews.idempotencyKey, key)).limit(1);
    return row ?? null;
  },

  /** The member's role at the company (owner or manager), or null. */
  async memberRole(db: AppDatabase, companyId: number, userId: string) {
    const [row] = await db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .limit(1);
    return row?.role ?? null;
  },

  /** The company's owners and managers, with the name and address their e-mails go to. */
  async membersOf(db: AppDatabase, companyId: number) {
    return db
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt));
  },

  /** The OpenID providers (google, linkedin) linked to the account. */
  async providersOf(db: AppDatabase, userId: string): Promise<string[]> {
    const rows = await db
      .select({ provider: oauthIdentities.provider })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId));
    return rows.map((row) => row.provider);
  },

  /** Reviews of the company (not rejected) by the same account or the same e-mail address. */
  async countSameReviewer(
    db: AppDatabase,
    companyId: number,
    reviewer: { userId: string | null; email: string | null },
  ): Promise<number> {
    const same = [
      reviewer.userId ? eq(reviews.reviewerUserId, reviewer.userId) : undefined,
      reviewer.email ? sql`lower(${reviews.reviewerEmail}) = lower(${reviewer.email})` : undefined,
    ].filter((condition) => condition !== undefined);
    if (same.length === 0) return 0;
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.companyId, companyId), ne(reviews.status, 'rejected'), or(...same)));
    return row?.count ?? 0;
  },

  /** Reviews of the company from the network since the given time. */
  async countFromNetwork(
    db: AppDatabase,
    companyId: number,
    network: string,
    since: Date,
  ): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(
        and(
          eq(reviews.companyId, companyId),
          eq(reviews.network, network),
          gte(reviews.createdAt, since),
        ),
      );
    return row?.count ?? 0;
  },

  /** Inserts the review; null when its idempotency key is already taken (a concurrent retry). */
  async insertReview(db: AppDatabase, values: NewReview): Promise<ReviewRow | null> {
    const [row] = await db
      .insert(reviews)
      .values(values)
      .onConflictDoNothing({ target: reviews.idempotencyKey })
      .returning();
    return row ?? null;
  },

  async findInvitation(db: AppDatabase, id: string): Promise<InvitationRow | null> {
    const [row] = await db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.id, id))
      .limit(1);
    return row ?? null;
  },

  async insertInvitation(db: AppDatabase, values: typeof reviewInvitations.$inferInsert) {
    const [row] = await db.insert(reviewInvitations).values(values).returning();
    if (!row) throw new Error('the invitation was not stored');
    return row;
  },

  /** Spends the invitation; false when it was used (or expired) meanwhile. */
  async markInvitationUsed(db: AppDatabase, id: string): Promise<boolean> {
    const rows = await db
      .update(reviewInvitations)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(reviewInvitations.id, id),
          isNull(reviewInvitations.usedAt),
          gt(reviewInvitations.expiresAt, new Date()),
        ),
      )
      .returning({ id: reviewInvitations.id });
    return rows.length === 1;
  },

  /**
   * Confirms the pending review whose token hash matches (written after `notBefore`) and spends
   * the token; null when there is none.
   */
  async confirmByTokenHash(
    db: AppDatabase,
    tokenHash: string,
    notBefore: Date,
  ): Promise<ReviewRow | null> {
    const [row] = await db
      .update(reviews)
      .set({ confirmedAt: new Date(), confirmationTokenHash: null })
      .where(
        and(
          eq(reviews.confirmationTokenHash, tokenHash),
          eq(reviews.status, 'pending'),
          isNull(reviews.confirmedAt),
          gt(reviews.createdAt, notBefore),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** The moderation queue, oldest first, with each review's company. */
  async listPending(db: AppDatabase, limit: number, companySlug?: string) {
    return db
      .select({
        review: reviews,
        company: { id: companies.id, slug: companies.slug, name: companies.name },
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(
        and(
          eq(reviews.status, 'pending'),
          companySlug === undefined ? undefined : eq(companies.slug, companySlug),
        ),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(limit);
  },

  /** Reviews for staff (issue 16): a page, sorted, filtered by state and text, with the total. */
  async staffQueue(
    db: AppDatabase,
    query: {
      page: number;
      pageSize: number;
      sort: 'created_at' | 'rating';
      order: 'asc' | 'desc';
      status?: ReviewRow['status'] | undefined;
      q?: string | undefined;
    },
  ) {
    const conditions = [];
    if (query.status) conditions.push(eq(reviews.status, query.status));
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(
        or(
          ilike(companies.name, pattern),
          ilike(reviews.title, pattern),
          ilike(reviews.reviewerName, pattern),
          ilike(reviews.reviewerEmail, pattern),
        ),
      );
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const column = query.sort === 'rating' ? reviews.rating : reviews.createdAt;
    const direction = query.order === 'desc' ? desc : asc;
    const rows = await db
      .select({
        review: reviews,
        company: { id: companies.id, slug: companies.slug, name: companies.name },
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(where)
      .orderBy(direction(column), direction(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(where);
    return { rows, total: total?.total ?? 0 };
  },

  async findWithCompany(db: AppDatabase, id: number) {
    const [row] = await db
      .select({
        review: reviews,
        company: { id: companies.id, slug: companies.slug, name: companies.name },
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row ?? null;
  },

  /** The review, locked until the transaction ends (two moderators cannot decide at once). */
  async lockReview(db: AppDatabase, id: number): Promise<ReviewRow | null> {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update').limit(1);
    return row ?? null;
  },

  async setModeration(
    db: AppDatabase,
    id: number,
    values: Pick<
      NewReview,
      'status' | 'publishedAt' | 'moderatedAt' | 'moderatedBy' | 'moderationReason'
    >,
  ): Promise<ReviewRow> {
    const [row] = await db
      .update(reviews)
      .set({ ...values, confirmationTokenHash: null })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw new Error('the review was not updated');
    return row;
  },
};
