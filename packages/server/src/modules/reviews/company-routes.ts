import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  inviteReviewersEndpoint,
  listManagedReviewsEndpoint,
  replyToReviewEndpoint,
  type ManagedReview,
} from '@atlas/api/endpoints/company-reviews';
import { auditLog, reviewInvitations, reviews, users } from '../../db/schema';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { newestReports } from './report-routes';

const PAGE_SIZE = 20;
/** Per-IP limits (requests per minute). */
const PER_IP = { read: 240, write: 30 };

type ReviewRow = typeof reviews.$inferSelect;

/** A review as the company's members see it in the dashboard: what the profile shows, and more. */
export function toManagedReview(
  review: ReviewRow,
  report: ManagedReview['report'] = null,
): ManagedReview {
  return {
    id: review.id,
    title: review.title,
    rating: review.rating,
    reviewer_name: review.showReviewerName ? review.reviewerName : null,
    reviewer_company: review.showReviewerCompany ? review.reviewerCompany : null,
    status: review.status,
    created_at: review.createdAt.toISOString(),
    published_at: review.publishedAt?.toISOString() ?? null,
    reply: review.reply
      ? { body: review.reply, replied_at: review.repliedAt?.toISOString() ?? null }
      : null,
    report,
  };
}

/**
 * The dashboard's reviews page (issue 19): every review of the company with its status, the one
 * public reply, and inviting clients in bulk. Members only; another company's reviews are a 404.
 */
export const companyReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    listManagedReviewsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listManagedReviewsEndpoint) },
    async (request, reply) => {
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'private, no-store');
      const { status, page } = request.query;
      const ofCompany = eq(reviews.companyId, company.id);
      const where = status ? and(ofCompany, eq(reviews.status, status)) : ofCompany;
      const [rows, byStatus, [awaiting]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db
          .select({ status: reviews.status, total: count() })
          .from(reviews)
          .where(ofCompany)
          .groupBy(reviews.status),
        db
          .select({ total: count() })
          .from(reviews)
          .where(and(ofCompany, eq(reviews.status, 'published'), isNull(reviews.reply))),
      ]);
      const reports = await newestReports(
        db,
        rows.map((row) => row.id),
      );
      const counts = { pending: 0, published: 0, rejected: 0 };
      for (const row of byStatus) counts[row.status] = row.total;
      const total = status ? counts[status] : counts.pending + counts.published + counts.rejected;
      return {
        data: rows.map((row) => toManagedReview(row, reports.get(row.id) ?? null)),
        meta: {
          page,
          per_page: PAGE_SIZE,
          total,
          last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        },
        counts,
        awaiting_reply: awaiting?.total ?? 0,
      };
    },
  );

  app.post(
    replyToReviewEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(replyToReviewEndpoint) },
    async (request, reply) => {
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'no-store');
      const text = request.body.body;
      const now = app.clock.now();
      const updated = await db.transaction(async (tx) => {
        const [review] = await tx
          .select()
          .from(reviews)
          .where(and(eq(reviews.id, request.params.id), eq(reviews.companyId, company.id)))
          .for('update');
        if (!review) throw new HttpError(404, 'There is no such review.');
        if (review.status !== 'published')
          throw new HttpError(409, 'Only a published review can be answered.');
        if (review.reply !== null)
          throw new HttpError(409, 'This review has your reply already: a review gets one.');
        const [row] = await tx
          .update(reviews)
          .set({ reply: text, repliedAt: now })
          .where(eq(reviews.id, review.id))
          .returning();
        await tx.insert(auditLog).values({
          actorUserId: user.id,
          actorLabel: user.email,
          action: 'review.reply',
          entity: 'review',
          entityId: String(review.id),
          changes: { company_id: company.id, reply: [null, text] },
        });
        return row;
      });
      if (!updated) throw new HttpError(404, 'There is no such review.');
      // The profile's cached pages show the reply from the next request on.
      app.companySearch.markChanged();
      const reports = await newestReports(db, [updated.id]);
      return { data: toManagedReview(updated, reports.get(updated.id) ?? null) };
    },
  );

  app.post(
    inviteReviewersEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(inviteReviewersEndpoint) },
    async (request, reply) => {
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'no-store');
      const auth = app.requireUser(request);
      const [inviter] = await db.select().from(users).where(eq(users.id, auth.user.id));
      if (!inviter) throw new HttpError(401, 'Please log in to continue.');
      const now = app.clock.now();
      const open = await db
        .select({ email: sql<string>`lower(${reviewInvitations.email})` })
        .from(reviewInvitations)
        .where(
          and(
            eq(reviewInvitations.companyId, company.id),
            isNull(reviewInvitations.usedAt),
            gt(reviewInvitations.expiresAt, now),
            isNotNull(reviewInvitations.email),
          ),
        );
      const pending = new Set(open.map((row) => row.email));
      const seen = new Set<string>();
      const invited: string[] = [];
      const skipped: { email: string; reason: string }[] = [];
      for (const email of request.body.emails) {
        const key = email.toLowerCase();
        if (seen.has(key)) {
          skipped.push({ email, reason: 'It is in the list twice.' });
          continue;
        }
        seen.add(key);
        if (pending.has(key)) {
          skipped.push({ email, reason: 'An invitation to it is still open.' });
          continue;
        }
        await app.reviewService.invite(inviter, { company_id: company.id, email });
        invited.push(email);
      }
      return { data: { invited, skipped } };
    },
  );
};
