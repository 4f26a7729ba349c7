/** The SQL of a company's members: who they are, their roles, and leaving or being removed. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyMember, CompanyMemberRole } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { companyMembers, users } from '../../db/schema';
import { audit, countMembers, lockCompany, memberOf, type Actor } from './membership-sql';

/** What changing a member came to: done, not a member, or it would leave the company ownerless. */
type MemberChange = 'done' | 'unknown' | 'last-owner';

export function createMembersRepository(db: AppDatabase) {
  /**
   * Changes one member in a transaction under the company's lock: 'unknown' when they are not a
   * member; 'last-owner' when the change takes an owner role away (`losesRole` of their current
   * role) from the only owner; else `change` runs with their current role.
   */
  function changeMember(
    companyId: number,
    userId: string,
    losesRole: (current: CompanyMemberRole) => boolean,
    change: (tx: AppDatabase, current: CompanyMemberRole) => Promise<void>,
  ): Promise<MemberChange> {
    return db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [member] = await tx
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(memberOf(companyId, userId));
      if (!member) return 'unknown';
      if (
        member.role === 'owner' &&
        losesRole(member.role) &&
        (await countMembers(tx, companyId, 'owner')) <= 1
      )
        return 'last-owner';
      await change(tx, member.role);
      return 'done';
    });
  }

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
    setRole(
      companyId: number,
      userId: string,
      role: CompanyMemberRole,
      actor: Actor,
    ): Promise<MemberChange> {
      return changeMember(
        companyId,
        userId,
        (current) => current !== role,
        async (tx, current) => {
          if (current === role) return;
          await tx.update(companyMembers).set({ role }).where(memberOf(companyId, userId));
          await audit(tx, actor, 'company_member.role', companyId, {
            user_id: userId,
            role: [current, role],
          });
        },
      );
    },

    /** Removes a member (or they leave); as `setRole`, never the last owner. */
    removeMember(companyId: number, userId: string, actor: Actor): Promise<MemberChange> {
      return changeMember(
        companyId,
        userId,
        () => true,
        async (tx, current) => {
          await tx.delete(companyMembers).where(memberOf(companyId, userId));
          await audit(tx, actor, 'company_member.remove', companyId, {
            user_id: userId,
            role: current,
          });
        },
      );
    },
  };
}
