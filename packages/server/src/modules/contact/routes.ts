import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendContactMessageEndpoint } from '@atlas/api/endpoints/send-contact-message';
import { schemaOf } from '../../lib/endpoint-schema';
import { MINUTE, perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { requireCaptcha } from '../../captcha/captcha';
import { siteContactMail } from './mail';

/** Messages per IP address and hour: enough for a person, too few for a spammer. */
const PER_IP_PER_HOUR = 5;

const RECEIVED =
  'Thank you! Your message has reached our team. We usually answer within one business day.';

/**
 * POST /contact: a message to the team. Stored in contact_requests (no company) and e-mailed to
 * CONTACT_EMAIL through the mail queue in the same transaction, so a message is never stored
 * without its e-mail or e-mailed without being stored.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.contactRequestRepository;
  const config = app.appConfig;

  await registerRateLimit(app, {
    reason: 'You have sent several messages in a short time.',
    waitIn: 'minutes',
  });

  app.post(
    sendContactMessageEndpoint.path,
    { config: perIp(PER_IP_PER_HOUR, 60 * MINUTE), schema: schemaOf(sendContactMessageEndpoint) },
    async (request, reply) => {
      const { name, email, subject, message, captcha, idempotency_key: key } = request.body;
      reply.header('cache-control', 'no-store');

      // A retry of a message we already have: same answer, nothing stored or sent twice. The
      // captcha answer was spent by the first attempt, so it is not checked again.
      const existing = await repository.findByIdempotencyKey(key);
      if (existing) {
        if (existing.companyId !== null)
          throw new HttpError(409, 'idempotency_key: this key was used for another request', [
            { field: 'idempotency_key', message: 'was used for another request' },
          ]);
        return { message: RECEIVED };
      }

      await requireCaptcha(app.captcha, captcha, request.ip);

      const stored = await repository.create(
        {
          companyId: null,
          name,
          email,
          subject,
          message,
          ip: request.ip,
          userId: request.auth?.user.id ?? null,
          idempotencyKey: key,
        },
        async (tx, id) => {
          await app.mailQueue.enqueue(
            tx,
            'site_contact',
            siteContactMail({
              to: config.contactEmail,
              brandName: config.brandName,
              requestId: id,
              name,
              email,
              subject,
              message,
            }),
          );
        },
      );
      if (stored) app.mailQueue.kick();
      return { message: RECEIVED };
    },
  );
};
