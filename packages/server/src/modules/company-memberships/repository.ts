import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  ClaimCandidate,
  ClaimStatus,
  CompanyClaimRow,
  CompanyInvitation,
  CompanyMember,
  CompanyMemberRole,
  JoinRequest,
} from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  cities,
  companies,
  companyClaims,
  companyInvitations,
  companyJoinRequests,
  companyLocations,
  companyMembers,
  countries,
  users,
} from '../../db/schema';
import { publicFileUrl } from '../companies/service';
import { containsPattern } from '../../lib/staff-queue';

export interface Actor {
  userId: string | null;
  label: string;
}

export interface CompanyRef {
  id: number;
  slug: string;
  name: string;
  website: string | null;
}

export interface Person {
  name: string;
  email: string;
}

export type ClaimInsert = typeof companyClaims.$inferInsert;

const COMPANY_REF = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  website: companies.website,
};

const CLAIM_ROW = {
  claim: companyClaims,
  company: { slug: companies.slug, name: companies.name, website: companies.website },
  claimant: { name: users.name, email: users.email },
};

function claimRowsQuery(db: AppDatabase) {
  return db
    .select(CLAIM_ROW)
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .innerJoin(users, eq(users.id, companyClaims.userId));
}

type JoinedClaim = Awaited<ReturnType<ReturnType<typeof claimRowsQuery>['execute']>>[number];

function toClaimRow(row: JoinedClaim): CompanyClaimRow {
  const c = row.claim;
  return {
    id: c.id,
    status: c.status,
    company: row.company,
    claimant: row.claimant,
    email: c.email,
    job_title: c.jobTitle,
    evidence: c.evidence,
    domain_match: c.domainMatch,
    reason: c.reason,
    created_at: c.createdAt.toISOString(),
    decided_at: c.decidedAt?.toISOString() ?? null,
  };
}

const memberOf = (companyId: number, userId: string) =>
  and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));

/**
 * The only place the SQL of claims, join requests, invitations and members lives (issue 16).
 * Every change is written to the audit log in the transaction that makes it.
 */
export function createMembershipRepository(db: AppDatabase) {
  async function audit(
    target: AppDatabase,
    actor: Actor,
    action: string,
    companyId: number,
    changes: Record<string, unknown>,
  ) {
    await target.insert(auditLog).values({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entity: 'company',
      entityId: String(companyId),
      changes,
    });
  }

  async function countMembers(
    target: AppDatabase,
    companyId: number,
    role?: CompanyMemberRole,
  ): Promise<number> {
    const [row] = await target
      .select({ n: count() })
      .from(companyMembers)
      .where(
        role
          ? and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, role))
          : eq(companyMembers.companyId, companyId),
      );
    return row?.n ?? 0;
  }

  /** Locks the company row, so membership changes of one company run one at a time. */
  async function lockCompany(target: AppDatabase, companyId: number) {
    await target
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
  }

  async function addMember(
    target: AppDatabase,
    companyId: number,
    userId: string,
    role: CompanyMemberRole,
    actor: Actor,
    via: string,
  ): Promise<void> {
    await target
      .insert(companyMembers)
      .values({ companyId, userId, role })
      .onConflictDoUpdate({
        target: [companyMembers.companyId, companyMembers.userId],
        set: { role },
      });
    await audit(target, actor, 'company_member.add', companyId, { user_id: userId, role, via });
  }

  async function findClaimRow(target: AppDatabase, id: number) {
    const [row] = await claimRowsQuery(target).where(eq(companyClaims.id, id)).limit(1);
    return row ? toClaimRow(row) : null;
  }

  async function company(target: AppDatabase, id: number): Promise<CompanyRef> {
    const [row] = await target.select(COMPANY_REF).from(companies).where(eq(companies.id, id));
    if (!row) throw new Error('the company vanished');
    return row;
  }

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

    // ---- claims ----

    async claimByIdempotencyKey(key: string) {
      const [row] = await db
        .select({
          id: companyClaims.id,
          userId: companyClaims.userId,
          requestHash: companyClaims.requestHash,
        })
        .from(companyClaims)
        .where(eq(companyClaims.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /** A claim of this person on this company that still waits (on e-mail or on staff). */
    async openClaim(companyId: number, userId: string) {
      const [row] = await db
        .select({
          id: companyClaims.id,
          status: companyClaims.status,
          idempotencyKey: companyClaims.idempotencyKey,
        })
        .from(companyClaims)
        .where(
          and(
            eq(companyClaims.companyId, companyId),
            eq(companyClaims.userId, userId),
            inArray(companyClaims.status, ['awaiting_email', 'pending']),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    findClaimRow: (id: number) => findClaimRow(db, id),

    /**
     * Stores a claim; a key seen before stores nothing and answers null. `afterInsert` runs in the
     * same transaction (the queued e-mail), so the claim and its e-mail are kept or neither is.
     */
    async createClaim(
      values: ClaimInsert,
      actor: Actor,
      afterInsert: (tx: AppDatabase, row: CompanyClaimRow) => Promise<void>,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyClaims)
          .values(values)
          .onConflictDoNothing({ target: companyClaims.idempotencyKey })
          .returning({ id: companyClaims.id });
        if (!row) return null;
        await audit(tx, actor, 'company_claim.create', values.companyId, {
          claim_id: row.id,
          email: values.email,
          status: values.status,
        });
        const claim = await findClaimRow(tx, row.id);
        if (!claim) throw new Error('the claim vanished');
        await afterInsert(tx, claim);
        return row.id;
      });
    },

    /**
     * Spends a claim link: its claimant becomes the owner. 'unknown', 'wrong-user', 'spent'
     * (used, decided or expired) and 'claimed' (the company has members by now) change nothing.
     */
    async confirmClaim(
      tokenHash: string,
      userId: string,
      now: Date,
      actor: Actor,
    ): Promise<
      | { outcome: 'confirmed'; company: CompanyRef }
      | { outcome: 'unknown' | 'wrong-user' | 'spent' | 'claimed' }
    > {
      return db.transaction(async (tx) => {
        const [claim] = await tx
          .select()
          .from(companyClaims)
          .where(eq(companyClaims.tokenHash, tokenHash))
          .for('update')
          .limit(1);
        if (!claim) return { outcome: 'unknown' };
        if (claim.userId !== userId) return { outcome: 'wrong-user' };
        if (
          claim.status !== 'awaiting_email' ||
          !claim.tokenExpiresAt ||
          claim.tokenExpiresAt.getTime() <= now.getTime()
        )
          return { outcome: 'spent' };
        await lockCompany(tx, claim.companyId);
        if ((await countMembers(tx, claim.companyId)) > 0) return { outcome: 'claimed' };
        await tx
          .update(companyClaims)
          .set({ status: 'approved', decidedAt: now })
          .where(eq(companyClaims.id, claim.id));
        await addMember(tx, claim.companyId, userId, 'owner', actor, `claim ${claim.id} (e-mail)`);
        await audit(tx, actor, 'company_claim.confirm', claim.companyId, {
          claim_id: claim.id,
          status: ['awaiting_email', 'approved'],
        });
        return { outcome: 'confirmed', company: await company(tx, claim.companyId) };
      });
    },

    async listClaims(query: {
      page: number;
      pageSize: number;
      sort: 'created_at' | 'status';
      order: 'asc' | 'desc';
      status?: ClaimStatus | undefined;
      q?: string | undefined;
    }) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(companyClaims.status, query.status));
      if (query.q) {
        const pattern = containsPattern(query.q);
        const match = or(
          ilike(companies.name, pattern),
          ilike(companyClaims.email, pattern),
          ilike(users.email, pattern),
          ilike(users.name, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const column = query.sort === 'status' ? companyClaims.status : companyClaims.createdAt;
      const direction = query.order === 'desc' ? desc : asc;
      const rows = await claimRowsQuery(db)
        .where(where)
        .orderBy(direction(column), direction(companyClaims.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db
        .select({ total: count() })
        .from(companyClaims)
        .innerJoin(companies, eq(companies.id, companyClaims.companyId))
        .innerJoin(users, eq(users.id, companyClaims.userId))
        .where(where);
      return { rows: rows.map(toClaimRow), total: total?.total ?? 0 };
    },

    /**
     * Staff decide a claim that waits (on e-mail or on review). Approving makes the claimant the
     * owner; 'claimed' when the company has members by now. `afterDecision` runs in the same
     * transaction (the queued e-mail).
     */
    async decideClaim(
      id: number,
      decision: { approve: boolean; reason: string | null },
      now: Date,
      actor: Actor,
      afterDecision: (tx: AppDatabase, row: CompanyClaimRow) => Promise<void>,
    ): Promise<CompanyClaimRow | null | 'decided' | 'claimed'> {
      return db.transaction(async (tx) => {
        const [claim] = await tx
          .select()
          .from(companyClaims)
          .where(eq(companyClaims.id, id))
          .for('update')
          .limit(1);
        if (!claim) return null;
        if (claim.status !== 'pending' && claim.status !== 'awaiting_email') return 'decided';
        if (decision.approve) {
          await lockCompany(tx, claim.companyId);
          if ((await countMembers(tx, claim.companyId)) > 0) return 'claimed';
          await addMember(tx, claim.companyId, claim.userId, 'owner', actor, `claim ${id}`);
        }
        const status = decision.approve ? 'approved' : 'rejected';
        await tx
          .update(companyClaims)
          .set({
            status,
            reason: decision.reason,
            decidedBy: actor.userId,
            decidedAt: now,
          })
          .where(eq(companyClaims.id, id));
        await audit(
          tx,
          actor,
          `company_claim.${decision.approve ? 'approve' : 'reject'}`,
          claim.companyId,
          {
            claim_id: id,
            status: [claim.status, status],
            ...(decision.reason ? { reason: decision.reason } : {}),
          },
        );
        const row = await findClaimRow(tx, id);
        if (!row) throw new Error('the claim vanished');
        await afterDecision(tx, row);
        return row;
      });
    },

    // ---- join requests ----

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

    // ---- members and invitations ----

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
        return { outcome: 'accepted', company: await company(tx, invitation.companyId) };
      });
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

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
