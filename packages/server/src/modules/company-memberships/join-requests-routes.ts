/** The join-request routes: who may ask to join a company, asking, and its owners' decision. */
import type { CompanyMemberRole } from '@atlas/api/company-memberships';
import {
  decideJoinRequestEndpoint,
  getJoinTargetEndpoint,
  requestToJoinEndpoint,
} from '@atlas/api/endpoints/company-members';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp } from '../../lib/rate-limit';
import { idempotencyMismatch } from '../../lib/request-fingerprint';
import { HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';
import { joinDecidedMail, joinRequestMail } from './mail';
import type { CompanyRef } from './membership-sql';
import { noSuchCompany as noCompany } from './plugin';
import { PER_IP, actorOf, mailSiteOf, type MembershipRoutesApp } from './routes-shared';

export function joinRequestRoutes(app: MembershipRoutesApp): void {
  const repository = app.membershipRepository;
  const site = mailSiteOf(app);

  async function companyOr404(slug: string): Promise<CompanyRef> {
    const company = await repository.companyBySlug(slug);
    if (!company) throw noCompany(slug);
    return company;
  }

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

  app.post(
    decideJoinRequestEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(decideJoinRequestEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug, {
        owner: true,
      });
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
}
