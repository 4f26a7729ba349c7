import { randomBytes } from 'node:crypto';
import type { SubmitReviewBodySchema } from '@atlas/api/reviews';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { ReviewHoldReason, ReviewVerification, UserRow } from '../../db/schema';
import type { MailQueue } from '../../mail/queue';
import { requireCaptcha, type Captcha } from '../../captcha/captcha';
import { HttpError } from '../../plugins/errors';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { hashSecret, newSecret } from '../../lib/secrets';
import { reviewConfirmationMail, reviewInvitationMail } from './mail';
import { reviewRepository as repository, type ReviewRow } from './repository';
import {
  BURST_THRESHOLD,
  BURST_WINDOW_MS,
  companyDomains,
  invitationToken,
  isAtOwnDomain,
  isBusinessEmail,
  verifyInvitationToken,
} from './rules';
import { networkOf } from '../../lib/network';

type SubmitReviewInput = z.output<typeof SubmitReviewBodySchema>;

/** A confirmation link works for this long. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An invitation link works for this long. */
export const INVITATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const INVALID_INVITATION = 'This invitation link is not valid or has expired.';

export interface ReviewServiceDependencies {
  db: AppDatabase;
  config: Config;
  mailQueue: MailQueue;
  captcha: Captcha;
  /** Signs invitation links (REVIEW_SIGNING_SECRET, or a key made at start). */
  signingSecret: string;
}

export interface SubmitResult {
  review: ReviewRow;
  /** True when the idempotency key answered an earlier submission. */
  replayed: boolean;
  message: string;
}

/** Writing reviews: the form's data, submission with its verification rules, confirmation, invitations. */
export function createReviewService({
  db,
  config,
  mailQueue,
  captcha,
  signingSecret,
}: ReviewServiceDependencies) {
  /** The invitation a token names, when it is well signed, unused, unexpired and for this company. */
  async function validInvitation(token: string, companyId: number) {
    const id = verifyInvitationToken(token, signingSecret);
    if (!id) return null;
    const invitation = await repository.findInvitation(db, id);
    if (!invitation || invitation.companyId !== companyId) return null;
    if (invitation.usedAt || invitation.expiresAt <= new Date()) return null;
    return invitation;
  }

  async function verificationOf(user: UserRow): Promise<ReviewVerification> {
    const providers = await repository.providersOf(db, user.id);
    if (providers.includes('linkedin')) return 'linkedin';
    if (providers.includes('google')) return 'google';
    return user.emailVerifiedAt && isBusinessEmail(user.email) ? 'email_domain' : 'organic';
  }

  function messageFor(review: ReviewRow): string {
    return review.confirmedAt
      ? 'Thank you! Your review was received. It will appear on the company profile after moderation.'
      : `Thank you! We have sent a confirmation link to ${review.reviewerEmail ?? 'your e-mail address'}. Your review will appear after you confirm it and it passes moderation.`;
  }

  return {
    async formData(slug: string, token: string | undefined): Promise<ReviewFormData> {
      const company = await repository.findCompanyBySlug(db, slug);
      if (!company) throw new HttpError(404, 'slug: no company has this address');
      const services = await repository.servicesOf(db, company.id);
      let invitation: ReviewFormData['invitation'] = null;
      if (token !== undefined) {
        const found = await validInvitation(token, company.id);
        invitation = found
          ? { status: 'valid', email: found.email, name: found.name }
          : { status: 'invalid', message: INVALID_INVITATION };
      }
      return {
        company: {
          id: company.id,
          slug: company.slug,
          name: company.name,
          logo: company.logoPath,
        },
        services,
        invitation,
      };
    },

    async submit(
      input: SubmitReviewInput,
      context: { user: UserRow | null; ip: string },
    ): Promise<SubmitResult> {
      const { user } = context;
      const fingerprint = requestFingerprint('review', { ...input });
      const replay = async (
        existing: ReviewRow,
        companyId: number | null,
      ): Promise<SubmitResult> => {
        const sameReviewer = user
          ? existing.reviewerUserId === user.id
          : existing.reviewerUserId === null;
        if (
          (companyId !== null && existing.companyId !== companyId) ||
          !sameReviewer ||
          !sameRequest(existing.requestHash, fingerprint)
        )
          throw idempotencyMismatch('review');
        return { review: existing, replayed: true, message: messageFor(existing) };
      };

      const company = await repository.findCompanyBySlug(db, input.company_slug);
      if (!company)
        throw new HttpError(404, 'company_slug: no company has this address', [
          { field: 'company_slug', message: 'No company has this address' },
        ]);

      // A retry of a submission that went through answers the first review, before the captcha
      // (whose answer the first attempt spent) is looked at.
      const earlier = await repository.findByIdempotencyKey(db, input.idempotency_key);
      if (earlier) return replay(earlier, company.id);

      const services = await repository.servicesOf(db, company.id);
      if (!services.some((service) => service.id === input.service_id)) {
        const message = `Choose one of the services of ${company.name}`;
        throw new HttpError(400, `service_id: ${message}`, [{ field: 'service_id', message }]);
      }

      const invitation = input.invitation_token
        ? await validInvitation(input.invitation_token, company.id)
        : null;
      if (input.invitation_token && !invitation)
        throw new HttpError(403, `invitation_token: ${INVALID_INVITATION}`, [
          { field: 'invitation_token', message: INVALID_INVITATION },
        ]);

      if (!user) {
        const missing: { field: string; message: string }[] = [];
        if (!invitation && !input.email)
          missing.push({
            field: 'email',
            message: 'Enter your e-mail address: we send you a link to confirm the review',
          });
        if (!input.captcha) missing.push({ field: 'captcha', message: 'Complete the captcha' });
        if (missing.length)
          throw new HttpError(
            400,
            missing.map((item) => `${item.field}: ${item.message}`).join('; '),
            missing,
          );
        await requireCaptcha(captcha, input.captcha ?? '', context.ip);
      }

      const email = user?.email ?? invitation?.email ?? input.email ?? null;
      const verification: ReviewVerification = invitation
        ? 'invited'
        : user
          ? await verificationOf(user)
          : isBusinessEmail(email)
            ? 'email_domain'
            : 'organic';
      // Signed in, or holding the link the invitation e-mail carried: the address is proven.
      const confirmed = user !== null || invitation !== null;
      const token = confirmed ? null : newSecret();
      const network = networkOf(context.ip);
      const now = new Date();

      const outcome = await db.transaction(async (tx) => {
        const holds: ReviewHoldReason[] = [];
        const ownDomain =
          isAtOwnDomain(email, companyDomains(company)) ||
          (user !== null && (await repository.memberRole(tx, company.id, user.id)) !== null);
        if (ownDomain) holds.push('own_domain');
        if (
          (await repository.countSameReviewer(tx, company.id, {
            userId: user?.id ?? null,
            email,
          })) > 0
        )
          holds.push('duplicate');
        if (
          network &&
          (await repository.countFromNetwork(
            tx,
            company.id,
            network,
            new Date(now.getTime() - BURST_WINDOW_MS),
          )) >=
            BURST_THRESHOLD - 1
        )
          holds.push('burst');

        const review = await repository.insertReview(tx, {
          companyId: company.id,
          status: 'pending',
          rating: input.rating,
          qualityRating: input.quality_rating,
          scheduleRating: input.schedule_rating,
          costRating: input.cost_rating,
          willingnessToReferRating: input.willingness_to_refer_rating,
          title: input.title,
          summary: input.summary,
          body: input.body,
          costRange: input.cost_range,
          duration: input.duration,
          projectStartedOn: `${input.project_start}-01`,
          serviceId: input.service_id,
          reviewerName: input.reviewer_name,
          reviewerRole: input.reviewer_role,
          reviewerCompany: input.reviewer_company,
          reviewerCompanySize: input.reviewer_company_size,
          showReviewerName: input.show_reviewer_name,
          showReviewerCompany: input.show_reviewer_company,
          verification,
          reviewerUserId: user?.id ?? null,
          reviewerEmail: email,
          confirmedAt: confirmed ? now : null,
          confirmationTokenHash: token ? hashSecret(token) : null,
          invitationId: invitation?.id ?? null,
          network,
          idempotencyKey: input.idempotency_key,
          requestHash: fingerprint,
          holdReasons: holds,
        });
        // A concurrent retry with the same key won the insert: answer its review.
        if (!review) return null;
        if (invitation && !(await repository.markInvitationUsed(tx, invitation.id)))
          throw new HttpError(403, `invitation_token: ${INVALID_INVITATION}`, [
            { field: 'invitation_token', message: INVALID_INVITATION },
          ]);
        if (token && email) {
          await mailQueue.enqueue(
            tx,
            'review_confirmation',
            reviewConfirmationMail({
              brandName: config.brandName,
              to: email,
              name: input.reviewer_name,
              companyName: company.name,
              url: `${config.publicUrl}/company/review/confirm?token=${token}`,
            }),
          );
        }
        return review;
      });
      if (!outcome) {
        const winner = await repository.findByIdempotencyKey(db, input.idempotency_key);
        if (!winner) throw new Error('the review with this idempotency key disappeared');
        return replay(winner, company.id);
      }
      if (token) mailQueue.kick();
      return { review: outcome, replayed: false, message: messageFor(outcome) };
    },

    async confirm(token: string): Promise<string> {
      const review = await repository.confirmByTokenHash(
        db,
        hashSecret(token),
        new Date(Date.now() - CONFIRMATION_TTL_MS),
      );
      if (!review) {
        const message = 'This confirmation link is not valid, was used already or has expired.';
        throw new HttpError(400, `token: ${message}`, [{ field: 'token', message }]);
      }
      return 'Thank you: your review is confirmed. It will appear on the company profile after moderation.';
    },

    /** A company's owner or manager invites a client; the signed link goes out by e-mail. */
    async invite(
      user: UserRow,
      input: { company_id: number; email: string; name?: string | undefined },
    ) {
      const company = await repository.findCompanyById(db, input.company_id);
      // Someone else's company looks the same as a missing one: nothing to learn by probing.
      const role = company ? await repository.memberRole(db, company.id, user.id) : null;
      if (!company || !role)
        throw new HttpError(403, 'company_id: only an owner or manager of the company can invite', [
          { field: 'company_id', message: 'Only an owner or manager of the company can invite' },
        ]);
      const invitation = await db.transaction(async (tx) => {
        const row = await repository.insertInvitation(tx, {
          companyId: company.id,
          email: input.email,
          name: input.name?.trim() || null,
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        });
        const url = `${config.publicUrl}/company/review/submit/${encodeURIComponent(company.slug)}?token=${invitationToken(row.id, signingSecret)}`;
        await mailQueue.enqueue(
          tx,
          'review_invitation',
          reviewInvitationMail({
            brandName: config.brandName,
            to: row.email,
            name: row.name,
            companyName: company.name,
            inviterName: user.name,
            url,
            expiresAt: row.expiresAt,
          }),
        );
        return row;
      });
      mailQueue.kick();
      return invitation;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

/** The configured signing key, or a random one for this process (links die with a restart). */
export function signingSecretOf(config: Config): { secret: string; generated: boolean } {
  if (config.reviews.signingSecret)
    return { secret: config.reviews.signingSecret, generated: false };
  return { secret: randomBytes(32).toString('base64url'), generated: true };
}
