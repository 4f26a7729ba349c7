/** The SQL of invitations: owners invite by e-mail, withdraw, and the invited accept. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyInvitation } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema';
import {
  addMember,
  audit,
  companyById,
  lockCompany,
  memberOf,
  type Actor,
  type CompanyRef,
} from './membership-sql';

export function createInvitationsRepository(db: AppDatabase) {
  return {
    async openInvitations(companyId: number, now: Date): Promise<CompanyInvitation[]> {
      const rows = await db
        .select({
          id: companyInvitations.id,
          email: companyInvitations.email,
          role: companyInvitations.role,
          invitedBy: users.name,
          createdAt: companyInvitations.createdAt,
          expiresAt: companyInvitations.expiresAt,
        })
        .from(companyInvitations)
        .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
            sql`${companyInvitations.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .orderBy(desc(companyInvitations.createdAt));
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invited_by: row.invitedBy ?? 'a former member',
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      }));
    },

    /**
     * Stores an invitation and withdraws any open one to the same address (the new link replaces
     * it). `afterInsert` queues the e-mail in the same transaction.
     */
    async createInvitation(
      values: typeof companyInvitations.$inferInsert,
      now: Date,
      actor: Actor,
      afterInsert: (tx: AppDatabase) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(companyInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(companyInvitations.companyId, values.companyId),
              sql`lower(${companyInvitations.email}) = lower(${values.email})`,
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
            ),
          );
        const [row] = await tx
          .insert(companyInvitations)
          .values(values)
          .returning({ id: companyInvitations.id });
        if (!row) throw new Error('the invitation was not stored');
        await audit(tx, actor, 'company_invitation.create', values.companyId, {
          invitation_id: row.id,
          email: values.email,
          role: values.role,
        });
        await afterInsert(tx);
        return row.id;
      });
    },

    async revokeInvitation(companyId: number, id: number, now: Date, actor: Actor) {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(companyInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(companyInvitations.id, id),
              eq(companyInvitations.companyId, companyId),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
            ),
          )
          .returning({ email: companyInvitations.email });
        if (revoked.length === 0) return false;
        await audit(tx, actor, 'company_invitation.revoke', companyId, {
          invitation_id: id,
          email: revoked[0]?.email,
        });
        return true;
      });
    },

    async invitationByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          invitation: companyInvitations,
          company: { slug: companies.slug, name: companies.name },
        })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(eq(companyInvitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Spends an invitation for this user: 'unknown', 'spent' and 'wrong-user' change nothing. */
    async acceptInvitation(
      tokenHash: string,
      user: { id: string; email: string },
      now: Date,
      actor: Actor,
    ): Promise<
      { outcome: 'accepted'; company: CompanyRef } | { outcome: 'unknown' | 'spent' | 'wrong-user' }
    > {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(companyInvitations)
          .where(eq(companyInvitations.tokenHash, tokenHash))
          .for('update')
          .limit(1);
        if (!invitation) return { outcome: 'unknown' };
        if (
          invitation.acceptedAt ||
          invitation.revokedAt ||
          invitation.expiresAt.getTime() <= now.getTime()
        )
          return { outcome: 'spent' };
        if (invitation.email.toLowerCase() !== user.email.toLowerCase())
          return { outcome: 'wrong-user' };
        await tx
          .update(companyInvitations)
          .set({ acceptedAt: now, acceptedBy: user.id })
          .where(eq(companyInvitations.id, invitation.id));
        await lockCompany(tx, invitation.companyId);
        const [current] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(memberOf(invitation.companyId, user.id));
        // An owner invited as a manager stays an owner.
        if (current?.role !== 'owner')
          await addMember(
            tx,
            invitation.companyId,
            user.id,
            invitation.role,
            actor,
            `invitation ${invitation.id}`,
          );
        return { outcome: 'accepted', company: await companyById(tx, invitation.companyId) };
      });
    },
  };
}
