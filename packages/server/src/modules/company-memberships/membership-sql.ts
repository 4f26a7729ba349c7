/**
 * The SQL that claims, join requests, invitations and members share: who acts, the company row
 * and its lock, adding a member, and the audit log every change is written to in its transaction.
 */
import { and, count, eq } from 'drizzle-orm';
import type { CompanyMemberRole } from '@atlas/api/company-memberships';
import type { AppDatabase } from '../../db/client';
import { auditLog, companies, companyMembers } from '../../db/schema';

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

export const COMPANY_REF = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  website: companies.website,
};

export const memberOf = (companyId: number, userId: string) =>
  and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));

export async function audit(
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

export async function countMembers(
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
export async function lockCompany(target: AppDatabase, companyId: number) {
  await target
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

export async function addMember(
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

export async function companyById(target: AppDatabase, id: number): Promise<CompanyRef> {
  const [row] = await target.select(COMPANY_REF).from(companies).where(eq(companies.id, id));
  if (!row) throw new Error('the company vanished');
  return row;
}
