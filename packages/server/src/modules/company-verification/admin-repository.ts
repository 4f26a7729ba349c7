import { and, asc, count, desc, eq, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  isAtVerificationDomain,
  type CompanyVerificationRow,
  type VerificationChecklist,
  type VerificationStatus,
} from '@atlas/api/company-verification';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import {
  companies,
  companyVerificationDocuments,
  companyVerifications,
  countries,
  users,
} from '../../db/schema';
import { containsPattern } from '../../lib/staff-queue';
import { audit, documentsOf, toDocument, toRequest, type Actor } from './read';

/** Where staff open a request's document (admin-routes.ts serves it). */
export const documentUrl = (requestId: number, documentId: number) =>
  `/api/admin/company-verifications/${requestId}/documents/${documentId}`;

function queueRows(db: AppDatabase) {
  return db
    .select({
      request: companyVerifications,
      countryName: countries.name,
      company: {
        slug: companies.slug,
        name: companies.name,
        website: companies.website,
        verified: companies.verified,
      },
      submitter: { name: users.name, email: users.email },
    })
    .from(companyVerifications)
    .innerJoin(countries, eq(countries.id, companyVerifications.countryId))
    .innerJoin(companies, eq(companies.id, companyVerifications.companyId))
    .leftJoin(users, eq(users.id, companyVerifications.submittedBy));
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

async function toRows(
  db: AppDatabase,
  rows: readonly QueueRow[],
): Promise<CompanyVerificationRow[]> {
  const documents = await documentsOf(
    db,
    rows.map((row) => row.request.id),
  );
  return rows.map((row) => {
    const files = documents.get(row.request.id) ?? [];
    return {
      ...toRequest(row, files),
      company: {
        slug: row.company.slug,
        name: row.company.name,
        website: row.company.website,
        verified: row.company.verified,
      },
      submitted_by: row.submitter,
      documents: files.map((file) => ({
        ...toDocument(file),
        url: documentUrl(row.request.id, file.id),
      })),
      email_at_domain: isAtVerificationDomain(row.request.email, row.company.website),
      checklist: row.request.checklist,
    };
  });
}

async function findRow(db: AppDatabase, id: number): Promise<CompanyVerificationRow | null> {
  const rows = await queueRows(db).where(eq(companyVerifications.id, id)).limit(1);
  const [row] = await toRows(db, rows);
  return row ?? null;
}

/** Sets the company's flag and, in the same transaction, its score and listing row. */
async function setVerified(tx: AppDatabase, companyIds: readonly number[], verified: boolean) {
  if (companyIds.length === 0) return;
  await tx
    .update(companies)
    .set({ verified })
    .where(inArray(companies.id, [...companyIds]));
  await refreshCompanies(tx, companyIds);
}

export type DecideOutcome = CompanyVerificationRow | null | 'decided' | 'unconfirmed';
export type RevokeOutcome = CompanyVerificationRow | null | 'not-current';

/**
 * The SQL of staff's side of verification (issue 33, point 7): the queue, decisions,
 * revocations and expiry. Each change to a company's flag refreshes its score and company_search
 * row and writes the audit log in the same transaction; `after` (the e-mails) runs there too.
 */
export function createVerificationAdminRepository(db: AppDatabase) {
  return {
    findRow: (id: number) => findRow(db, id),

    async listQueue(query: {
      page: number;
      pageSize: number;
      sort: 'created_at' | 'status';
      order: 'asc' | 'desc';
      status?: VerificationStatus | undefined;
      q?: string | undefined;
    }) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(companyVerifications.status, query.status));
      if (query.q) {
        const pattern = containsPattern(query.q);
        const match = or(
          ilike(companies.name, pattern),
          ilike(companyVerifications.email, pattern),
          ilike(companyVerifications.registrationNumber, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const column =
        query.sort === 'status' ? companyVerifications.status : companyVerifications.createdAt;
      const direction = query.order === 'desc' ? desc : asc;
      const rows = await queueRows(db)
        .where(where)
        .orderBy(direction(column), direction(companyVerifications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db
        .select({ total: count() })
        .from(companyVerifications)
        .innerJoin(companies, eq(companies.id, companyVerifications.companyId))
        .where(where);
      return { rows: await toRows(db, rows), total: total?.total ?? 0 };
    },

    /** A document of a request, for staff to open. */
    async document(requestId: number, documentId: number) {
      const [row] = await db
        .select()
        .from(companyVerificationDocuments)
        .where(
          and(
            eq(companyVerificationDocuments.id, documentId),
            eq(companyVerificationDocuments.verificationId, requestId),
          ),
        );
      return row ?? null;
    },

    /**
     * Approves (the company is verified until `expiresAt`; a verification it still holds is
     * superseded) or rejects a waiting request. 'decided' when it waits no more, 'unconfirmed'
     * when an approval meets an address its link never proved.
     */
    async decide(
      id: number,
      decision: { approve: boolean; reason: string; checklist: VerificationChecklist },
      at: { now: Date; expiresAt: Date },
      actor: Actor,
      after: (tx: AppDatabase, row: CompanyVerificationRow, companyId: number) => Promise<void>,
    ): Promise<DecideOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(companyVerifications)
          .where(eq(companyVerifications.id, id))
          .for('update');
        if (!request) return null;
        if (request.status !== 'pending') return 'decided';
        if (decision.approve && !request.emailConfirmedAt) return 'unconfirmed';
        const [company] = await tx
          .select({ verified: companies.verified })
          .from(companies)
          .where(eq(companies.id, request.companyId))
          .for('update');
        let superseded: number | null = null;
        if (decision.approve) {
          const [previous] = await tx
            .update(companyVerifications)
            .set({ status: 'superseded', endedAt: at.now })
            .where(
              and(
                eq(companyVerifications.companyId, request.companyId),
                eq(companyVerifications.status, 'approved'),
              ),
            )
            .returning({ id: companyVerifications.id });
          superseded = previous?.id ?? null;
        }
        const status = decision.approve ? 'approved' : 'rejected';
        await tx
          .update(companyVerifications)
          .set({
            status,
            checklist: decision.checklist,
            reason: decision.reason,
            decidedBy: actor.userId,
            decidedAt: at.now,
            expiresAt: decision.approve ? at.expiresAt : null,
          })
          .where(eq(companyVerifications.id, id));
        if (decision.approve) await setVerified(tx, [request.companyId], true);
        await audit(
          tx,
          actor,
          `company_verification.${decision.approve ? 'approve' : 'reject'}`,
          request.companyId,
          {
            verification_id: id,
            status: ['pending', status],
            checklist: decision.checklist,
            reason: decision.reason,
            ...(decision.approve
              ? {
                  verified: [company?.verified ?? false, true],
                  expires_at: at.expiresAt.toISOString(),
                  ...(superseded !== null ? { superseded_verification_id: superseded } : {}),
                }
              : {}),
          },
        );
        const row = await findRow(tx, id);
        if (!row) throw new Error('the verification request vanished');
        await after(tx, row, request.companyId);
        return row;
      });
    },

    /** Withdraws a current verification: 'not-current' for any request that is not one. */
    async revoke(
      id: number,
      reason: string,
      now: Date,
      actor: Actor,
      after: (tx: AppDatabase, row: CompanyVerificationRow, companyId: number) => Promise<void>,
    ): Promise<RevokeOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(companyVerifications)
          .where(eq(companyVerifications.id, id))
          .for('update');
        if (!request) return null;
        if (request.status !== 'approved') return 'not-current';
        await tx
          .update(companyVerifications)
          .set({ status: 'revoked', reason, endedAt: now })
          .where(eq(companyVerifications.id, id));
        await setVerified(tx, [request.companyId], false);
        await audit(tx, actor, 'company_verification.revoke', request.companyId, {
          verification_id: id,
          status: ['approved', 'revoked'],
          verified: [true, false],
          reason,
        });
        const row = await findRow(tx, id);
        if (!row) throw new Error('the verification request vanished');
        await after(tx, row, request.companyId);
        return row;
      });
    },

    /**
     * Turns every approved verification whose `expires_at <= now` into `expired` and unverifies
     * its company, in one transaction. Safe to run twice, and on several instances at once: the
     * UPDATE takes each row's lock and re-checks `status = 'approved'`, so a row expires once and
     * only the run that expired it e-mails about it.
     */
    async expireDue(
      now: Date,
      actor: Actor,
      after: (tx: AppDatabase, expired: { id: number; companyId: number }[]) => Promise<void>,
    ): Promise<{ id: number; companyId: number }[]> {
      return db.transaction(async (tx) => {
        const expired = await tx
          .update(companyVerifications)
          .set({ status: 'expired', endedAt: now })
          .where(
            and(
              eq(companyVerifications.status, 'approved'),
              lte(companyVerifications.expiresAt, now),
            ),
          )
          .returning({
            id: companyVerifications.id,
            companyId: companyVerifications.companyId,
            expiresAt: companyVerifications.expiresAt,
          });
        if (expired.length === 0) return [];
        const companyIds = [...new Set(expired.map((row) => row.companyId))];
        await setVerified(tx, companyIds, false);
        for (const row of expired)
          await audit(tx, actor, 'company_verification.expire', row.companyId, {
            verification_id: row.id,
            status: ['approved', 'expired'],
            verified: [true, false],
            expires_at: row.expiresAt?.toISOString() ?? null,
          });
        const result = expired.map(({ id, companyId }) => ({ id, companyId }));
        await after(tx, result);
        return result;
      });
    },
  };
}

export type VerificationAdminRepository = ReturnType<typeof createVerificationAdminRepository>;
