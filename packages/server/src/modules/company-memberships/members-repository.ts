/** The SQL of a company's members: who they are, their roles, and leaving or being removed. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyMember, CompanyMemberRole } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { companyMembers, users } from '../../db/schema';
import { audit, countMembers, lockCompany, memberOf, type Actor } from './membership-sql';

export function createMembersRepository(db: AppDatabase) {
  return {
    async members(companyId: number, me: string): Promise<CompanyMember[]> {
      const rows = await db
        .select({
          userId: companyMembers.userId,
          name: users.name,
          email: users.email,
          role: companyMembers.role,
          since: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.createdAt), asc(users.email));
      return rows.map((row) => ({
        user_id: row.userId,
        name: row.name,
        email: row.email,
        role: row.role,
        since: row.since.toISOString(),
        is_me: row.userId === me,
      }));
    },

    async isMemberByEmail(companyId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            sql`lower(${users.email}) = lower(${email})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Changes a member's role. 'unknown': not a member; 'last-owner': the company would be left
     * without an owner.
     */
    async setRole(
      companyId: number,
      userId: string,
      role: CompanyMemberRole,
      actor: Actor,
    ): Promise<'done' | 'unknown' | 'last-owner'> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const [member] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(memberOf(companyId, userId));
        if (!member) return 'unknown';
        if (member.role === role) return 'done';
        if (member.role === 'owner' && (await countMembers(tx, companyId, 'owner')) <= 1)
          return 'last-owner';
        await tx.update(companyMembers).set({ role }).where(memberOf(companyId, userId));
        await audit(tx, actor, 'company_member.role', companyId, {
          user_id: userId,
          role: [member.role, role],
        });
        return 'done';
      });
    },

    async removeMember(
      companyId: number,
      userId: string,
      actor: Actor,
    ): Promise<'done' | 'unknown' | 'last-owner'> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const [member] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(memberOf(companyId, userId));
        if (!member) return 'unknown';
        if (member.role === 'owner' && (await countMembers(tx, companyId, 'owner')) <= 1)
          return 'last-owner';
        await tx.delete(companyMembers).where(memberOf(companyId, userId));
        await audit(tx, actor, 'company_member.remove', companyId, {
          user_id: userId,
          role: member.role,
        });
        return 'done';
      });
    },
  };
}
