/** The member routes: a company's members page, changing a role, removing a member or leaving. */
import {
  getCompanyMembersEndpoint,
  removeCompanyMemberEndpoint,
  updateCompanyMemberEndpoint,
} from '@atlas/api/endpoints/company-members';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { PER_IP, actorOf, type MembershipRoutesApp } from './routes-shared';

export function memberRoutes(app: MembershipRoutesApp): void {
  const repository = app.membershipRepository;

  app.get(
    getCompanyMembersEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getCompanyMembersEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user, company, role } = await app.requireCompanyMember(request, request.params.slug);
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

  const LAST_OWNER = 'A company always keeps an owner: make someone else an owner first.';

  app.patch(
    updateCompanyMemberEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(updateCompanyMemberEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug, {
        owner: true,
      });
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
      const { user, company } = await app.requireCompanyMember(request, request.params.slug, {
        owner: !self,
      });
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
}
