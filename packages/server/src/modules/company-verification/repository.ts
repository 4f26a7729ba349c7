import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  companies,
  companyMembers,
  companyVerificationDocuments,
  companyVerifications,
  countries,
} from '../../db/schema';
import { VERIFICATION_RENEWAL_DAYS } from '@atlas/api/company-verification';
import {
  audit,
  documentsOf,
  requestRows,
  toRequest,
  type Actor,
  type DocumentRecord,
  type VerificationRecord,
} from './read';

const DAY_MS = 86_400_000;

export interface NewRequest {
  companyId: number;
  registrationNumber: string;
  countryId: number;
  email: string;
  emailTokenHash: string;
  emailTokenExpiresAt: Date;
  submittedBy: string;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

export type CreateOutcome =
  | { outcome: 'created'; id: number }
  | { outcome: 'replayed' }
  | { outcome: 'waiting' | 'verified' | 'documents' };

export type ConfirmOutcome =
  { outcome: 'confirmed'; companyId: number } | { outcome: 'unknown' | 'spent' };

/**
 * The only place the SQL of a company's own verification lives (issue 33, point 7): its
 * documents, its requests, the e-mailed link. Each change is audited in its transaction.
 */
export function createVerificationRepository(db: AppDatabase) {
  /** Locks the company row: requests of one company are made one at a time. */
  async function lockCompany(tx: AppDatabase, companyId: number) {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
  }

  return {
    async companyFacts(companyId: number) {
      const [row] = await db
        .select({
          slug: companies.slug,
          name: companies.name,
          website: companies.website,
          verified: companies.verified,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** The newest request and the approved one (often the same), with their documents. */
    async requestsOf(companyId: number) {
      const [latest] = await requestRows(db)
        .where(eq(companyVerifications.companyId, companyId))
        .orderBy(desc(companyVerifications.createdAt), desc(companyVerifications.id))
        .limit(1);
      const [current] = await requestRows(db)
        .where(
          and(
            eq(companyVerifications.companyId, companyId),
            eq(companyVerifications.status, 'approved'),
          ),
        )
        .limit(1);
      const documents = latest ? await documentsOf(db, [latest.request.id]) : new Map();
      return {
        latest: latest ? toRequest(latest, documents.get(latest.request.id) ?? []) : null,
        latestRecord: latest?.request ?? null,
        current: current?.request ?? null,
      };
    },

    /** Documents uploaded for the next request and not sent yet. */
    async waitingDocuments(companyId: number): Promise<DocumentRecord[]> {
      return db
        .select()
        .from(companyVerificationDocuments)
        .where(
          and(
            eq(companyVerificationDocuments.companyId, companyId),
            isNull(companyVerificationDocuments.verificationId),
          ),
        )
        .orderBy(companyVerificationDocuments.id);
    },

    /** Uploads since `since` by the account and by the address (the durable rate limits). */
    async recentUploads(userId: string, ip: string, since: Date) {
      const [byUser] = await db
        .select({ n: count() })
        .from(companyVerificationDocuments)
        .where(
          and(
            eq(companyVerificationDocuments.uploadedBy, userId),
            gte(companyVerificationDocuments.createdAt, since),
          ),
        );
      const [byIp] = await db
        .select({ n: count() })
        .from(companyVerificationDocuments)
        .where(
          and(
            sql`${companyVerificationDocuments.ip} = ${ip}::inet`,
            gte(companyVerificationDocuments.createdAt, since),
          ),
        );
      return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
    },

    async insertDocument(values: typeof companyVerificationDocuments.$inferInsert) {
      const [row] = await db.insert(companyVerificationDocuments).values(values).returning();
      if (!row) throw new Error('the document was not stored');
      return row;
    },

    /**
     * Deletes a document the company uploaded and has not sent; answers its storage key (for the
     * caller to delete the file), or null when there is no such waiting document.
     */
    async removeWaitingDocument(companyId: number, id: number): Promise<string | null> {
      const [row] = await db
        .delete(companyVerificationDocuments)
        .where(
          and(
            eq(companyVerificationDocuments.id, id),
            eq(companyVerificationDocuments.companyId, companyId),
            isNull(companyVerificationDocuments.verificationId),
          ),
        )
        .returning({ key: companyVerificationDocuments.storageKey });
      return row?.key ?? null;
    },

    async countryExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, id));
      return row !== undefined;
    },

    /** Which of the keys a sent request names (the storage sweep keeps those). */
    async sentDocuments(keys: readonly string[]): Promise<ReadonlySet<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: companyVerificationDocuments.storageKey })
        .from(companyVerificationDocuments)
        .where(
          and(
            inArray(companyVerificationDocuments.storageKey, [...keys]),
            isNotNull(companyVerificationDocuments.verificationId),
          ),
        );
      return new Set(rows.map((row) => row.key));
    },

    /** Forgets the records of swept (never sent) documents. */
    async forgetDocuments(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .delete(companyVerificationDocuments)
        .where(
          and(
            inArray(companyVerificationDocuments.storageKey, [...keys]),
            isNull(companyVerificationDocuments.verificationId),
          ),
        );
    },

    async byIdempotencyKey(key: string): Promise<VerificationRecord | null> {
      const [row] = await db
        .select()
        .from(companyVerifications)
        .where(eq(companyVerifications.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores a request with the documents it names (uploaded for this company and not sent yet).
     * 'waiting' when one waits already, 'verified' when the company is verified beyond the
     * renewal window, 'documents' when a document is not the company's to send. `afterInsert`
     * runs in the transaction (the queued link), so the request and its e-mail go together.
     */
    async createRequest(
      values: NewRequest,
      documentIds: readonly number[],
      actor: Actor,
      afterInsert: (tx: AppDatabase, id: number) => Promise<void>,
    ): Promise<CreateOutcome> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, values.companyId);
        const open = await tx
          .select({
            status: companyVerifications.status,
            expiresAt: companyVerifications.expiresAt,
          })
          .from(companyVerifications)
          .where(
            and(
              eq(companyVerifications.companyId, values.companyId),
              inArray(companyVerifications.status, ['pending', 'approved']),
            ),
          );
        if (open.some((row) => row.status === 'pending')) return { outcome: 'waiting' };
        const renewFrom = values.createdAt.getTime() + VERIFICATION_RENEWAL_DAYS * DAY_MS;
        if (open.some((row) => row.expiresAt !== null && row.expiresAt.getTime() > renewFrom))
          return { outcome: 'verified' };
        const [company] = await tx
          .select({ verified: companies.verified })
          .from(companies)
          .where(eq(companies.id, values.companyId));
        if (company?.verified && open.length === 0) return { outcome: 'verified' };

        const unique = [...new Set(documentIds)];
        const documents = await tx
          .select({ id: companyVerificationDocuments.id })
          .from(companyVerificationDocuments)
          .where(
            and(
              inArray(companyVerificationDocuments.id, unique),
              eq(companyVerificationDocuments.companyId, values.companyId),
              isNull(companyVerificationDocuments.verificationId),
            ),
          )
          .for('update');
        if (documents.length !== unique.length) return { outcome: 'documents' };

        const [row] = await tx
          .insert(companyVerifications)
          .values({ ...values, status: 'pending' })
          .onConflictDoNothing({ target: companyVerifications.idempotencyKey })
          .returning({ id: companyVerifications.id });
        if (!row) return { outcome: 'replayed' };
        await tx
          .update(companyVerificationDocuments)
          .set({ verificationId: row.id })
          .where(inArray(companyVerificationDocuments.id, unique));
        await audit(tx, actor, 'company_verification.request', values.companyId, {
          verification_id: row.id,
          registration_number: values.registrationNumber,
          country_id: values.countryId,
          email: values.email,
          document_ids: unique,
        });
        await afterInsert(tx, row.id);
        return { outcome: 'created', id: row.id };
      });
    },

    /**
     * A new link for the waiting request (the old one stops working): null when none waits,
     * 'confirmed' when its address is proved already.
     */
    async replaceLink(
      companyId: number,
      link: { tokenHash: string; expiresAt: Date },
      actor: Actor,
      afterUpdate: (tx: AppDatabase, request: VerificationRecord) => Promise<void>,
    ): Promise<VerificationRecord | null | 'confirmed'> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(companyVerifications)
          .where(
            and(
              eq(companyVerifications.companyId, companyId),
              eq(companyVerifications.status, 'pending'),
            ),
          )
          .for('update');
        if (!request) return null;
        if (request.emailConfirmedAt) return 'confirmed';
        await tx
          .update(companyVerifications)
          .set({ emailTokenHash: link.tokenHash, emailTokenExpiresAt: link.expiresAt })
          .where(eq(companyVerifications.id, request.id));
        await audit(tx, actor, 'company_verification.link', companyId, {
          verification_id: request.id,
          email: request.email,
        });
        await afterUpdate(tx, request);
        return request;
      });
    },

    /**
     * Spends a link: the request's address is confirmed. 'unknown' for a link no request has, or
     * one of a company the person is no member of (the same answer: nothing confirms it exists);
     * 'spent' for a used or expired link, or a request no longer waiting.
     */
    async confirmEmail(
      tokenHash: string,
      userId: string,
      now: Date,
      actor: Actor,
    ): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(companyVerifications)
          .where(eq(companyVerifications.emailTokenHash, tokenHash))
          .for('update')
          .limit(1);
        if (!request) return { outcome: 'unknown' };
        const [member] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(
            and(eq(companyMembers.companyId, request.companyId), eq(companyMembers.userId, userId)),
          );
        if (!member) return { outcome: 'unknown' };
        if (
          request.status !== 'pending' ||
          request.emailConfirmedAt !== null ||
          !request.emailTokenExpiresAt ||
          request.emailTokenExpiresAt.getTime() <= now.getTime()
        )
          return { outcome: 'spent' };
        await tx
          .update(companyVerifications)
          .set({ emailConfirmedAt: now })
          .where(eq(companyVerifications.id, request.id));
        await audit(tx, actor, 'company_verification.email_confirm', request.companyId, {
          verification_id: request.id,
          email: request.email,
        });
        return { outcome: 'confirmed', companyId: request.companyId };
      });
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
