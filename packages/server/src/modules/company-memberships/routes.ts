import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLAIM_EVIDENCE_MIN_LENGTH,
  CLAIM_LINK_HOURS,
  CLAIM_REVIEW_DAYS,
  INVITATION_DAYS,
  emailAtCompanyDomain,
  type CompanyMemberRole,
} from '@atlas/api/company-memberships';
import {
  confirmCompanyClaimEndpoint,
  createCompanyClaimEndpoint,
  decideCompanyClaimEndpoint,
  findClaimCandidatesEndpoint,
  listCompanyClaimsEndpoint,
} from '@atlas/api/endpoints/company-claims';
import {
  acceptCompanyInvitationEndpoint,
  decideJoinRequestEndpoint,
  getCompanyMembersEndpoint,
  getJoinTargetEndpoint,
  inviteCompanyMemberEndpoint,
  lookupCompanyInvitationEndpoint,
  removeCompanyMemberEndpoint,
  requestToJoinEndpoint,
  revokeCompanyInvitationEndpoint,
  updateCompanyMemberEndpoint,
} from '@atlas/api/endpoints/company-members';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import {
  idempotencyMismatch,
  requestFingerprint,
  sameRequest,
} from '../../lib/request-fingerprint';
import { HttpError } from '../../plugins/errors';
import { hashSecret, newSecret } from '../auth/secrets';
import { plainText } from '../company-submissions/text';
import {
  claimDecidedMail,
  claimLinkMail,
  invitationMail,
  joinDecidedMail,
  joinRequestMail,
  type MailSite,
} from './mail';
import { noSuchCompany as noCompany } from './plugin';
import type { Actor, CompanyRef } from './repository';
import { staffDecision, staffQueuePage } from '../../lib/staff-queue';

/** Per-IP limits (requests per minute). */
const PER_IP = { lookup: 120, write: 20, read: 240, admin: 240 };

const HOUR_MS = 3_600_000;

const actorOf = (user: { id: string; email: string }): Actor => ({
  userId: user.id,
  label: `user:${user.email}`,
});

/** Claiming, joining and running a company's members (issue 16). */
export const companyMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.membershipRepository;
  const site: MailSite = { brandName: app.appConfig.brandName, publicUrl: app.appConfig.publicUrl };

  await registerRateLimit(app, { reason: 'Too many attempts.' });

  async function companyOr404(slug: string): Promise<CompanyRef> {
    const company = await repository.companyBySlug(slug);
    if (!company) throw noCompany(slug);
    return company;
  }

  const requireMember = (request: FastifyRequest, slug: string, owner = false) =>
    app.requireCompanyMember(request, slug, { owner });

  const requireStaff = (request: FastifyRequest) => app.requireStaff(request);

  app.get(
    findClaimCandidatesEndpoint.path,
    { config: perIp(PER_IP.lookup), schema: schemaOf(findClaimCandidatesEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query.q;
      if (q.length < 2) return { data: [] };
      const [byName, byDomain] = await Promise.all([
        app.siteSearch.search(q, 10),
        /^[^\s@]+\.[^\s@]+$/.test(q) || q.includes('://')
          ? app.submissionRepository.duplicates(undefined, q.includes('://') ? q : `https://${q}`)
          : Promise.resolve([]),
      ]);
      const ids = [
        ...(await repository.companyIdsBySlugs(byDomain.map((row) => row.slug))),
        ...byName.companies.map((row) => row.id),
      ];
      return { data: (await repository.candidates(ids)).slice(0, 10) };
    },
  );

  app.post(
    createCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(createCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const body = request.body;
      const fingerprint = requestFingerprint(`company-claim ${user.id}`, body);
      const answer = async (id: number) => {
        const row = await repository.findClaimRow(id);
        if (!row) throw new HttpError(404, 'The claim is gone.');
        const message =
          row.status === 'awaiting_email'
            ? `We sent a link to ${row.email}. Follow it within ${CLAIM_LINK_HOURS} hours, signed in as you are now, and ${row.company.name} is yours.`
            : `Thank you! Our team reviews your claim of ${row.company.name} within ${CLAIM_REVIEW_DAYS} working days and e-mails you the result.`;
        return { data: row, message };
      };

      const earlier = await repository.claimByIdempotencyKey(body.idempotency_key);
      if (earlier) {
        if (earlier.userId !== user.id || !sameRequest(earlier.requestHash, fingerprint))
          throw idempotencyMismatch('claim');
        return answer(earlier.id);
      }

      const company = await repository.companyBySlug(body.company_slug);
      if (!company)
        throw new HttpError(404, `company_slug: there is no company ${body.company_slug}`);
      if (await repository.isClaimed(company.id))
        throw new HttpError(
          409,
          `company_slug: ${company.name} is claimed already. Ask its owners to let you join instead.`,
        );
      const open = await repository.openClaim(company.id, user.id);
      if (open) {
        // A retry that raced its twin past the first lookup finds the twin's claim here.
        if (open.idempotencyKey === body.idempotency_key) {
          const twin = await repository.claimByIdempotencyKey(body.idempotency_key);
          if (twin && sameRequest(twin.requestHash, fingerprint)) return answer(twin.id);
        }
        throw new HttpError(409, `company_slug: your claim of ${company.name} is waiting already.`);
      }

      const domainMatch = emailAtCompanyDomain(body.email, company.website);
      const evidence = body.evidence ? plainText(body.evidence) : '';
      if (!domainMatch && evidence.length < CLAIM_EVIDENCE_MIN_LENGTH)
        throw new HttpError(
          400,
          `evidence: the e-mail is not at ${company.name}'s web domain, so tell our team how you are connected to it (at least ${CLAIM_EVIDENCE_MIN_LENGTH} characters)`,
          [
            {
              field: 'evidence',
              message: `Tell our team how you are connected to ${company.name} (at least ${CLAIM_EVIDENCE_MIN_LENGTH} characters)`,
            },
          ],
        );

      const token = domainMatch ? newSecret() : null;
      const now = app.clock.now();
      const id = await repository.createClaim(
        {
          companyId: company.id,
          userId: user.id,
          status: domainMatch ? 'awaiting_email' : 'pending',
          email: body.email,
          jobTitle: plainText(body.job_title),
          evidence: evidence || null,
          domainMatch,
          tokenHash: token ? hashSecret(token) : null,
          tokenExpiresAt: token ? new Date(now.getTime() + CLAIM_LINK_HOURS * HOUR_MS) : null,
          idempotencyKey: body.idempotency_key,
          requestHash: fingerprint,
        },
        actorOf(user),
        async (tx) => {
          if (token)
            await app.mailQueue.enqueue(
              tx,
              'company_claim_link',
              claimLinkMail(site, {
                to: body.email,
                name: user.name,
                companyName: company.name,
                token,
              }),
            );
        },
      );
      if (id !== null) {
        app.mailQueue.kick();
        return answer(id);
      }
      const winner = await repository.claimByIdempotencyKey(body.idempotency_key);
      if (!winner || winner.userId !== user.id || !sameRequest(winner.requestHash, fingerprint))
        throw idempotencyMismatch('claim');
      return answer(winner.id);
    },
  );

  app.post(
    confirmCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(confirmCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const result = await repository.confirmClaim(
        hashSecret(request.body.token),
        user.id,
        app.clock.now(),
        actorOf(user),
      );
      switch (result.outcome) {
        case 'confirmed':
          return {
            data: { company_slug: result.company.slug, company_name: result.company.name },
            message: `You are the owner of ${result.company.name} now.`,
          };
        case 'unknown':
          throw new HttpError(404, 'This link is not valid. Copy the whole link from the e-mail.');
        case 'wrong-user':
          throw new HttpError(
            403,
            'This link belongs to another account: sign in as the person who claimed the company.',
          );
        case 'spent':
          throw new HttpError(
            410,
            `This link was used or has expired (links work for ${CLAIM_LINK_HOURS} hours). Claim the company again for a new one.`,
          );
        case 'claimed':
          throw new HttpError(
            409,
            'Someone else claimed this company first. Ask its owners to let you join.',
          );
      }
    },
  );

  app.get(
    listCompanyClaimsEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listCompanyClaimsEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await requireStaff(request);
      const query = request.query;
      const { rows, total } = await repository.listClaims(staffQueuePage(query));
      return { data: rows, total };
    },
  );

  app.post(
    decideCompanyClaimEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(decideCompanyClaimEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await requireStaff(request);
      const { id } = request.params;
      const { approve, reason } = staffDecision(request.body, 'the claimant');
      const result = await repository.decideClaim(
        id,
        { approve, reason },
        app.clock.now(),
        actor,
        async (tx, row) => {
          await app.mailQueue.enqueue(
            tx,
            approve ? 'company_claim_approved' : 'company_claim_rejected',
            claimDecidedMail(site, {
              to: row.claimant.email,
              name: row.claimant.name,
              companyName: row.company.name,
              companySlug: row.company.slug,
              approved: approve,
              reason,
            }),
          );
        },
      );
      if (result === null) throw new HttpError(404, `id: there is no claim ${id}`);
      if (result === 'decided') throw new HttpError(409, `Claim ${id} is already decided.`);
      if (result === 'claimed')
        throw new HttpError(409, 'The company has members by now: reject this claim instead.');
      app.mailQueue.kick();
      return { data: result };
    },
  );

  app.get(
    getJoinTargetEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getJoinTargetEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user } = app.requireUser(request);
      const company = await companyOr404(request.params.slug);
      const [candidate] = await repository.candidates([company.id]);
      if (!candidate) throw noCompany(request.params.slug);
      const [myRole, pending] = await Promise.all([
        repository.roleOf(company.id, user.id),
        repository.pendingJoinRequest(company.id, user.id),
      ]);
      return {
        data: { company: candidate, my_role: myRole, pending_request: pending?.role ?? null },
      };
    },
  );

  app.post(
    requestToJoinEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(requestToJoinEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const company = await companyOr404(request.params.slug);
      const body = request.body;
      const sent = {
        message: `We asked the owners of ${company.name} to let you in. You will hear from us by e-mail.`,
      };
      const earlier = await repository.joinRequestByKey(body.idempotency_key);
      if (earlier) {
        if (earlier.userId !== user.id) throw idempotencyMismatch('join request');
        return sent;
      }
      if (!(await repository.isClaimed(company.id)))
        throw new HttpError(409, `${company.name} has no members yet: claim it instead.`);
      if (await repository.roleOf(company.id, user.id))
        throw new HttpError(409, `You are a member of ${company.name} already.`);
      const pending = await repository.pendingJoinRequest(company.id, user.id);
      // A retry that raced its twin past the first lookup finds the twin's request here.
      if (pending?.idempotencyKey === body.idempotency_key) return sent;
      if (pending)
        throw new HttpError(409, `Your request to join ${company.name} is waiting already.`);
      const role: CompanyMemberRole = body.role;
      const message = plainText(body.message);
      const id = await repository.createJoinRequest(
        {
          companyId: company.id,
          userId: user.id,
          role,
          message: message || null,
          idempotencyKey: body.idempotency_key,
        },
        actorOf(user),
        async (tx, owners) => {
          for (const owner of owners)
            await app.mailQueue.enqueue(
              tx,
              'company_join_request',
              joinRequestMail(site, {
                to: owner.email,
                name: owner.name,
                companyName: company.name,
                companySlug: company.slug,
                requester: user.name,
                role,
              }),
            );
        },
      );
      // Null: a concurrent retry won, or a request waits already — either way one is waiting.
      if (id !== null) app.mailQueue.kick();
      return sent;
    },
  );

  app.get(
    getCompanyMembersEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getCompanyMembersEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user, company, role } = await requireMember(request, request.params.slug);
      const owner = role === 'owner';
      const [members, invitations, joinRequests] = await Promise.all([
        repository.members(company.id, user.id),
        owner ? repository.openInvitations(company.id, app.clock.now()) : Promise.resolve([]),
        owner ? repository.pendingJoinRequests(company.id) : Promise.resolve([]),
      ]);
      return {
        data: {
          company: { slug: company.slug, name: company.name },
          my_role: role,
          members,
          invitations,
          join_requests: joinRequests,
        },
      };
    },
  );

  app.post(
    inviteCompanyMemberEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(inviteCompanyMemberEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug, true);
      const { email, role } = request.body;
      if (await repository.isMemberByEmail(company.id, email))
        throw new HttpError(409, `email: ${email} is a member of ${company.name} already`, [
          { field: 'email', message: 'This person is a member already' },
        ]);
      const token = newSecret();
      const now = app.clock.now();
      await repository.createInvitation(
        {
          companyId: company.id,
          email,
          role,
          tokenHash: hashSecret(token),
          invitedBy: user.id,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * HOUR_MS),
        },
        now,
        actorOf(user),
        async (tx) => {
          await app.mailQueue.enqueue(
            tx,
            'company_invitation',
            invitationMail(site, {
              to: email,
              companyName: company.name,
              inviter: user.name,
              role,
              token,
            }),
          );
        },
      );
      app.mailQueue.kick();
      return {
        message: `We sent an invitation to ${email}. It works for ${INVITATION_DAYS} days.`,
      };
    },
  );

  app.delete(
    revokeCompanyInvitationEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(revokeCompanyInvitationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug, true);
      const revoked = await repository.revokeInvitation(
        company.id,
        request.params.id,
        app.clock.now(),
        actorOf(user),
      );
      if (!revoked)
        throw new HttpError(404, `id: there is no open invitation ${request.params.id}`);
      return { message: 'The invitation is withdrawn.' };
    },
  );

  app.post(
    decideJoinRequestEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(decideJoinRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug, true);
      const approve = request.body.decision === 'approve';
      const result = await repository.decideJoinRequest(
        company.id,
        request.params.id,
        approve,
        app.clock.now(),
        actorOf(user),
        async (tx, requester) => {
          await app.mailQueue.enqueue(
            tx,
            approve ? 'company_join_approved' : 'company_join_declined',
            joinDecidedMail(site, {
              to: requester.email,
              name: requester.name,
              companyName: company.name,
              companySlug: company.slug,
              approved: approve,
            }),
          );
        },
      );
      if (result === 'unknown')
        throw new HttpError(404, `id: there is no join request ${request.params.id}`);
      if (result === 'decided') throw new HttpError(409, 'This request is already decided.');
      app.mailQueue.kick();
      return { message: approve ? 'They are a member now.' : 'The request is declined.' };
    },
  );

  const LAST_OWNER = 'A company always keeps an owner: make someone else an owner first.';

  app.patch(
    updateCompanyMemberEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(updateCompanyMemberEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await requireMember(request, request.params.slug, true);
      const result = await repository.setRole(
        company.id,
        request.params.user_id,
        request.body.role,
        actorOf(user),
      );
      if (result === 'unknown') throw new HttpError(404, 'user_id: there is no such member');
      if (result === 'last-owner') throw new HttpError(409, LAST_OWNER);
      return { message: 'The role is changed.' };
    },
  );

  app.delete(
    removeCompanyMemberEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(removeCompanyMemberEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const self = request.auth?.user.id === request.params.user_id;
      // Any member may leave; only owners remove others.
      const { user, company } = await requireMember(request, request.params.slug, !self);
      const result = await repository.removeMember(
        company.id,
        request.params.user_id,
        actorOf(user),
      );
      if (result === 'unknown') throw new HttpError(404, 'user_id: there is no such member');
      if (result === 'last-owner') throw new HttpError(409, LAST_OWNER);
      return { message: self ? `You left ${company.name}.` : 'The member is removed.' };
    },
  );

  app.post(
    lookupCompanyInvitationEndpoint.path,
    { config: perIp(PER_IP.lookup), schema: schemaOf(lookupCompanyInvitationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await repository.invitationByTokenHash(hashSecret(request.body.token));
      if (!found) throw new HttpError(404, 'This invitation link is not valid.');
      const invitation = found.invitation;
      const state = invitation.acceptedAt
        ? 'used'
        : invitation.revokedAt
          ? 'revoked'
          : invitation.expiresAt.getTime() <= app.clock.now().getTime()
            ? 'expired'
            : 'open';
      return {
        data: {
          company: found.company,
          role: invitation.role,
          email: invitation.email,
          state,
          expires_at: invitation.expiresAt.toISOString(),
        },
      } as const;
    },
  );

  app.post(
    acceptCompanyInvitationEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(acceptCompanyInvitationEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = app.requireUser(request);
      const result = await repository.acceptInvitation(
        hashSecret(request.body.token),
        user,
        app.clock.now(),
        actorOf(user),
      );
      switch (result.outcome) {
        case 'accepted':
          return {
            data: { company_slug: result.company.slug, company_name: result.company.name },
            message: `Welcome to ${result.company.name}!`,
          };
        case 'unknown':
          throw new HttpError(404, 'This invitation link is not valid.');
        case 'spent':
          throw new HttpError(
            410,
            'This invitation was used, withdrawn or has expired. Ask for a new one.',
          );
        case 'wrong-user':
          throw new HttpError(
            403,
            'This invitation is for another e-mail address: sign in with the address it was sent to.',
          );
      }
    },
  );
};
