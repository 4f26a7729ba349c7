import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewFormEndpoint } from '@atlas/api/endpoints/get-review-form';
import { submitReviewEndpoint } from '@atlas/api/endpoints/submit-review';
import { confirmReviewEndpoint } from '@atlas/api/endpoints/confirm-review';
import { createReviewInvitationEndpoint } from '@atlas/api/endpoints/create-review-invitation';
import { listPendingReviewsEndpoint } from '@atlas/api/endpoints/list-pending-reviews';
import { moderateReviewEndpoint } from '@atlas/api/endpoints/moderate-review';
import { decideReviewEndpoint, listReviewQueueEndpoint } from '@atlas/api/endpoints/review-queue';
import { ADMIN_TOKEN_HEADER } from '@atlas/api/reviews';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { toPendingReview, toReviewQueueRow } from './moderation';
import { createAdminTokenGuard, type AdminTokenGuard } from './admin-token-guard';
import { adminTokenAlertMail } from './mail';
import { staffQueuePage } from '../../lib/staff-queue';

/** Per-IP limits (requests per minute). */
const PER_IP = { submit: 10, confirm: 30, invite: 20, admin: 120 };

/**
 * Writing reviews (the form's data, submission, e-mail confirmation, invitations) and the
 * moderators' API, which answers only to the ADMIN_TOKEN in the x-admin-token header and is
 * switched off (404) when no token is configured.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appConfig: config, reviewService: service, reviewModeration: moderation } = app;

  await registerRateLimit(app, { reason: 'Too many attempts.' });

  const configured = config.reviews.adminToken;
  const guard: AdminTokenGuard | null = configured
    ? createAdminTokenGuard(configured, {
        now: () => app.clock.now().getTime(),
        onAlert: async (alert) => {
          app.log.warn(alert, 'wrong moderator tokens reached the limit');
          const mail = adminTokenAlertMail({
            ...alert,
            brandName: config.brandName,
            publicUrl: config.publicUrl,
            to: config.contactEmail,
          });
          await app.mailQueue.enqueue(app.database.db, 'admin_token_alert', mail);
          app.mailQueue.kick();
        },
      })
    : null;

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Without a configured token the API does not exist.
    if (!guard)
      throw new HttpError(404, `No API call ${request.method} ${request.url.split('?')[0]}`);
    const given = request.headers[ADMIN_TOKEN_HEADER];
    const verdict = await guard.check(typeof given === 'string' ? given : undefined, request.ip);
    if (verdict.ok) return;
    if (verdict.status === 429) {
      reply.header('retry-after', String(verdict.retryAfter));
      throw new HttpError(429, verdict.message);
    }
    throw new HttpError(
      401,
      `A valid moderator token is required in the ${ADMIN_TOKEN_HEADER} header.`,
    );
  }

  app.get(
    getReviewFormEndpoint.path,
    { schema: schemaOf(getReviewFormEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.formData(request.params.slug, request.query.token) };
    },
  );

  app.post(
    submitReviewEndpoint.path,
    { config: perIp(PER_IP.submit), schema: schemaOf(submitReviewEndpoint) },
    async (request) => {
      const result = await service.submit(request.body, {
        user: request.auth?.user ?? null,
        ip: request.ip,
      });
      return {
        data: {
          id: result.review.id,
          status: result.review.status,
          confirmed: result.review.confirmedAt !== null,
          verification: result.review.verification,
        },
        message: result.message,
      };
    },
  );

  app.post(
    confirmReviewEndpoint.path,
    { config: perIp(PER_IP.confirm), schema: schemaOf(confirmReviewEndpoint) },
    async (request) => ({ message: await service.confirm(request.body.token) }),
  );

  app.post(
    createReviewInvitationEndpoint.path,
    { config: perIp(PER_IP.invite), schema: schemaOf(createReviewInvitationEndpoint) },
    async (request) => {
      const { user } = app.requireUser(request);
      const invitation = await service.invite(user, request.body);
      return {
        data: {
          id: invitation.id,
          company_id: invitation.companyId,
          email: invitation.email,
          name: invitation.name,
          expires_at: invitation.expiresAt.toISOString(),
        },
        message: `We have e-mailed ${invitation.email} a personal link to review your company.`,
      };
    },
  );

  app.get(
    listPendingReviewsEndpoint.path,
    {
      config: perIp(PER_IP.admin),
      // Before validation: without the token nothing about the call is answered.
      onRequest: async (request, reply) => requireAdmin(request, reply),
      schema: schemaOf(listPendingReviewsEndpoint),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await moderation.listPending(request.query.limit, request.query.company);
      return { data: rows.map(toPendingReview) };
    },
  );

  app.post(
    moderateReviewEndpoint.path,
    {
      config: perIp(PER_IP.admin),
      onRequest: async (request, reply) => requireAdmin(request, reply),
      schema: schemaOf(moderateReviewEndpoint),
    },
    async (request) => {
      const { decision, reason, moderator } = request.body;
      const who = { moderator: moderator ?? 'admin-api', reason };
      const row =
        decision === 'approve'
          ? await moderation.approve(request.params.id, who)
          : await moderation.reject(request.params.id, who);
      request.log.info({ reviewId: row.id, decision }, 'review moderated');
      const status: 'published' | 'rejected' =
        row.status === 'published' ? 'published' : 'rejected';
      return {
        data: {
          id: row.id,
          company_id: row.companyId,
          status,
          moderation_reason: row.moderationReason,
          moderated_at: (row.moderatedAt ?? new Date()).toISOString(),
          published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
        },
      };
    },
  );

  // Staff in /admin (issue 16): the same decisions, by a signed-in staff member, audited.
  app.get(
    listReviewQueueEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listReviewQueueEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const query = request.query;
      const { rows, total } = await moderation.staffQueue(staffQueuePage(query));
      return { data: rows.map(toReviewQueueRow), total };
    },
  );

  app.post(
    decideReviewEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideReviewEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { id } = request.params;
      const { decision, reason } = request.body;
      const who = { moderator: actor.label, reason };
      const row =
        decision === 'approve'
          ? await moderation.approve(id, who)
          : await moderation.reject(id, who);
      await app.submissionRepository.audit(actor, `review.${decision}`, 'company', row.companyId, {
        review_id: id,
        status: ['pending', row.status],
        ...(reason ? { reason } : {}),
      });
      const found = await moderation.findWithCompany(id);
      if (!found) throw new HttpError(404, `id: there is no review ${id}`);
      return { data: toReviewQueueRow(found) };
    },
  );
};
