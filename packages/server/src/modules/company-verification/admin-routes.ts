import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intId } from '@atlas/api/bounds';
import { VERIFICATION_CHECKS } from '@atlas/api/company-verification';
import {
  decideCompanyVerificationEndpoint,
  listCompanyVerificationsEndpoint,
  revokeCompanyVerificationEndpoint,
} from '@atlas/api/endpoints/company-verification-admin';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { staffQueuePage } from '../../lib/staff-queue';
import { HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';

/** Per-IP limits (requests per minute). */
const PER_IP = { read: 240, write: 60 };

const DocumentParamsSchema = z.object({
  id: intId('id: must be a verification request id'),
  documentId: intId('documentId: must be a document id'),
});

/** A reason as stored and e-mailed: plain text, at least 3 characters left after markup goes. */
function reasonOf(text: string): string {
  const reason = plainText(text);
  if (reason.length < 3)
    throw new HttpError(400, 'reason: give the company a reason', [
      { field: 'reason', message: 'Give the company a reason (at least 3 characters)' },
    ]);
  return reason;
}

/**
 * Staff's side of company verification (issue 33, point 7): the queue, decisions with a
 * checklist and a reason, revocation, and the documents. Anyone but staff gets a 404.
 */
export const companyVerificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.companyVerification;
  const admin = app.verificationAdminRepository;

  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    listCompanyVerificationsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listCompanyVerificationsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const { rows, total } = await admin.listQueue(staffQueuePage(request.query));
      return { data: rows, total };
    },
  );

  app.post(
    decideCompanyVerificationEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(decideCompanyVerificationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { id } = request.params;
      const { decision, checklist } = request.body;
      const approve = decision === 'approve';
      const reason = reasonOf(request.body.reason);
      if (approve) {
        const unticked = VERIFICATION_CHECKS.filter((check) => !checklist[check]);
        if (unticked.length > 0)
          throw new HttpError(
            400,
            `checklist: tick every check before approving (${unticked.join(', ')})`,
            unticked.map((check) => ({
              field: `checklist.${check}`,
              message: 'Check this before approving',
            })),
          );
      }
      const result = await service.decide(id, { approve, reason, checklist }, actor);
      if (result === null) throw new HttpError(404, `id: there is no verification request ${id}`);
      if (result === 'decided')
        throw new HttpError(409, `Verification request ${id} is already decided.`);
      if (result === 'unconfirmed')
        throw new HttpError(
          409,
          'The address at the company domain is not confirmed yet: wait for its link to be followed, or reject the request.',
        );
      return {
        data: result,
        message: approve
          ? `${result.company.name} is verified until ${result.expires_at?.slice(0, 10) ?? '—'}; its members are e-mailed.`
          : `The request of ${result.company.name} is rejected; its members are e-mailed the reason.`,
      };
    },
  );

  app.post(
    revokeCompanyVerificationEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(revokeCompanyVerificationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { id } = request.params;
      const result = await service.revoke(id, reasonOf(request.body.reason), actor);
      if (result === null) throw new HttpError(404, `id: there is no verification request ${id}`);
      if (result === 'not-current')
        throw new HttpError(409, `Verification request ${id} is not a current verification.`);
      return {
        data: result,
        message: `The verification of ${result.company.name} is revoked; its members are e-mailed the reason.`,
      };
    },
  );

  // The documents are private (never under the public /uploads): staff open them here, as a
  // download, with the session. Anyone else, and any document of another request, is a 404.
  app.get(
    '/admin/company-verifications/:id/documents/:documentId',
    { config: perIp(PER_IP.read), schema: { hide: true, params: DocumentParamsSchema } },
    async (request, reply) => {
      await app.requireStaff(request);
      const { id, documentId } = request.params;
      const document = await admin.document(id, documentId);
      const file = document ? await app.storage.get(document.storageKey) : null;
      if (!document || !file) throw new HttpError(404, 'There is no such document.');
      const name = document.name.replace(/["\\\r\n]/g, '');
      return reply
        .header('content-type', document.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
        )
        .send(file.body);
    },
  );
};
