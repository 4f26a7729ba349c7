import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  decideReviewReportEndpoint,
  listReviewReportsEndpoint,
  reportReviewEndpoint,
  type ReviewReport,
  type ReviewReportQueueRow,
} from '@atlas/api/endpoints/review-reports';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import { auditLog, companies, reviewReports, reviews, users } from '../../db/schema';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { containsPattern, staffDecision, staffQueuePage } from '../../lib/staff-queue';
import { plainText } from '../../lib/plain-text';
import { mailJobRepository } from '../../mail/repository';
import { HttpError } from '../../plugins/errors';
import { reviewReportDecisionMail } from './mail';

/** Per-IP limits (requests per minute). */
const PER_IP = { report: 10, admin: 240 };

type ReportRow = typeof reviewReports.$inferSelect;

export function toReviewReport(row: ReportRow): ReviewReport {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decision_note: row.decisionNote,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The newest report of each of `reviewIds` (for the company's reviews page). */
export async function newestReports(
  db: AppDatabase,
  reviewIds: readonly number[],
): Promise<Map<number, ReviewReport>> {
  const found = new Map<number, ReviewReport>();
  if (reviewIds.length === 0) return found;
  const rows = await db
    .selectDistinctOn([reviewReports.reviewId])
    .from(reviewReports)
    .where(or(...reviewIds.map((id) => eq(reviewReports.reviewId, id))))
    .orderBy(reviewReports.reviewId, desc(reviewReports.createdAt), desc(reviewReports.id));
  for (const row of rows) found.set(row.reviewId, toReviewReport(row));
  return found;
}

const queueColumns = {
  report: reviewReports,
  review: {
    id: reviews.id,
    title: reviews.title,
    rating: reviews.rating,
    body: reviews.body,
    reviewerName: reviews.reviewerName,
    status: reviews.status,
  },
  company: { name: companies.name, slug: companies.slug },
  reporter: users.email,
};

type QueueSelection = {
  report: ReportRow;
  review: {
    id: number;
    title: string;
    rating: number;
    body: string;
    reviewerName: string;
    status: 'pending' | 'published' | 'rejected';
  };
  company: { name: string; slug: string };
  reporter: string | null;
};

function toQueueRow(row: QueueSelection): ReviewReportQueueRow {
  return {
    ...toReviewReport(row.report),
    review: {
      id: row.review.id,
      title: row.review.title,
      rating: Number(row.review.rating),
      body: plainText(row.review.body),
      reviewer_name: row.review.reviewerName,
      status: row.review.status,
    },
    company: row.company,
    reported_by: row.reporter ?? 'a former member',
  };
}

function queueQuery(db: AppDatabase) {
  return db
    .select(queueColumns)
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(companies, eq(companies.id, reviewReports.companyId))
    .leftJoin(users, eq(users.id, reviewReports.reportedBy));
}

/**
 * Reports of reviews (issue 19): a member sends a published review of their company to staff with
 * a reason; staff uphold it (the review is rejected, leaves the profile and the rating) or
 * dismiss it with a note. The reporting member is e-mailed either way.
 */
export const reviewReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { brandName, publicUrl } = app.appConfig;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.post(
    reportReviewEndpoint.path,
    { config: perIp(PER_IP.report), schema: schemaOf(reportReviewEndpoint) },
    async (request, reply) => {
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'no-store');
      const reason = plainText(request.body.reason);
      if (reason.length < 10)
        throw new HttpError(400, 'reason: say what is wrong with the review', [
          {
            field: 'reason',
            message: 'Say what is wrong with the review (at least 10 characters)',
          },
        ]);
      const now = app.clock.now();
      const row = await db.transaction(async (tx) => {
        const [review] = await tx
          .select({ id: reviews.id, status: reviews.status })
          .from(reviews)
          .where(and(eq(reviews.id, request.params.id), eq(reviews.companyId, company.id)))
          .for('update');
        if (!review) throw new HttpError(404, 'There is no such review.');
        if (review.status !== 'published')
          throw new HttpError(409, 'Only a published review can be reported.');
        const [open] = await tx
          .select({ id: reviewReports.id })
          .from(reviewReports)
          .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')));
        if (open) throw new HttpError(409, 'This review is already with our staff.');
        const [inserted] = await tx
          .insert(reviewReports)
          .values({
            reviewId: review.id,
            companyId: company.id,
            reportedBy: user.id,
            reason,
            createdAt: now,
          })
          .returning();
        if (!inserted) throw new Error('the report was not stored');
        await tx.insert(auditLog).values({
          actorUserId: user.id,
          actorLabel: user.email,
          action: 'review.report',
          entity: 'review',
          entityId: String(review.id),
          changes: { company_id: company.id, report_id: inserted.id, reason },
        });
        return inserted;
      });
      return { data: toReviewReport(row) };
    },
  );

  app.get(
    listReviewReportsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listReviewReportsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const query = staffQueuePage(request.query);
      const conditions = [];
      if (query.status) conditions.push(eq(reviewReports.status, query.status));
      if (query.q) {
        const pattern = containsPattern(query.q);
        conditions.push(
          or(
            ilike(companies.name, pattern),
            ilike(reviews.title, pattern),
            ilike(reviewReports.reason, pattern),
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column = query.sort === 'rating' ? reviews.rating : reviewReports.createdAt;
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        queueQuery(db)
          .where(where)
          .orderBy(direction(column), direction(reviewReports.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(reviewReports)
          .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
          .innerJoin(companies, eq(companies.id, reviewReports.companyId))
          .where(where),
      ]);
      return { data: rows.map(toQueueRow), total: total?.total ?? 0 };
    },
  );

  app.post(
    decideReviewReportEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideReviewReportEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { approve: upheld, reason: note } = staffDecision(request.body, 'the company');
      const id = request.params.id;
      const now = app.clock.now();
      await db.transaction(async (tx) => {
        const [found] = await queueQuery(tx)
          .where(eq(reviewReports.id, id))
          .for('update', { of: reviewReports });
        if (!found) throw new HttpError(404, `id: there is no report ${id}`);
        if (found.report.status !== 'open')
          throw new HttpError(409, `Report ${id} is already ${found.report.status}.`);
        await tx
          .update(reviewReports)
          .set({
            status: upheld ? 'upheld' : 'dismissed',
            decidedAt: now,
            decidedBy: actor.label,
            decisionNote: note,
          })
          .where(eq(reviewReports.id, id));
        if (upheld && found.review.status === 'published') {
          await tx
            .update(reviews)
            .set({
              status: 'rejected',
              moderatedAt: now,
              moderatedBy: actor.label,
              moderationReason: note ?? `Removed after a report by ${found.company.name}`,
            })
            .where(eq(reviews.id, found.review.id));
          await refreshCompanies(tx, [found.report.companyId]);
        }
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: upheld ? 'review_report.uphold' : 'review_report.dismiss',
          entity: 'review',
          entityId: String(found.review.id),
          changes: { report_id: id, status: ['open', upheld ? 'upheld' : 'dismissed'], note },
        });
        const [reporter] = found.report.reportedBy
          ? await tx
              .select({ email: users.email, name: users.name })
              .from(users)
              .where(eq(users.id, found.report.reportedBy))
          : [];
        if (reporter)
          await mailJobRepository.insert(
            tx,
            'review_report_decision',
            reviewReportDecisionMail({
              brandName,
              to: reporter.email,
              name: reporter.name,
              companyName: found.company.name,
              reviewTitle: found.review.title,
              upheld,
              note,
              url: `${publicUrl}/dashboard/company/reviews?company=${encodeURIComponent(found.company.slug)}`,
            }),
          );
      });
      if (upheld) app.companySearch.markChanged();
      app.mailQueue.kick();
      const [row] = await queueQuery(db).where(eq(reviewReports.id, id));
      if (!row) throw new HttpError(404, `id: there is no report ${id}`);
      return { data: toQueueRow(row) };
    },
  );
};
