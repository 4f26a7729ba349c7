/** The SQL of claims: a person claims a company, confirms by e-mail, or staff decide. */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ClaimStatus, CompanyClaimRow } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { companies, companyClaims, users } from '../../db/schema';
import { containsPattern } from '../../lib/staff-queue';
import {
  addMember,
  audit,
  companyById,
  countMembers,
  lockCompany,
  type Actor,
  type CompanyRef,
} from './membership-sql';

export type ClaimInsert = typeof companyClaims.$inferInsert;

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

async function findClaimRow(target: AppDatabase, id: number) {
  const [row] = await claimRowsQuery(target).where(eq(companyClaims.id, id)).limit(1);
  return row ? toClaimRow(row) : null;
}

export function createClaimsRepository(db: AppDatabase) {
  return {
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
        return { outcome: 'confirmed', company: await companyById(tx, claim.companyId) };
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
  };
}
