import escapeHtml from 'escape-html';
import type { KnownNotificationType } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import type { NotificationService } from '../notifications/service';
import type { EventBatch } from '../realtime/service';
import { reviewPublishedMail } from './mail';
import { reviewRepository as repository, type ReviewRow } from './repository';

/** The notification an owner or manager gets when a review of their company is published. */
export const REVIEW_PUBLISHED_NOTIFICATION =
  'special_review_published' satisfies KnownNotificationType;

/** What telling a company's members needs: the notifications and a batch of realtime events. */
export interface ReviewMembersNotifier {
  notifications: Pick<NotificationService, 'notify'>;
  realtime: { batch(): EventBatch };
}

/**
 * Tells every owner and manager of the review's company that it is published (issue 33): a
 * notification, and the e-mail at once for whoever wants the type by e-mail (the default), both
 * in the caller's transaction. A member who turned the type off is not told. Answers how many
 * members were told; the caller publishes `batch` and kicks the mail queue after the commit.
 */
export async function tellMembersOfPublishedReview(
  tx: AppDatabase,
  batch: EventBatch,
  notifications: ReviewMembersNotifier['notifications'],
  site: { brandName: string; publicUrl: string } | undefined,
  review: ReviewRow,
): Promise<number> {
  const company = await repository.findCompanyById(tx, review.companyId);
  if (!company) return 0;
  const members = await repository.membersOf(tx, company.id);
  // The reviewer chose whether their name shows; the company learns no more than buyers do.
  const reviewer = review.showReviewerName ? review.reviewerName : 'A client';
  const message = `${escapeHtml(reviewer)} reviewed <strong>${escapeHtml(company.name)}</strong>: “${escapeHtml(review.title)}” (${review.rating.toFixed(1)} of 5).`;
  let told = 0;
  for (const member of members) {
    const sent = await notifications.notify(tx, batch, {
      userId: member.userId,
      type: REVIEW_PUBLISHED_NOTIFICATION,
      message,
      resourceId: String(review.id),
      ...(site
        ? {
            mail: {
              kind: 'review_published',
              message: reviewPublishedMail({
                ...site,
                to: member.email,
                name: member.name,
                companyName: company.name,
                companySlug: company.slug,
                reviewTitle: review.title,
                rating: review.rating,
                reviewerName: reviewer,
              }),
            },
          }
        : {}),
    });
    if (sent) told += 1;
  }
  return told;
}
