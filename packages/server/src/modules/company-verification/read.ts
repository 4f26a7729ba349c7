import { asc, eq, inArray } from 'drizzle-orm';
import type {
  CompanyVerificationRequest,
  VerificationDocument,
} from '@atlas/api/company-verification';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  companies,
  companyMembers,
  companyVerificationDocuments,
  companyVerifications,
  countries,
  users,
} from '../../db/schema';

/** Who acts, as the audit log names them (`user:…`, `staff:…`, `system:…`). */
export interface Actor {
  userId: string | null;
  label: string;
}

export type VerificationRecord = typeof companyVerifications.$inferSelect;
export type DocumentRecord = typeof companyVerificationDocuments.$inferSelect;

/** A request with its country's name, as the reads join it. */
export const REQUEST_COLUMNS = { request: companyVerifications, countryName: countries.name };

export function requestRows(db: AppDatabase) {
  return db
    .select(REQUEST_COLUMNS)
    .from(companyVerifications)
    .innerJoin(countries, eq(countries.id, companyVerifications.countryId));
}

export function toDocument(row: DocumentRecord): VerificationDocument {
  return { id: row.id, name: row.name, size: row.size, content_type: row.contentType };
}

/** The documents of each request, in upload order. */
export async function documentsOf(
  db: AppDatabase,
  requestIds: readonly number[],
): Promise<Map<number, DocumentRecord[]>> {
  const byRequest = new Map<number, DocumentRecord[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(companyVerificationDocuments)
    .where(inArray(companyVerificationDocuments.verificationId, [...requestIds]))
    .orderBy(asc(companyVerificationDocuments.id));
  for (const row of rows) {
    if (row.verificationId === null) continue;
    const list = byRequest.get(row.verificationId) ?? [];
    list.push(row);
    byRequest.set(row.verificationId, list);
  }
  return byRequest;
}

export function toRequest(
  row: { request: VerificationRecord; countryName: string },
  documents: readonly DocumentRecord[],
): CompanyVerificationRequest {
  const r = row.request;
  return {
    id: r.id,
    status: r.status,
    registration_number: r.registrationNumber,
    country: { id: r.countryId, name: row.countryName },
    email: r.email,
    email_confirmed_at: r.emailConfirmedAt?.toISOString() ?? null,
    documents: documents.map(toDocument),
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
  };
}

export async function audit(
  db: AppDatabase,
  actor: Actor,
  action: string,
  companyId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entity: 'company',
    entityId: String(companyId),
    changes,
  });
}

/** The company's members (owners and managers), who hear of decisions about it. */
export async function memberRecipients(
  db: AppDatabase,
  companyId: number,
): Promise<{ name: string; email: string }[]> {
  return db
    .select({ name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.email));
}

/** The companies' names and slugs, for e-mails about several at once. */
export async function companyNames(
  db: AppDatabase,
  companyIds: readonly number[],
): Promise<{ id: number; slug: string; name: string }[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]));
}
