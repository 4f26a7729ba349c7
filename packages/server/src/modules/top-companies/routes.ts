import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTopCompaniesEndpoint } from '@atlas/api/endpoints/get-top-companies';
import { getPromotePageEndpoint } from '@atlas/api/endpoints/get-promote-page';
import { CURRENT_COMPANY_COOKIE_NAME } from '@atlas/api/endpoints/get-profile-company';
import {
  cancelSponsorshipRenewalEndpoint,
  createSponsorshipOrderEndpoint,
  getSponsorshipOrderEndpoint,
  listCompanySponsorshipsEndpoint,
} from '@atlas/api/endpoints/sponsorship-orders';
import { intId } from '@atlas/api/bounds';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { InvalidWebhookError } from '../../payments/port';
import { STRIPE_PROVIDER } from '../../payments/stripe';
import { PAYMENTS_WEBHOOK_PATH, STAND_IN_SIGNATURE_HEADER } from '../../payments/webhook';
import { renderInvoicePdf } from './invoice-pdf';

/** Per-IP limits (requests per minute). */
const PER_IP = { order: 20, read: 240, webhook: 600 };
const WEBHOOK_MAX_BYTES = 64 * 1024;

/** /api/top-companies, /api/top-companies/promote and the purchases of sponsorships (issue 22). */
export const topCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { topCompanies, sponsorshipOrders } = app;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    getTopCompaniesEndpoint.path,
    { schema: schemaOf(getTopCompaniesEndpoint) },
    async (request) => ({
      data: await topCompanies.list(request.query.city, request.query.service),
    }),
  );

  app.get(
    getPromotePageEndpoint.path,
    { schema: schemaOf(getPromotePageEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return {
        data: await topCompanies.promotePage(user.id, request.cookies[CURRENT_COMPANY_COOKIE_NAME]),
      };
    },
  );

  app.post(
    createSponsorshipOrderEndpoint.path,
    { config: perIp(PER_IP.order), schema: schemaOf(createSponsorshipOrderEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      const current = request.cookies[CURRENT_COMPANY_COOKIE_NAME];
      return { data: await sponsorshipOrders.create(user, request.body, current) };
    },
  );

  app.get(
    getSponsorshipOrderEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getSponsorshipOrderEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await sponsorshipOrders.get(user.id, request.params.id) };
    },
  );

  app.get(
    listCompanySponsorshipsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listCompanySponsorshipsEndpoint) },
    async (request, reply) => {
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'no-store');
      return { data: await sponsorshipOrders.listForCompany(company) };
    },
  );

  app.post(
    cancelSponsorshipRenewalEndpoint.path,
    { config: perIp(PER_IP.order), schema: schemaOf(cancelSponsorshipRenewalEndpoint) },
    async (request, reply) => {
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      reply.header('cache-control', 'no-store');
      return {
        data: await sponsorshipOrders.cancelRenewal(company.id, request.params.id, {
          userId: user.id,
          label: user.email,
        }),
      };
    },
  );

  // An invoice as a PDF: a file, not JSON, so it is no @atlas/api call; members only, as the rest.
  const invoiceId = intId('must be an invoice id');
  app.get(
    '/companies/:slug/invoices/:id/pdf',
    { config: perIp(PER_IP.read), schema: { hide: true } },
    async (request, reply) => {
      const params = request.params as { slug: string; id: string };
      const id = invoiceId.safeParse(params.id);
      if (!id.success)
        throw new HttpError(400, `id: ${id.error.issues[0]?.message ?? 'must be an invoice id'}`, [
          { field: 'id', message: 'must be an invoice id' },
        ]);
      const { company } = await app.requireCompanyMember(request, params.slug);
      const document = await sponsorshipOrders.invoiceDocument(company.id, id.data);
      if (!document) throw new HttpError(404, 'There is no such invoice.');
      const pdf = await renderInvoicePdf(document);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="invoice-${document.number}.pdf"`)
        .send(pdf);
    },
  );

  // The provider's webhooks: the signature is checked against the raw body, so this scope keeps
  // JSON bodies as text. Anything unsigned, forged, stale or malformed is a 400, never acted on.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      PAYMENTS_WEBHOOK_PATH,
      { config: perIp(PER_IP.webhook), schema: { hide: true } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header =
          app.payments.name === STRIPE_PROVIDER ? 'stripe-signature' : STAND_IN_SIGNATURE_HEADER;
        const signature = request.headers[header];
        let event;
        try {
          event = app.payments.verifyWebhook(
            raw,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          if (!(error instanceof InvalidWebhookError)) throw error;
          throw new HttpError(400, error.message, [
            { field: error.message.split(':')[0] ?? 'signature', message: error.message },
          ]);
        }
        reply.header('cache-control', 'no-store');
        if (event) await sponsorshipOrders.handle(event);
        return { received: true };
      },
    );
  });
};
