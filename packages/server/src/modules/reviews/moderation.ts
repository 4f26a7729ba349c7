import type { PendingReview } from '@atlas/api/endpoints/list-pending-reviews';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import type { ReviewQueueRow } from '@atlas/api/endpoints/review-queue';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { mailJobRepository } from '../../mail/repository';
import { HttpError } from '../../plugins/errors';
import { reviewDecisionMail } from './mail';
import { tellMembersOfPublishedReview, type ReviewMembersNotifier } from './published';
import { reviewRepository as repository, type ReviewRow } from './repository';

export interface ModerationDecision {
  /** Who decides, for the record: "admin-api", "cli:<user>". */
  moderator: string;
  /** Required to reject, and to approve a review that was held. */
  reason?: string | undefined;
}

/**
 * Moderation, shared by the admin API and the `pnpm reviews` script. Approving publishes the review
 * and recomputes the company's rating, review count, score and listing row in the same
 * transaction. Only a pending, confirmed review can be approved: an unconfirmed one (the reviewer
 * never opened the e-mail link) stays pending until it is confirmed or rejected.
 */
export interface ReviewModerationOptions {
  /** Told after a decision changed company_search (the search plugin's `markChanged`). */
  onSearchChanged?: () => void;
  /**
   * Where decision e-mails link to and whose name they carry. With it, every decision is e-mailed
   * to the reviewer (queued in the decision's transaction); without it, nobody is told.
   */
  site?: { brandName: string; publicUrl: string };
  /** Told after a decision queued an e-mail and committed (the mail queue's `kick`). */
  onMailQueued?: () => void;
  /**
   * With it, publishing a review tells the company's owners and managers (a notification, and an
   * e-mail at once for those who want it), in the decision's transaction.
   */
  members?: ReviewMembersNotifier;
}

export function createReviewModeration(db: AppDatabase, options: ReviewModerationOptions = {}) {
  /** Queues the reviewer's e-mail about the decision; answers whether one was queued. */
  async function queueDecisionMail(
    tx: AppDatabase,
    review: ReviewRow,
    status: 'published' | 'rejected',
  ): Promise<boolean> {
    const site = options.site;
    if (!site || !review.reviewerEmail) return false;
    const [company] = await tx
      .select({ name: companies.name, slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, review.companyId))
      .limit(1);
    if (!company) return false;
    const slug = encodeURIComponent(company.slug);
    const profile = `${site.publicUrl}/company/${slug}`;
    await mailJobRepository.insert(
      tx,
      'review_decision',
      reviewDecisionMail({
        brandName: site.brandName,
        to: review.reviewerEmail,
        name: review.reviewerName,
        companyName: company.name,
        status,
        reason: review.moderationReason,
        url:
          status === 'published'
            ? `${profile}#reviews`
            : `${site.publicUrl}/company/review/submit/${slug}`,
      }),
    );
    return true;
  }

  async function decide(
    id: number,
    decision: ModerationDecision,
    check: (review: ReviewRow) => void,
    status: 'published' | 'rejected',
  ): Promise<ReviewRow> {
    const batch = options.members?.realtime.batch();
    const decided = await db.transaction(async (tx) => {
      const review = await repository.lockReview(tx, id);
      if (!review) throw new HttpError(404, `id: there is no review ${id}`);
      if (review.status !== 'pending')
        throw new HttpError(409, `Review ${id} is already ${review.status}.`);
      check(review);
      const now = new Date();
      const row = await repository.setModeration(tx, id, {
        status,
        publishedAt: status === 'published' ? now : null,
        moderatedAt: now,
        moderatedBy: decision.moderator,
        moderationReason: decision.reason?.trim() || null,
      });
      if (status === 'published') await refreshCompanies(tx, [row.companyId]);
      const mailed = await queueDecisionMail(tx, row, status);
      const told =
        status === 'published' && batch && options.members
          ? await tellMembersOfPublishedReview(
              tx,
              batch,
              options.members.notifications,
              options.site,
              row,
            )
          : 0;
      return { row, mailed, told };
    });
    // Cached listing answers read before the commit are stale from here on.
    if (status === 'published') options.onSearchChanged?.();
    await batch?.publish();
    // A member told by e-mail has a mail queued too.
    if (decided.mailed || decided.told > 0) options.onMailQueued?.();
    return decided.row;
  }

  return {
    staffQueue: (query: Parameters<typeof repository.staffQueue>[1]) =>
      repository.staffQueue(db, query),

    findWithCompany: (id: number) => repository.findWithCompany(db, id),

    listPending: (limit = 100, companySlug?: string) =>
      repository.listPending(db, limit, companySlug),

    approve: (id: number, decision: ModerationDecision) =>
      decide(
        id,
        decision,
        (review) => {
          if (!review.confirmedAt)
            throw new HttpError(
              409,
              `Review ${id} is not confirmed: the reviewer has not opened the e-mail link yet. It stays pending; reject it or wait for the confirmation.`,
            );
          if (review.holdReasons.length > 0 && !decision.reason?.trim())
            throw new HttpError(
              400,
              `reason: review ${id} was held (${review.holdReasons.join(', ')}); give a reason to approve it anyway`,
              [{ field: 'reason', message: 'Give a reason to approve a held review' }],
            );
        },
        'published',
      ),

    reject: (id: number, decision: ModerationDecision) =>
      decide(
        id,
        decision,
        () => {
          if (!decision.reason?.trim())
            throw new HttpError(400, 'reason: give a reason to reject a review', [
              { field: 'reason', message: 'Give a reason to reject a review' },
            ]);
        },
        'rejected',
      ),
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;

type PendingRow = Awaited<ReturnType<typeof repository.listPending>>[number];

/** A review as the staff queue shows it: what a moderator reads, with its state. */
export function toReviewQueueRow(row: PendingRow): ReviewQueueRow {
  return {
    ...toPendingReview(row),
    status: row.review.status,
    moderation_reason: row.review.moderationReason,
  };
}

export function toPendingReview({ review, company }: PendingRow): PendingReview {
  return {
    id: review.id,
    company,
    title: review.title,
    summary: review.summary,
    body: review.body,
    rating: review.rating,
    reviewer_name: review.reviewerName,
    reviewer_email: review.reviewerEmail,
    verification: review.verification,
    confirmed: review.confirmedAt !== null,
    hold_reasons: review.holdReasons,
    created_at: review.createdAt.toISOString(),
  };
}
