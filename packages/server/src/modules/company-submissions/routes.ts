import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBMISSION_REVIEW_DAYS } from '@atlas/api/company-submissions';
import { submitCompanyEndpoint } from '@atlas/api/endpoints/submit-company';
import { checkCompanyDuplicatesEndpoint } from '@atlas/api/endpoints/check-company-duplicates';
import { listCompanySubmissionsEndpoint } from '@atlas/api/endpoints/list-company-submissions';
import { decideCompanySubmissionEndpoint } from '@atlas/api/endpoints/decide-company-submission';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { HttpError } from '../../plugins/errors';
import { submissionApprovedMail, submissionReceivedMail, submissionRejectedMail } from './mail';
import { plainText } from '../../lib/plain-text';
import { staffDecision, staffQueuePage } from '../../lib/staff-queue';

/** Per-IP limits (requests per minute). */
const PER_IP = { submit: 10, duplicates: 120, admin: 240 };

const SUBMITTED = `Thank you! Our team reviews your company within ${SUBMISSION_REVIEW_DAYS} working days and e-mails you the result.`;

/** Submitting a new company, the duplicate check, and staff's queue (issue 16). */
export const companySubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.submissionRepository;
  const config = app.appConfig;

  await registerRateLimit(app, { reason: 'Too many attempts.' });

  /** Staff only: anyone else (signed out included) is told the call does not exist. */
  const requireStaff = (request: FastifyRequest) => app.requireStaff(request);

  app.get(
    checkCompanyDuplicatesEndpoint.path,
    { config: perIp(PER_IP.duplicates), schema: schemaOf(checkCompanyDuplicatesEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await repository.duplicates(request.query.name, request.query.website) };
    },
  );

  app.post(
    submitCompanyEndpoint.path,
    { config: perIp(PER_IP.submit), schema: schemaOf(submitCompanyEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const body = request.body;
      const fingerprint = requestFingerprint(`company-submission ${user.id}`, body);
      const answer = async (id: number) => {
        const row = await repository.findRow(id);
        if (!row) throw new HttpError(404, 'The submission is gone.');
        return { data: row, message: SUBMITTED };
      };

      // A retry of a submission that was stored already: the same answer, nothing new.
      const earlier = await repository.findByIdempotencyKey(body.idempotency_key);
      if (earlier) {
        if (earlier.userId !== user.id || !sameRequest(earlier.requestHash, fingerprint))
          throw idempotencyMismatch('submission');
        return answer(earlier.id);
      }

      const name = plainText(body.name);
      const summary = plainText(body.summary);
      const errors = [];
      if (name.length < 2) errors.push({ field: 'name', message: 'Enter the company name' });
      if (summary.length < 20)
        errors.push({ field: 'summary', message: 'Write at least 20 characters (without HTML)' });
      if (!(await repository.cityInCountry(body.city_id, body.country_id)))
        errors.push({ field: 'city_id', message: 'Pick a city in the chosen country' });
      if (!(await repository.serviceExists(body.service_id)))
        errors.push({ field: 'service_id', message: 'Pick a service from the list' });
      if (errors.length > 0)
        throw new HttpError(
          400,
          errors.map((error) => `${error.field}: ${error.message}`).join('; '),
          errors,
        );

      const id = await repository.create(
        {
          userId: user.id,
          name,
          website: body.website,
          email: body.email,
          summary,
          companySize: body.company_size,
          countryId: body.country_id,
          cityId: body.city_id,
          serviceId: body.service_id,
          idempotencyKey: body.idempotency_key,
          requestHash: fingerprint,
        },
        { userId: user.id, label: `user:${user.email}` },
        // The acknowledgement leaves with the submission or not at all.
        async (tx) => {
          await app.mailQueue.enqueue(
            tx,
            'company_submission_received',
            submissionReceivedMail({
              brandName: config.brandName,
              publicUrl: config.publicUrl,
              to: user.email,
              name: user.name,
              companyName: name,
              reviewDays: SUBMISSION_REVIEW_DAYS,
            }),
          );
        },
      );
      if (id !== null) {
        app.mailQueue.kick();
        return answer(id);
      }
      // A concurrent request with the same key won: it must have asked the same.
      const winner = await repository.findByIdempotencyKey(body.idempotency_key);
      if (!winner || winner.userId !== user.id || !sameRequest(winner.requestHash, fingerprint))
        throw idempotencyMismatch('submission');
      return answer(winner.id);
    },
  );

  app.get(
    listCompanySubmissionsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listCompanySubmissionsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await requireStaff(request);
      const query = request.query;
      const { rows, total } = await repository.list(staffQueuePage(query));
      return { data: rows, total };
    },
  );

  app.post(
    decideCompanySubmissionEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideCompanySubmissionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await requireStaff(request);
      const { id } = request.params;
      const { approve, reason } = staffDecision(request.body, 'the submitter');
      const result = await repository.decide(id, { approve, reason }, actor, async (tx, row) => {
        const common = {
          brandName: config.brandName,
          publicUrl: config.publicUrl,
          to: row.submitter.email,
          name: row.submitter.name,
          companyName: row.name,
        };
        await app.mailQueue.enqueue(
          tx,
          approve ? 'company_submission_approved' : 'company_submission_rejected',
          approve
            ? submissionApprovedMail({ ...common, companySlug: row.company_slug ?? '' })
            : submissionRejectedMail({ ...common, reason: reason ?? '' }),
        );
      });
      if (result === null) throw new HttpError(404, `id: there is no submission ${id}`);
      if (result === 'decided') throw new HttpError(409, `Submission ${id} is already decided.`);
      app.mailQueue.kick();
      if (approve) app.companySearch.markChanged();
      return { data: result };
    },
  );
};
