import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webDomainOf } from '@atlas/api/company-memberships';
import {
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENTS_WAITING_MAX,
  VERIFICATION_LINK_HOURS,
  VERIFICATION_RENEWAL_DAYS,
  isAtVerificationDomain,
  verificationDomainOf,
} from '@atlas/api/company-verification';
import {
  confirmVerificationEmailEndpoint,
  deleteVerificationDocumentEndpoint,
  getCompanyVerificationEndpoint,
  requestCompanyVerificationEndpoint,
  resendCompanyVerificationLinkEndpoint,
  uploadVerificationDocumentEndpoint,
} from '@atlas/api/endpoints/company-verification';
import { isFreeMailDomain } from '@atlas/api/free-mail';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { fieldError, HttpError, uploadReadError } from '../../plugins/errors';
import { detectDocument, displayName } from '../../storage/documents';
import { hashSecret, newSecret } from '../../lib/secrets';
import { noSuchCompany } from '../company-memberships/plugin';
import type { CompanyRef } from '../company-memberships/repository';
import { verificationLinkMail, type MailSite } from './mail';
import type { Actor } from './read';

/** Per-IP limits (requests per minute). */
const PER_IP = { read: 120, upload: 20, write: 20, link: 5, confirm: 30 };
/** Uploads per hour, counted in the database (so across instances): per account, per address. */
const UPLOADS_PER_HOUR = { account: 20, address: 40 };
/** What a document may be, by its content: a PDF or an image. */
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

const HOUR_MS = 3_600_000;

const actorOf = (user: { id: string; email: string }): Actor => ({
  userId: user.id,
  label: `user:${user.email}`,
});

/** A company's own verification (issue 33, point 7): members only, every call. */
export const companyVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.verificationRepository;
  const service = app.companyVerification;
  const site: MailSite = { brandName: app.appConfig.brandName, publicUrl: app.appConfig.publicUrl };

  await registerRateLimit(app, { reason: 'Too many requests.' });
  // Only this plugin's routes read multipart bodies: one bounded file each.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: VERIFICATION_DOCUMENT_MAX_BYTES,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 50,
    },
  });

  const requireMember = (request: FastifyRequest, slug: string) =>
    app.requireCompanyMember(request, slug);

  async function stateOf(company: CompanyRef) {
    const state = await service.state(company.id);
    if (!state) throw noSuchCompany(company.slug);
    return state;
  }

  /** The one file of the upload; anything else is a 4xx naming the field. */
  async function receiveDocument(request: FastifyRequest) {
    if (!request.isMultipart())
      throw fieldError(
        'document',
        'send the file as multipart/form-data in the field "document"',
        415,
      );
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'document') {
        part?.file.resume();
        throw fieldError('document', 'choose a file to upload');
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw fieldError('document', 'the file is empty');
      return { bytes, filename: part.filename };
    } catch (error) {
      throw uploadReadError(error, {
        field: 'document',
        what: 'file',
        maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
        tooLarge: app.multipartErrors.RequestFileTooLargeError,
      });
    }
  }

  /** 400 naming `email` unless it is an address at the company's own web domain. */
  function checkDomainEmail(email: string, company: CompanyRef) {
    const domain = verificationDomainOf(company.website);
    if (!domain)
      throw fieldError(
        'email',
        `${company.name} needs a website of its own on its profile first: the address must be at its domain`,
      );
    const mailDomain = webDomainOf(email);
    if (mailDomain && isFreeMailDomain(mailDomain))
      throw fieldError(
        'email',
        `an address at ${mailDomain} could be anybody's: use one at ${domain}`,
      );
    if (!isAtVerificationDomain(email, company.website))
      throw fieldError('email', `use an address at ${domain}, the domain of the company's website`);
  }

  app.get(
    getCompanyVerificationEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getCompanyVerificationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { company } = await requireMember(request, request.params.slug);
      return { data: await stateOf(company) };
    },
  );

  app.post(
    uploadVerificationDocumentEndpoint.path,
    { config: perIp(PER_IP.upload), schema: schemaOf(uploadVerificationDocumentEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug);
      const now = app.clock.now();
      const recent = await repository.recentUploads(
        user.id,
        request.ip,
        new Date(now.getTime() - HOUR_MS),
      );
      if (recent.byUser >= UPLOADS_PER_HOUR.account || recent.byIp >= UPLOADS_PER_HOUR.address) {
        reply.header('retry-after', String(HOUR_MS / 1000));
        throw new HttpError(429, 'Too many documents uploaded. Please wait an hour and try again.');
      }
      if (
        (await repository.waitingDocuments(company.id)).length >= VERIFICATION_DOCUMENTS_WAITING_MAX
      )
        throw new HttpError(
          409,
          `document: ${VERIFICATION_DOCUMENTS_WAITING_MAX} documents wait to be sent already; remove some first`,
          [{ field: 'document', message: 'Remove a document you do not need first' }],
        );
      const { bytes, filename } = await receiveDocument(request);
      const detected = detectDocument(bytes);
      if (!detected || !DOCUMENT_TYPES.has(detected.contentType))
        throw fieldError('document', 'send a PDF, or a PNG, JPEG or WebP image', 415);
      const key = `verification/${company.id}/${randomBytes(16).toString('hex')}.${detected.extension}`;
      await app.storage.put(key, bytes, detected.contentType);
      const row = await repository.insertDocument({
        companyId: company.id,
        storageKey: key,
        name: displayName(filename, `document.${detected.extension}`),
        size: bytes.length,
        contentType: detected.contentType,
        uploadedBy: user.id,
        ip: request.ip,
        createdAt: now,
      });
      return {
        data: { id: row.id, name: row.name, size: row.size, content_type: row.contentType },
        message: `${row.name} is uploaded. Send it with your request.`,
      };
    },
  );

  app.delete(
    deleteVerificationDocumentEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(deleteVerificationDocumentEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company } = await requireMember(request, request.params.slug);
      const removed = await repository.removeWaitingDocument(company.id, request.params.id);
      if (!removed)
        throw new HttpError(
          404,
          `id: there is no document ${request.params.id} waiting to be sent`,
        );
      await app.storage.delete(removed).catch((error: unknown) => {
        app.log.warn({ err: error, key: removed }, 'could not delete a removed document');
      });
      return { data: await stateOf(company), message: 'The document is removed.' };
    },
  );

  app.post(
    requestCompanyVerificationEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(requestCompanyVerificationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug);
      const body = request.body;
      const fingerprint = requestFingerprint(`company-verification ${company.id} ${user.id}`, body);
      const sent = async () => ({
        data: await stateOf(company),
        message: `Thank you! We e-mailed a link to ${body.email}: follow it within ${VERIFICATION_LINK_HOURS} hours, signed in as a member of ${company.name}. Our team then checks your evidence.`,
      });
      const replayOf = async () => {
        const earlier = await repository.byIdempotencyKey(body.idempotency_key);
        if (!earlier) return false;
        if (
          earlier.submittedBy !== user.id ||
          earlier.companyId !== company.id ||
          !sameRequest(earlier.requestHash, fingerprint)
        )
          throw idempotencyMismatch('verification request');
        return true;
      };
      if (await replayOf()) return sent();

      checkDomainEmail(body.email, company);
      if (!(await repository.countryExists(body.country_id)))
        throw fieldError('country_id', 'choose a country from the list');

      const token = newSecret();
      const now = app.clock.now();
      const result = await repository.createRequest(
        {
          companyId: company.id,
          registrationNumber: body.registration_number,
          countryId: body.country_id,
          email: body.email,
          emailTokenHash: hashSecret(token),
          emailTokenExpiresAt: new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS),
          submittedBy: user.id,
          idempotencyKey: body.idempotency_key,
          requestHash: fingerprint,
          createdAt: now,
        },
        body.document_ids,
        actorOf(user),
        async (tx) => {
          await app.mailQueue.enqueue(
            tx,
            'company_verification_link',
            verificationLinkMail(site, {
              to: body.email,
              name: user.name,
              companyName: company.name,
              companySlug: company.slug,
              token,
            }),
          );
        },
      );
      switch (result.outcome) {
        case 'created':
          app.mailQueue.kick();
          return sent();
        case 'replayed':
          // A retry that raced its twin past the first look finds the twin's request now.
          if (await replayOf()) return sent();
          throw idempotencyMismatch('verification request');
        case 'waiting':
          throw new HttpError(
            409,
            `A verification request of ${company.name} waits for our team already.`,
          );
        case 'verified':
          throw new HttpError(
            409,
            `${company.name} is verified already; a renewal can be asked for in the last ${VERIFICATION_RENEWAL_DAYS} days.`,
          );
        case 'documents':
          throw fieldError(
            'document_ids',
            "upload the documents again: some are not this company's or were sent already",
          );
      }
    },
  );

  app.post(
    resendCompanyVerificationLinkEndpoint.path,
    { config: perIp(PER_IP.link), schema: schemaOf(resendCompanyVerificationLinkEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug);
      const token = newSecret();
      const expiresAt = new Date(app.clock.now().getTime() + VERIFICATION_LINK_HOURS * HOUR_MS);
      const result = await repository.replaceLink(
        company.id,
        { tokenHash: hashSecret(token), expiresAt },
        actorOf(user),
        async (tx, waiting) => {
          await app.mailQueue.enqueue(
            tx,
            'company_verification_link',
            verificationLinkMail(site, {
              to: waiting.email,
              name: user.name,
              companyName: company.name,
              companySlug: company.slug,
              token,
            }),
          );
        },
      );
      if (result === null)
        throw new HttpError(409, `No verification request of ${company.name} waits.`);
      if (result === 'confirmed')
        throw new HttpError(
          409,
          'The address is confirmed already: our team checks the rest next.',
        );
      app.mailQueue.kick();
      return {
        data: await stateOf(company),
        message: `We e-mailed a new link to ${result.email}. The earlier one no longer works.`,
      };
    },
  );

  app.post(
    confirmVerificationEmailEndpoint.path,
    { config: perIp(PER_IP.confirm), schema: schemaOf(confirmVerificationEmailEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const result = await repository.confirmEmail(
        hashSecret(request.body.token),
        user.id,
        app.clock.now(),
        actorOf(user),
      );
      if (result.outcome !== 'confirmed') {
        if (result.outcome === 'unknown')
          throw new HttpError(
            404,
            'This link is not valid: copy the whole link from the newest e-mail, signed in as a member of the company.',
          );
        throw new HttpError(
          410,
          `This link was used already or has expired (links work for ${VERIFICATION_LINK_HOURS} hours). Ask for a new one on the verification page.`,
        );
      }
      const company = await repository.companyFacts(result.companyId);
      if (!company) throw new HttpError(404, 'The company is gone.');
      return {
        data: { company_slug: company.slug, company_name: company.name },
        message: `Thank you: the address is confirmed for ${company.name}. Our team checks the rest of your evidence next.`,
      };
    },
  );
};
