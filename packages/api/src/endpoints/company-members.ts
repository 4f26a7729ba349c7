import { z } from 'zod';
import { intId } from '../bounds';
import {
  ClaimCandidateSchema,
  CompanyInvitationSchema,
  CompanyMemberRoleSchema,
  CompanyMemberSchema,
  CompanySlugSchema,
  JoinRequestSchema,
  LinkTokenSchema,
} from '../company-memberships';
import { MessageResponseSchema } from '../entities/user';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { EmailSchema, IdempotencyKeySchema } from '../validation';

/**
 * Issue 16: a claimed company's members — asking to join, invitations, roles. Every call scoped to
 * a company checks on the server that the caller is its member; anyone else gets a 404.
 */

export const CompanySlugParamsSchema = z.object({ slug: CompanySlugSchema });

export const JoinTargetResponseSchema = z.object({
  data: z.object({
    company: ClaimCandidateSchema,
    /** The signed-in person's role in it, if any. */
    my_role: CompanyMemberRoleSchema.nullable(),
    /** The role they asked for and still wait on, if any. */
    pending_request: CompanyMemberRoleSchema.nullable(),
  }),
});
export type JoinTargetResponse = z.infer<typeof JoinTargetResponseSchema>;

/** GET /company-join/{slug} — a company as someone about to ask to join it sees it. */
export const getJoinTargetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/company-join/:slug',
  api: 'main',
  operationId: 'getJoinTarget',
  summary: 'A company someone may ask to join',
  description:
    "The company, whether it is claimed, the signed-in person's role in it and any request of theirs still waiting. An unknown company is a 404.",
  tags: ['companies'],
  security: 'session',
  errors: [404],
  params: CompanySlugParamsSchema,
  response: JoinTargetResponseSchema,
});

export const JoinRequestBodySchema = z
  .object({
    role: CompanyMemberRoleSchema,
    message: z.string().trim().max(1000, { error: 'message: use at most 1000 characters' }),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type JoinRequestBody = z.input<typeof JoinRequestBodySchema>;

/** POST /companies/{slug}/join-requests — asks a claimed company's owners to let one in. */
export const requestToJoinEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/join-requests',
  api: 'main',
  operationId: 'requestToJoin',
  summary: 'Ask to join a claimed company',
  description:
    "Asks the company's owners (by e-mail) to let the signed-in person in as an owner or a manager. An unclaimed company is a 409 (claim it instead), as is a member or a request already waiting.",
  tags: ['companies'],
  security: 'session',
  errors: [404, 409],
  params: CompanySlugParamsSchema,
  body: JoinRequestBodySchema,
  response: MessageResponseSchema,
});

export const CompanyMembersResponseSchema = z.object({
  data: z.object({
    company: z.object({ slug: z.string(), name: z.string() }),
    my_role: CompanyMemberRoleSchema,
    members: z.array(CompanyMemberSchema),
    /** Owners only; empty for managers. */
    invitations: z.array(CompanyInvitationSchema),
    /** Owners only; empty for managers. */
    join_requests: z.array(JoinRequestSchema),
  }),
});
export type CompanyMembersResponse = z.infer<typeof CompanyMembersResponseSchema>;

/** GET /companies/{slug}/members — the members, and for owners the invitations and requests. */
export const getCompanyMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/members',
  api: 'main',
  operationId: 'getCompanyMembers',
  summary: "A company's members (members only)",
  description:
    "The company's members; owners also see the open invitations and join requests. Anyone who is not a member gets a 404.",
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanySlugParamsSchema,
  response: CompanyMembersResponseSchema,
});

export const InviteMemberBodySchema = z
  .object({ email: EmailSchema, role: CompanyMemberRoleSchema })
  .strict();
export type InviteMemberBody = z.input<typeof InviteMemberBodySchema>;

/** POST /companies/{slug}/invitations — an owner invites someone by e-mail. */
export const inviteCompanyMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/invitations',
  api: 'main',
  operationId: 'inviteCompanyMember',
  summary: 'Invite someone to a company (owners only)',
  description:
    'E-mails a single-use link, good for 7 days, that only the invited address can accept. Inviting the same address again replaces the earlier link. A member is a 409; anyone but an owner gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanySlugParamsSchema,
  body: InviteMemberBodySchema,
  response: MessageResponseSchema,
});

export const CompanyItemParamsSchema = z.object({
  slug: CompanySlugSchema,
  id: intId('id: must be an id'),
});

/** DELETE /companies/{slug}/invitations/{id} — an owner withdraws an invitation. */
export const revokeCompanyInvitationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/companies/:slug/invitations/:id',
  api: 'main',
  operationId: 'revokeCompanyInvitation',
  summary: 'Withdraw an invitation (owners only)',
  description: 'The link stops working at once. Anyone but an owner gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyItemParamsSchema,
  response: MessageResponseSchema,
});

export const DecideJoinRequestBodySchema = z
  .object({ decision: z.enum(['approve', 'reject'], { error: 'decision: approve or reject' }) })
  .strict();
export type DecideJoinRequestBody = z.input<typeof DecideJoinRequestBodySchema>;

/** POST /companies/{slug}/join-requests/{id}/decision — an owner lets someone in, or not. */
export const decideJoinRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/join-requests/:id/decision',
  api: 'main',
  operationId: 'decideJoinRequest',
  summary: 'Approve or reject a join request (owners only)',
  description:
    'Approving adds the person with the role they asked for; either way they are told by e-mail. A decided request is a 409; anyone but an owner gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyItemParamsSchema,
  body: DecideJoinRequestBodySchema,
  response: MessageResponseSchema,
});

export const CompanyMemberParamsSchema = z.object({
  slug: CompanySlugSchema,
  user_id: z.uuid({ error: 'user_id: must be a member id' }),
});

export const UpdateMemberBodySchema = z.object({ role: CompanyMemberRoleSchema }).strict();
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;

/** PATCH /companies/{slug}/members/{user_id} — an owner changes a member's role. */
export const updateCompanyMemberEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/companies/:slug/members/:user_id',
  api: 'main',
  operationId: 'updateCompanyMember',
  summary: "Change a member's role (owners only)",
  description:
    'Making another member an owner and then oneself a manager hands the company over. A company always keeps an owner: demoting the last one is a 409. Anyone but an owner gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyMemberParamsSchema,
  body: UpdateMemberBodySchema,
  response: MessageResponseSchema,
});

/** DELETE /companies/{slug}/members/{user_id} — an owner removes a member, or a member leaves. */
export const removeCompanyMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/companies/:slug/members/:user_id',
  api: 'main',
  operationId: 'removeCompanyMember',
  summary: 'Remove a member, or leave a company',
  description:
    'Owners remove anyone; any member may remove themselves. The last owner cannot leave or be removed (409). Anyone else gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyMemberParamsSchema,
  response: MessageResponseSchema,
});

export const InvitationTokenBodySchema = z.object({ token: LinkTokenSchema }).strict();
export type InvitationTokenBody = z.infer<typeof InvitationTokenBodySchema>;

export const INVITATION_STATES = ['open', 'expired', 'used', 'revoked'] as const;

export const InvitationPreviewResponseSchema = z.object({
  data: z.object({
    company: z.object({ slug: z.string(), name: z.string() }),
    role: CompanyMemberRoleSchema,
    /** The invited address, which must be the signed-in account's to accept. */
    email: z.string(),
    state: z.enum(INVITATION_STATES),
    expires_at: z.string(),
  }),
});
export type InvitationPreviewResponse = z.infer<typeof InvitationPreviewResponseSchema>;

/** POST /company-invitations/lookup — what an e-mailed invitation link offers. */
export const lookupCompanyInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/company-invitations/lookup',
  api: 'main',
  operationId: 'lookupCompanyInvitation',
  summary: 'What an invitation link offers',
  description:
    'The company, role, invited address and whether the link is open, expired, used or withdrawn. An unknown link is a 404.',
  tags: ['companies'],
  errors: [404],
  body: InvitationTokenBodySchema,
  response: InvitationPreviewResponseSchema,
});

export const AcceptInvitationResponseSchema = z.object({
  data: z.object({ company_slug: z.string(), company_name: z.string() }),
  message: z.string(),
});

/** POST /company-invitations/accept — the invited person joins the company. */
export const acceptCompanyInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/company-invitations/accept',
  api: 'main',
  operationId: 'acceptCompanyInvitation',
  summary: 'Accept an invitation',
  description:
    'Adds the signed-in person with the invited role. The account must have the invited address (403 otherwise); an unknown link is a 404; a used, withdrawn or expired one a 410.',
  tags: ['companies'],
  security: 'session',
  errors: [403, 404, 410],
  body: InvitationTokenBodySchema,
  response: AcceptInvitationResponseSchema,
});

export function getJoinTarget(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getJoinTargetEndpoint, { params: { slug }, signal });
}

export function requestToJoin(transport: HttpTransport, slug: string, body: JoinRequestBody) {
  return callEndpoint(transport, requestToJoinEndpoint, { params: { slug }, body });
}

export function getCompanyMembers(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getCompanyMembersEndpoint, { params: { slug }, signal });
}

export function inviteCompanyMember(
  transport: HttpTransport,
  slug: string,
  body: InviteMemberBody,
) {
  return callEndpoint(transport, inviteCompanyMemberEndpoint, { params: { slug }, body });
}

export function revokeCompanyInvitation(transport: HttpTransport, slug: string, id: number) {
  return callEndpoint(transport, revokeCompanyInvitationEndpoint, { params: { slug, id } });
}

export function decideJoinRequest(
  transport: HttpTransport,
  slug: string,
  id: number,
  body: DecideJoinRequestBody,
) {
  return callEndpoint(transport, decideJoinRequestEndpoint, { params: { slug, id }, body });
}

export function updateCompanyMember(
  transport: HttpTransport,
  slug: string,
  userId: string,
  body: UpdateMemberBody,
) {
  return callEndpoint(transport, updateCompanyMemberEndpoint, {
    params: { slug, user_id: userId },
    body,
  });
}

export function removeCompanyMember(transport: HttpTransport, slug: string, userId: string) {
  return callEndpoint(transport, removeCompanyMemberEndpoint, {
    params: { slug, user_id: userId },
  });
}

export function lookupCompanyInvitation(transport: HttpTransport, body: InvitationTokenBody) {
  return callEndpoint(transport, lookupCompanyInvitationEndpoint, { body });
}

export function acceptCompanyInvitation(transport: HttpTransport, body: InvitationTokenBody) {
  return callEndpoint(transport, acceptCompanyInvitationEndpoint, { body });
}
