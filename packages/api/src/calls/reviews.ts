import { defineCalls } from './define-calls';

const reviewQueue = () => import('../endpoints/review-queue');
const companyReviews = () => import('../endpoints/company-reviews');
const reviewReports = () => import('../endpoints/review-reports');

/** Reviews (issue 7): reading and writing them, a company's answers, moderation, reports. */
export const reviewCalls = defineCalls({
  listCompanyReviews: () => import('../endpoints/list-company-reviews'),
  markReviewHelpful: () => import('../endpoints/mark-review-helpful'),
  getReviewForm: () => import('../endpoints/get-review-form'),
  submitReview: () => import('../endpoints/submit-review'),
  confirmReview: () => import('../endpoints/confirm-review'),
  createReviewInvitation: () => import('../endpoints/create-review-invitation'),
  // Moderation (staff).
  listReviewQueue: reviewQueue,
  decideReview: reviewQueue,
  // A company's own reviews (dashboard).
  listManagedReviews: companyReviews,
  replyToReview: companyReviews,
  inviteReviewers: companyReviews,
  // Reports of a review, and staff's decision.
  reportReview: reviewReports,
  listReviewReports: reviewReports,
  decideReviewReport: reviewReports,
});
