/** The SQL of join requests: a person asks to join a claimed company, and its owners decide. */
import { and, asc, eq } from 'drizzle-orm';
import type { JoinRequest } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { companyJoinRequests, companyMembers, users } from '../../db/schema';
import { addMember, audit, lockCompany, type Actor, type Person } from './membership-sql';

export function createJoinRequestsRepository(db: AppDatabase) {
  return {
    async pendingJoinRequest(companyId: number, userId: string) {
      const [row] = await db
        .select({
          id: companyJoinRequests.id,
          role: companyJoinRequests.role,
          idempotencyKey: companyJoinRequests.idempotencyKey,
        })
        .from(companyJoinRequests)
        .where(
          and(
            eq(companyJoinRequests.companyId, companyId),
            eq(companyJoinRequests.userId, userId),
            eq(companyJoinRequests.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async joinRequestByKey(key: string) {
      const [row] = await db
        .select({ id: companyJoinRequests.id, userId: companyJoinRequests.userId })
        .from(companyJoinRequests)
        .where(eq(companyJoinRequests.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores a join request; null when its key was seen or one waits already. `afterInsert` gets
     * the owners to tell, in the same transaction.
     */
    async createJoinRequest(
      values: typeof companyJoinRequests.$inferInsert,
      actor: Actor,
      afterInsert: (tx: AppDatabase, owners: Person[]) => Promise<void>,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyJoinRequests)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: companyJoinRequests.id });
        if (!row) return null;
        await audit(tx, actor, 'company_join_request.create', values.companyId, {
          request_id: row.id,
          role: values.role,
        });
        const owners = await tx
          .select({ name: users.name, email: users.email })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(
            and(eq(companyMembers.companyId, values.companyId), eq(companyMembers.role, 'owner')),
          );
        await afterInsert(tx, owners);
        return row.id;
      });
    },

    /** An owner decides a waiting request to join their company. */
    async decideJoinRequest(
      companyId: number,
      id: number,
      approve: boolean,
      now: Date,
      actor: Actor,
      afterDecision: (tx: AppDatabase, requester: Person) => Promise<void>,
    ): Promise<'done' | 'unknown' | 'decided'> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(companyJoinRequests)
          .where(and(eq(companyJoinRequests.id, id), eq(companyJoinRequests.companyId, companyId)))
          .for('update')
          .limit(1);
        if (!request) return 'unknown';
        if (request.status !== 'pending') return 'decided';
        const status = approve ? 'approved' : 'rejected';
        await tx
          .update(companyJoinRequests)
          .set({ status, decidedBy: actor.userId, decidedAt: now })
          .where(eq(companyJoinRequests.id, id));
        if (approve) {
          await lockCompany(tx, companyId);
          await addMember(tx, companyId, request.userId, request.role, actor, `join request ${id}`);
        }
        await audit(
          tx,
          actor,
          `company_join_request.${approve ? 'approve' : 'reject'}`,
          companyId,
          { request_id: id, status: ['pending', status] },
        );
        const [requester] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, request.userId));
        if (requester) await afterDecision(tx, requester);
        return 'done';
      });
    },

    async pendingJoinRequests(companyId: number): Promise<JoinRequest[]> {
      const rows = await db
        .select({
          id: companyJoinRequests.id,
          name: users.name,
          email: users.email,
          role: companyJoinRequests.role,
          message: companyJoinRequests.message,
          createdAt: companyJoinRequests.createdAt,
        })
        .from(companyJoinRequests)
        .innerJoin(users, eq(users.id, companyJoinRequests.userId))
        .where(
          and(
            eq(companyJoinRequests.companyId, companyId),
            eq(companyJoinRequests.status, 'pending'),
          ),
        )
        .orderBy(asc(companyJoinRequests.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        message: row.message,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
