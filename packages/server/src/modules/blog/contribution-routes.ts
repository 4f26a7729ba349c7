import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decideBlogContributionEndpoint,
  listBlogContributionsEndpoint,
  submitBlogContributionEndpoint,
} from '@atlas/api/endpoints/blog-contributions';
import { requireCaptcha } from '../../captcha/captcha';
import { schemaOf } from '../../lib/endpoint-schema';
import { MINUTE, perIp, registerRateLimit } from '../../lib/rate-limit';
import { staffDecision, staffQueuePage } from '../../lib/staff-queue';
import { HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';
import {
  contributionDecisionMail,
  contributionReceivedMail,
  createContributionsRepository,
  toContributionRow,
} from './contributions';

const RECEIVED =
  'Thank you! Your draft reached our editors. We will e-mail you when they have read it.';
const PER_IP = { submit: 5, admin: 240 };

/** /api/blog/contributions (outside writers) and /api/admin/blog/contributions (staff). */
export const blogContributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createContributionsRepository(app.database.db);
  const config = app.appConfig;
  await registerRateLimit(app, {
    reason: 'You have sent several drafts in a short time.',
    waitIn: 'minutes',
  });

  app.post(
    submitBlogContributionEndpoint.path,
    { config: perIp(PER_IP.submit, 60 * MINUTE), schema: schemaOf(submitBlogContributionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      // A retry of a draft we already have: the same answer, nothing stored twice. The captcha
      // answer was spent by the first attempt, so it is not checked again.
      const existing = await repository.byIdempotencyKey(body.idempotency_key);
      if (existing) {
        if (existing.email !== body.email || existing.title !== plainText(body.title))
          throw new HttpError(409, 'idempotency_key: this key was used for another draft', [
            { field: 'idempotency_key', message: 'was used for another draft' },
          ]);
        return { message: RECEIVED };
      }
      await requireCaptcha(app.captcha, body.captcha, request.ip);
      const contribution = {
        kind: body.kind,
        name: plainText(body.name),
        email: body.email,
        title: plainText(body.title),
        text: body.text,
        bio: plainText(body.bio),
        links: body.links,
        idempotencyKey: body.idempotency_key,
      };
      const stored = await repository.submit(contribution, app.clock.now(), async (tx) => {
        await app.mailQueue.enqueue(
          tx,
          'blog_contribution_received',
          contributionReceivedMail({
            to: config.contactEmail,
            brandName: config.brandName,
            publicUrl: config.publicUrl,
            name: contribution.name,
            title: contribution.title,
          }),
        );
      });
      if (stored) app.mailQueue.kick();
      return { message: RECEIVED };
    },
  );

  app.get(
    listBlogContributionsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listBlogContributionsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const { rows, total } = await repository.list(staffQueuePage(request.query));
      return { data: rows.map(toContributionRow), total };
    },
  );

  app.post(
    decideBlogContributionEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideBlogContributionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { approve, reason } = staffDecision(request.body, 'the writer');
      const result = await repository.decide(
        request.params.id,
        { accept: approve, reason, by: actor.userId, at: app.clock.now() },
        async (tx, row) => {
          await app.mailQueue.enqueue(
            tx,
            approve ? 'blog_contribution_accepted' : 'blog_contribution_declined',
            contributionDecisionMail({
              to: row.email,
              name: row.name,
              title: row.title,
              accepted: approve,
              reason,
              brandName: config.brandName,
              publicUrl: config.publicUrl,
            }),
          );
        },
      );
      if (result === null) throw new HttpError(404, 'Contribution not found');
      if (result === 'decided') throw new HttpError(409, 'This contribution is already decided');
      app.mailQueue.kick();
      return {
        data: toContributionRow(result),
        message: approve
          ? `“${result.title}” is accepted; the writer is e-mailed.`
          : `“${result.title}” is declined; the writer is e-mailed your reason.`,
      };
    },
  );
};
