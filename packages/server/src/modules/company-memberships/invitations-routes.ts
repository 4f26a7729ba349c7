/** The invitation routes: owners invite and withdraw; the invited look a link up and accept it. */
import { INVITATION_DAYS } from '@atlas/api/company-memberships';
import {
  acceptCompanyInvitationEndpoint,
  inviteCompanyMemberEndpoint,
  lookupCompanyInvitationEndpoint,
  revokeCompanyInvitationEndpoint,
} from '@atlas/api/endpoints/company-members';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { hashSecret, newSecret } from '../../lib/secrets';
import { invitationMail } from './mail';
import { HOUR_MS, PER_IP, actorOf, mailSiteOf, type MembershipRoutesApp } from './routes-shared';

export function invitationRoutes(app: MembershipRoutesApp): void {
  const repository = app.membershipRepository;
  const site = mailSiteOf(app);

  app.post(
    inviteCompanyMemberEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(inviteCompanyMemberEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug, {
        owner: true,
      });
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
      const { user, company } = await app.requireCompanyMember(request, request.params.slug, {
        owner: true,
      });
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
}
