import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ValetProject } from '@atlas/api/valet';
import {
  completeValetProjectEndpoint,
  createValetProjectEndpoint,
  getValetProjectEndpoint,
  listMyValetProjectsEndpoint,
  releaseValetProjectEndpoint,
  verifyValetProjectEndpoint,
} from '@atlas/api/endpoints/valet-projects';
import {
  acceptValetQuoteEndpoint,
  declineValetQuoteEndpoint,
} from '@atlas/api/endpoints/valet-quote-decisions';
import {
  acceptValetRequestEndpoint,
  askValetQuestionEndpoint,
  declineValetRequestEndpoint,
  getValetRequestEndpoint,
  listValetRequestsEndpoint,
  sendValetQuoteEndpoint,
} from '@atlas/api/endpoints/valet-requests';
import {
  listValetProjectsEndpoint,
  updateValetShortlistEndpoint,
} from '@atlas/api/endpoints/valet-admin';
import { requireCaptcha } from '../../captcha/captcha';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { HttpError } from '../../plugins/errors';
import { isStorageKey } from '../../storage/storage';
import type { ValetProjectRow } from './repository';
import { VALET_FILES_PATH } from './project-view';
import { staffQueuePage } from '../../lib/staff-queue';

/** Per-IP limits (requests per minute); uploads have theirs in upload-routes.ts. */
const PER_IP = { submit: 10, link: 30, read: 240, write: 60, admin: 240 };

/** Project submissions, "valet" (issue 18): the buyer, the companies, staff. */
export const valetRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.valetRepository;
  const valet = app.valet;

  await registerRateLimit(app, { reason: 'Too many requests.' });

  // A brief's files are private (never under the public /uploads): read here, by the people the
  // project concerns, with the session. Anyone else, and any key that is no valet file, is a 404.
  app.get(
    `${VALET_FILES_PATH}/*`,
    { config: perIp(PER_IP.read), schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const user = request.auth?.user;
      const allowed =
        user !== undefined &&
        isStorageKey(key) &&
        key.startsWith('valet/') &&
        (await repository.mayReadFile(key, user.id));
      const file = allowed ? await app.storage.get(key) : null;
      if (!file) throw new HttpError(404, 'There is no such file.');
      const [upload] = await repository.uploads([key]);
      const inline = /^(audio|image)\//.test(file.contentType);
      const name = (upload?.name ?? key.split('/').at(-1) ?? 'file').replace(/["\\\r\n]/g, '');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'")
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(upload?.name ?? name)}`,
        )
        .send(file.body);
    },
  );

  const submitted = (project: ValetProjectRow) =>
    project.status === 'awaiting_verification'
      ? `We e-mailed a link to ${project.email}. Open it to confirm your address, then choose the companies that get your brief.`
      : 'Your shortlist is ready: choose the companies that get your brief.';

  app.post(
    createValetProjectEndpoint.path,
    { config: perIp(PER_IP.submit), schema: schemaOf(createValetProjectEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const fingerprint = requestFingerprint('valet-project', body);
      const answer = async (project: ValetProjectRow) => {
        // Its files are sent now: the cap on unsent uploads no longer sweeps them.
        await app.uploads.claim([...project.files, project.voiceRecordingPath ?? []].flat());
        return { data: await valet.projectView(project), message: submitted(project) };
      };

      // A retry of a project stored already: the same answer, nothing new.
      const earlier = await repository.projectByKey(body.idempotency_key);
      if (earlier) {
        if (!sameRequest(earlier.requestHash, fingerprint)) throw idempotencyMismatch('project');
        return answer(earlier);
      }
      const wanted = await valet.checkOptions(body);
      const user = request.auth?.user ?? null;
      const id = await valet.submit({
        body,
        wanted,
        user,
        ip: request.ip,
        requestHash: fingerprint,
        verifyCaptcha: () => requireCaptcha(app.captcha, body.captcha, request.ip),
      });
      const project = id
        ? await repository.project(id)
        : await repository.projectByKey(body.idempotency_key);
      // A concurrent twin with the same key won: it must have asked the same.
      if (!project || !sameRequest(project.requestHash, fingerprint))
        throw idempotencyMismatch('project');
      return answer(project);
    },
  );

  app.post(
    verifyValetProjectEndpoint.path,
    { config: perIp(PER_IP.link), schema: schemaOf(verifyValetProjectEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await valet.projectOfLink(request.body.token);
      if (!found)
        throw new HttpError(
          404,
          'token: this link is not valid. Copy the whole link from the e-mail.',
        );
      if (found === 'expired')
        throw new HttpError(
          410,
          'token: this link has expired. Submit the project again, or sign in to find it.',
        );
      // The link proves the address: its account signs in, or one without a password is made.
      const accounts = app.authRepository;
      let user =
        (await accounts.findUserByEmail(found.email)) ??
        (await accounts.createUser({
          email: found.email,
          name: found.name,
          passwordHash: null,
          emailVerifiedAt: app.clock.now(),
        })) ??
        (await accounts.findUserByEmail(found.email));
      if (!user) throw new HttpError(409, 'The account is being created; try again.');
      if (!user.emailVerifiedAt) {
        await accounts.markEmailVerified(user.id);
        user = (await accounts.findUserById(user.id)) ?? user;
      }
      const session = await app.authService.startSession(user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      app.setSessionCookie(reply, session.token, session.expiresAt);
      const project = await valet.bind(found, user.id);
      return {
        data: await valet.projectView(project),
        message: `You are signed in as ${user.email}.`,
      };
    },
  );

  app.get(
    listMyValetProjectsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listMyValetProjectsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user } = app.requireUser(request);
      const rows = await repository.projectsOf(user.id);
      return {
        data: rows.map(({ project, released, quoted, openQuotes, unread, hiredCompanyName }) => ({
          id: project.id,
          status: project.status,
          title: project.title,
          created_at: project.createdAt.toISOString(),
          released_at: project.releasedAt?.toISOString() ?? null,
          completed_at: project.completedAt?.toISOString() ?? null,
          released_count: released,
          quote_count: quoted,
          open_quote_count: openQuotes,
          unread_messages: unread,
          hired_company:
            project.hiredCompanyId !== null && hiredCompanyName !== null
              ? { id: project.hiredCompanyId, name: hiredCompanyName }
              : null,
        })),
      };
    },
  );

  app.get(
    getValetProjectEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getValetProjectEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user } = app.requireUser(request);
      return { data: await valet.get(user.id, request.params.id) };
    },
  );

  app.post(
    releaseValetProjectEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(releaseValetProjectEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const { project } = await valet.release(user, request.params.id, request.body.company_ids);
      const count = project.shortlist.filter((item) => item.released).length;
      return {
        data: project,
        message: `Your brief is with ${count} ${count === 1 ? 'company' : 'companies'}. Their answers appear here as they come.`,
      };
    },
  );

  app.post(
    completeValetProjectEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(completeValetProjectEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const project: ValetProject = await valet.complete(user, request.params.id);
      return { data: project, message: 'The project is marked done. Thank you!' };
    },
  );

  // The buyer's decisions on quotes (issue 33).

  app.post(
    acceptValetQuoteEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(acceptValetQuoteEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const { id, company_id: companyId } = request.params;
      const project = await valet.acceptQuote(user, id, companyId, request.body.reason_for_others);
      const hired = project.shortlist.find((item) => item.company.id === companyId);
      return {
        data: project,
        message: `You hired ${hired?.company.name ?? 'the company'}. We told them, and thanked the others.`,
      };
    },
  );

  app.post(
    declineValetQuoteEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(declineValetQuoteEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const { id, company_id: companyId } = request.params;
      const project = await valet.declineQuote(user, id, companyId, request.body.reason);
      const declined = [...project.shortlist, ...project.more_matches].find(
        (item) => item.company.id === companyId,
      );
      return {
        data: project,
        message: `You declined the quote of ${declined?.company.name ?? 'the company'}. We told them why.`,
      };
    },
  );

  // The company's side: members only (anyone else is told the company does not exist).

  app.get(
    listValetRequestsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listValetRequestsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      return { data: await valet.requests(company.id) };
    },
  );

  app.get(
    getValetRequestEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getValetRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { company } = await app.requireCompanyMember(request, request.params.slug);
      return { data: await valet.request(company.id, request.params.id) };
    },
  );

  app.post(
    acceptValetRequestEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(acceptValetRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const data = await valet.accept(company, user, request.params.id);
      return { data, message: "You accepted the project: the buyer's contact details are below." };
    },
  );

  app.post(
    declineValetRequestEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(declineValetRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const data = await valet.decline(company, user, request.params.id, request.body.reason);
      return { data, message: 'You declined the project; the buyer was told why.' };
    },
  );

  app.post(
    askValetQuestionEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(askValetQuestionEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const data = await valet.question(company, user, request.params.id, request.body.text);
      return { data, message: 'Your question is in the conversation with the buyer.' };
    },
  );

  app.post(
    sendValetQuoteEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(sendValetQuoteEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const body = request.body;
      const data = await valet.quote(company, user, request.params.id, {
        amount: body.amount,
        timeline: body.timeline,
        message: body.message,
        attachmentPath: body.attachment_path,
        idempotencyKey: body.idempotency_key,
      });
      if (body.attachment_path) await app.uploads.claim([body.attachment_path]);
      return { data, message: 'Your quote is with the buyer.' };
    },
  );

  // Staff.

  app.get(
    listValetProjectsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listValetProjectsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const query = request.query;
      const { rows, total } = await repository.listProjects(staffQueuePage(query));
      const matches = await repository.matchesOf(rows.map((row) => row.id));
      const data = await Promise.all(
        rows.map((row) =>
          valet.staffRow(
            row,
            matches.filter((item) => item.projectId === row.id),
          ),
        ),
      );
      return { data, total };
    },
  );

  app.put(
    updateValetShortlistEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(updateValetShortlistEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const data = await valet.setShortlist(actor, request.params.id, request.body.company_ids);
      return { data, message: 'The shortlist is saved.' };
    },
  );
};
