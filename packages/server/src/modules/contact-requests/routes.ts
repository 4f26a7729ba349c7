import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactRequestEndpoint } from '@atlas/api/endpoints/create-contact-request';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { HttpError } from '../../plugins/errors';
import { requireCaptcha } from '../../captcha/captcha';
import { contactRequestMail } from './mail';

/** Messages per minute one address may send to companies. */
export const CONTACT_REQUESTS_PER_MINUTE = 10;

const SENT = 'Your message was sent. The company will answer you by e-mail.';

/** The contact button of a profile: store the message for the company's inbox and e-mail it. */
export const contactRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.contactRequestRepository;
  const config = app.appConfig;

  // Registered inside this plugin, so the limit applies to these routes only.
  await registerRateLimit(app, { reason: 'Too many messages.' });

  app.post(
    createContactRequestEndpoint.path,
    { config: perIp(CONTACT_REQUESTS_PER_MINUTE), schema: schemaOf(createContactRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const company = await repository.findCompany(request.params.slug);
      if (!company) throw new HttpError(404, 'slug: no company has this address');
      const body = request.body;

      // A retry of a request that was stored already: the same answer, nothing new.
      const fingerprint = requestFingerprint(`contact-request ${company.id}`, body);
      const earlier = await repository.findByIdempotencyKey(body.idempotency_key);
      if (earlier) {
        if (earlier.companyId !== company.id || !sameRequest(earlier.requestHash, fingerprint))
          throw idempotencyMismatch('message');
        return { message: SENT };
      }

      await requireCaptcha(app.captcha, body.captcha, request.ip);
      const budget = body.budget === '' ? null : body.budget;
      const recipient = company.email;
      // The company's members hear of it live, and a signed-in sender gets a conversation with them.
      const events = app.realtime.batch();
      const sender = request.auth?.user;
      const id = await repository.create(
        {
          companyId: company.id,
          userId: request.auth?.user.id ?? null,
          name: body.name,
          email: body.email,
          message: body.message,
          budget,
          ip: request.ip,
          idempotencyKey: body.idempotency_key,
          requestHash: fingerprint,
        },
        async (tx, contactRequestId) => {
          await app.conversations.receiveContactRequest(tx, events, {
            contactRequestId,
            companyId: company.id,
            companyName: company.name,
            sender: { id: sender?.id ?? null, name: body.name },
            message: body.message,
          });
          // A company without an address still finds the message in its dashboard inbox.
          if (!recipient) return;
          await app.mailQueue.enqueue(
            tx,
            'contact_request',
            contactRequestMail({
              brandName: config.brandName,
              publicUrl: config.publicUrl,
              to: recipient,
              companyName: company.name,
              companySlug: company.slug,
              name: body.name,
              email: body.email,
              message: body.message,
              budget,
            }),
          );
        },
      );
      if (id) {
        app.mailQueue.kick();
        await events.publish();
      } else {
        // A concurrent request with the same key won: it must have asked the same.
        const winner = await repository.findByIdempotencyKey(body.idempotency_key);
        if (
          winner &&
          (winner.companyId !== company.id || !sameRequest(winner.requestHash, fingerprint))
        )
          throw idempotencyMismatch('message');
      }
      return { message: SENT };
    },
  );
};
