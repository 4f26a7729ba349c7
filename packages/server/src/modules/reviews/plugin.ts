import fp from 'fastify-plugin';
import { createReviewModeration, type ReviewModeration } from './moderation';
import { createReviewService, signingSecretOf, type ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writing reviews: the form's data, submission, e-mail confirmation, invitations. */
    reviewService: ReviewService;
    /** The moderators' decisions; publishing refreshes the company's listing row. */
    reviewModeration: ReviewModeration;
  }
}

export const reviewsPlugin = fp(
  async (app) => {
    const config = app.appConfig;
    const signing = signingSecretOf(config);
    if (signing.generated)
      app.log.warn(
        'REVIEW_SIGNING_SECRET is not set: review invitation links are signed with a key made at start and stop working after a restart',
      );
    const { db } = app.database;
    app.decorate(
      'reviewService',
      createReviewService({
        db,
        config,
        mailQueue: app.mailQueue,
        captcha: app.captcha,
        signingSecret: signing.secret,
      }),
    );
    app.decorate(
      'reviewModeration',
      createReviewModeration(db, {
        onSearchChanged: app.companySearch.markChanged,
        site: { brandName: config.brandName, publicUrl: config.publicUrl },
        onMailQueued: app.mailQueue.kick,
        members: { notifications: app.notifications, realtime: app.realtime },
      }),
    );
  },
  {
    name: 'reviews',
    dependencies: [
      'config',
      'database',
      'mail',
      'captcha',
      'company-search',
      'realtime',
      'notifications',
    ],
  },
);
