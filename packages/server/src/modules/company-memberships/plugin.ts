import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CompanyMemberRole } from '@atlas/api/company-memberships';
import type { RequestAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import {
  createMembershipRepository,
  type CompanyRef,
  type MembershipRepository,
} from './repository';

/** The answer for a company that does not exist, and for one the caller may not see: the same. */
export function noSuchCompany(slug: string): HttpError {
  return new HttpError(404, `slug: there is no company ${slug}`);
}

export interface CompanyAccess {
  user: RequestAuth['user'];
  company: CompanyRef;
  role: CompanyMemberRole;
}

/** A company looked up by slug, and the caller's role in it (null: none, or no such company). */
interface Membership {
  company: CompanyRef | null;
  role: CompanyMemberRole | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Claims, join requests, invitations and members of companies (issue 16). */
    membershipRepository: MembershipRepository;
    /**
     * The company of `slug` when the signed-in person is its member (an owner, with `owner`).
     * Anyone else is told it does not exist, exactly as for a slug no company has: every
     * company-scoped call starts here, so none can reach another company's data (no IDOR).
     */
    requireCompanyMember(
      request: FastifyRequest,
      slug: string,
      options?: { owner?: boolean },
    ): Promise<CompanyAccess>;
  }
}

export const companyMembershipsPlugin = fp(
  async (app) => {
    const repository = createMembershipRepository(app.database.db);
    app.decorate('membershipRepository', repository);
    // A company-scoped call is checked before its body is read (plugins/access-first.ts) and again
    // by its handler: one request looks the membership up once.
    const looked = new WeakMap<FastifyRequest, Map<string, Promise<Membership>>>();
    const membershipOf = (request: FastifyRequest, userId: string, slug: string) => {
      const bySlug = looked.get(request) ?? new Map<string, Promise<Membership>>();
      looked.set(request, bySlug);
      const found =
        bySlug.get(slug) ??
        (async (): Promise<Membership> => {
          const company = await repository.companyBySlug(slug);
          return { company, role: company ? await repository.roleOf(company.id, userId) : null };
        })();
      bySlug.set(slug, found);
      return found;
    };
    app.decorate(
      'requireCompanyMember',
      async (request: FastifyRequest, slug: string, options: { owner?: boolean } = {}) => {
        const { user } = app.requireUser(request);
        const { company, role } = await membershipOf(request, user.id, slug);
        if (!company || !role || (options.owner && role !== 'owner')) throw noSuchCompany(slug);
        return { user, company, role };
      },
    );
  },
  { name: 'company-memberships', dependencies: ['database', 'sessions'] },
);
