/**
 * The membership repository the plugin decorates: the company lookups every part needs, and the
 * claims, join requests, invitations and members repositories assembled into one.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimCandidate, CompanyMemberRole } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { cities, companies, companyLocations, companyMembers, countries } from '../../db/schema';
import { publicFileUrl } from '../companies/service';
import { createClaimsRepository } from './claims-repository';
import { createInvitationsRepository } from './invitations-repository';
import { createJoinRequestsRepository } from './join-requests-repository';
import { COMPANY_REF, countMembers, memberOf, type CompanyRef } from './membership-sql';
import { createMembersRepository } from './members-repository';

export type { Actor, CompanyRef } from './membership-sql';

/**
 * Claims, join requests, invitations and members (issue 16), assembled from their repositories;
 * their SQL lives there and in membership-sql.ts. Every change is written to the audit log in the
 * transaction that makes it.
 */
export function createMembershipRepository(db: AppDatabase) {
  return {
    async companyBySlug(slug: string): Promise<CompanyRef | null> {
      const [row] = await db
        .select(COMPANY_REF)
        .from(companies)
        .where(eq(companies.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async companyIdsBySlugs(slugs: readonly string[]): Promise<number[]> {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ id: companies.id, slug: companies.slug })
        .from(companies)
        .where(inArray(companies.slug, [...slugs]));
      const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    /** The companies with these ids, in this order, as someone about to claim or join sees them. */
    async candidates(ids: readonly number[]): Promise<ClaimCandidate[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db
        .select({
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          website: companies.website,
          logoPath: companies.logoPath,
          city: cities.name,
          country: countries.name,
          claimed: sql<boolean>`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companies.id})`,
        })
        .from(companies)
        .leftJoin(
          companyLocations,
          and(
            eq(companyLocations.companyId, companies.id),
            eq(companyLocations.isHeadquarter, true),
          ),
        )
        .leftJoin(cities, eq(cities.id, companyLocations.cityId))
        .leftJoin(countries, eq(countries.id, companyLocations.countryId))
        .where(inArray(companies.id, unique));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return unique.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            slug: row.slug,
            name: row.name,
            website: row.website,
            logo_url: publicFileUrl(row.logoPath),
            location: [row.city, row.country].filter(Boolean).join(', ') || null,
            claimed: row.claimed,
          },
        ];
      });
    },

    isClaimed: async (companyId: number) => (await countMembers(db, companyId)) > 0,

    async roleOf(companyId: number, userId: string): Promise<CompanyMemberRole | null> {
      const [row] = await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(memberOf(companyId, userId))
        .limit(1);
      return row?.role ?? null;
    },

    ...createClaimsRepository(db),
    ...createJoinRequestsRepository(db),
    ...createInvitationsRepository(db),
    ...createMembersRepository(db),
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
