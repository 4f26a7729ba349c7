import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CompanySubmissionRow, SubmissionStatus } from '@atlas/api/company-submissions';
import type { CompanyDuplicate } from '@atlas/api/endpoints/check-company-duplicates';
import type { CompanySizeId } from '@atlas/api/options';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import {
  auditLog,
  cities,
  companies,
  companyMembers,
  companyLocations,
  companyServices,
  companySubmissions,
  countries,
  services,
  staffMembers,
  users,
} from '../../db/schema';
import { webDomainOf } from '@atlas/api/company-memberships';
import { companySlug } from './text';
import { containsPattern } from '../../lib/staff-queue';

export type SubmissionInsert = typeof companySubmissions.$inferInsert;

export interface Actor {
  userId: string | null;
  label: string;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: 'created_at' | 'name' | 'status';
  order: 'asc' | 'desc';
  status?: SubmissionStatus | undefined;
  q?: string | undefined;
}

const ROW = {
  submission: companySubmissions,
  country: { id: countries.id, name: countries.name },
  city: { id: cities.id, name: cities.name },
  service: { id: services.id, name: services.name },
  submitter: { name: users.name, email: users.email },
  companySlug: companies.slug,
};

function rowsQuery(db: AppDatabase) {
  return db
    .select(ROW)
    .from(companySubmissions)
    .innerJoin(countries, eq(countries.id, companySubmissions.countryId))
    .innerJoin(cities, eq(cities.id, companySubmissions.cityId))
    .innerJoin(services, eq(services.id, companySubmissions.serviceId))
    .innerJoin(users, eq(users.id, companySubmissions.userId))
    .leftJoin(companies, eq(companies.id, companySubmissions.companyId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

export function toSubmissionRow(row: Joined): CompanySubmissionRow {
  const s = row.submission;
  return {
    id: s.id,
    status: s.status,
    name: s.name,
    website: s.website,
    email: s.email,
    summary: s.summary,
    company_size: s.companySize,
    country: row.country,
    city: row.city,
    service: row.service,
    submitter: row.submitter,
    reason: s.reason,
    company_slug: row.companySlug,
    created_at: s.createdAt.toISOString(),
    decided_at: s.decidedAt?.toISOString() ?? null,
  };
}

/** Escapes LIKE's wildcards in text a person typed. */

/** The only place the SQL of submissions, staff and the audit log lives (issue 16). */
export function createSubmissionRepository(db: AppDatabase) {
  async function findRow(target: AppDatabase, id: number) {
    const [row] = await rowsQuery(target).where(eq(companySubmissions.id, id)).limit(1);
    return row ? toSubmissionRow(row) : null;
  }

  async function audit(
    target: AppDatabase,
    actor: Actor,
    action: string,
    entity: string,
    entityId: string | number,
    changes: Record<string, unknown>,
  ) {
    await target.insert(auditLog).values({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entity,
      entityId: String(entityId),
      changes,
    });
  }

  async function freeSlug(target: AppDatabase, name: string): Promise<string> {
    const base = companySlug(name);
    const taken = await target
      .select({ slug: companies.slug })
      .from(companies)
      .where(or(eq(companies.slug, base), ilike(companies.slug, `${base}-%`)));
    const used = new Set(taken.map((row) => row.slug));
    let slug = base;
    for (let suffix = 2; used.has(slug); suffix++) slug = `${base}-${suffix}`;
    return slug;
  }

  return {
    findRow: (id: number) => findRow(db, id),
    audit: (actor: Actor, action: string, entity: string, id: string | number, changes = {}) =>
      audit(db, actor, action, entity, id, changes),

    async isStaff(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: staffMembers.userId })
        .from(staffMembers)
        .where(eq(staffMembers.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** Grants staff to the account with this e-mail; false when there is no such account. */
    async grantStaff(email: string, actor: Actor): Promise<'granted' | 'already' | 'no-user'> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1);
        if (!user) return 'no-user';
        const inserted = await tx
          .insert(staffMembers)
          .values({ userId: user.id, grantedBy: actor.label })
          .onConflictDoNothing()
          .returning({ userId: staffMembers.userId });
        if (inserted.length === 0) return 'already';
        await audit(tx, actor, 'staff.grant', 'user', user.id, { email });
        return 'granted';
      });
    },

    async revokeStaff(email: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1);
        if (!user) return false;
        const deleted = await tx
          .delete(staffMembers)
          .where(eq(staffMembers.userId, user.id))
          .returning({ userId: staffMembers.userId });
        if (deleted.length === 0) return false;
        await audit(tx, actor, 'staff.revoke', 'user', user.id, { email });
        return true;
      });
    },

    async listStaff() {
      return db
        .select({ email: users.email, name: users.name, since: staffMembers.createdAt })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .orderBy(asc(users.email));
    },

    async cityInCountry(cityId: number, countryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)))
        .limit(1);
      return row !== undefined;
    },

    async serviceExists(serviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.id, serviceId))
        .limit(1);
      return row !== undefined;
    },

    async findByIdempotencyKey(key: string) {
      const [row] = await db
        .select({
          id: companySubmissions.id,
          userId: companySubmissions.userId,
          requestHash: companySubmissions.requestHash,
        })
        .from(companySubmissions)
        .where(eq(companySubmissions.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /** Stores a submission; a key seen before stores nothing and answers null. */
    /**
     * Stores a submission, audited, and runs `afterCreate` in the same transaction (its
     * acknowledgement e-mail); null when a submission with the same key exists already.
     */
    async create(
      values: SubmissionInsert,
      actor: Actor,
      afterCreate: (tx: AppDatabase, id: number) => Promise<void>,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companySubmissions)
          .values(values)
          .onConflictDoNothing({ target: companySubmissions.idempotencyKey })
          .returning({ id: companySubmissions.id });
        if (!row) return null;
        await audit(tx, actor, 'company_submission.create', 'company_submission', row.id, {
          name: values.name,
          website: values.website,
        });
        await afterCreate(tx, row.id);
        return row.id;
      });
    },

    /** Listed companies with the same name (case aside) or the same web domain. */
    async duplicates(name: string | undefined, website: string | undefined) {
      const found: CompanyDuplicate[] = [];
      const trimmed = name?.trim() ?? '';
      if (trimmed.length >= 2) {
        const rows = await db
          .select({ slug: companies.slug, name: companies.name, website: companies.website })
          .from(companies)
          .where(
            or(
              sql`lower(${companies.name}) = lower(${trimmed})`,
              eq(companies.slug, companySlug(trimmed)),
            ),
          )
          .limit(5);
        for (const row of rows) found.push({ ...row, matched: 'name' });
      }
      const domain = website ? webDomainOf(website) : null;
      if (domain) {
        const pattern = `^[a-z][a-z0-9+.-]*://(www\\.)?${domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:[0-9]+)?(/|$)`;
        const rows = await db
          .select({ slug: companies.slug, name: companies.name, website: companies.website })
          .from(companies)
          .where(sql`lower(${companies.website}) ~ ${pattern}`)
          .limit(5);
        for (const row of rows)
          if (!found.some((other) => other.slug === row.slug))
            found.push({ ...row, matched: 'website' });
      }
      return found.slice(0, 5);
    },

    async list(query: ListQuery) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(companySubmissions.status, query.status));
      if (query.q) {
        const pattern = containsPattern(query.q);
        const match = or(
          ilike(companySubmissions.name, pattern),
          ilike(companySubmissions.website, pattern),
          ilike(users.email, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const column =
        query.sort === 'name'
          ? companySubmissions.name
          : query.sort === 'status'
            ? companySubmissions.status
            : companySubmissions.createdAt;
      const direction = query.order === 'desc' ? desc : asc;
      const rows = await rowsQuery(db)
        .where(where)
        .orderBy(direction(column), direction(companySubmissions.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db
        .select({ total: count() })
        .from(companySubmissions)
        .innerJoin(users, eq(users.id, companySubmissions.userId))
        .where(where);
      return { rows: rows.map(toSubmissionRow), total: total?.total ?? 0 };
    },

    /**
     * Decides a pending submission. Approving creates the company with its headquarters and main
     * service, makes the submitter its owner and refreshes company_search, all in one
     * transaction, so listings and facets show it at once. `afterDecision` runs in the same
     * transaction (the queued e-mail). Null: no such submission; 'decided': already decided.
     */
    async decide(
      id: number,
      decision: { approve: boolean; reason: string | null },
      actor: Actor,
      afterDecision: (tx: AppDatabase, row: CompanySubmissionRow) => Promise<void>,
    ): Promise<CompanySubmissionRow | null | 'decided'> {
      return db.transaction(async (tx) => {
        const [submission] = await tx
          .select()
          .from(companySubmissions)
          .where(eq(companySubmissions.id, id))
          .for('update')
          .limit(1);
        if (!submission) return null;
        if (submission.status !== 'pending') return 'decided';
        let companyId: number | null = null;
        if (decision.approve) {
          const slug = await freeSlug(tx, submission.name);
          const [company] = await tx
            .insert(companies)
            .values({
              slug,
              name: submission.name,
              website: submission.website,
              email: submission.email,
              summary: submission.summary,
              companySize: submission.companySize as CompanySizeId,
            })
            .returning({ id: companies.id });
          if (!company) throw new Error('the company was not created');
          companyId = company.id;
          await tx.insert(companyLocations).values({
            companyId,
            countryId: submission.countryId,
            cityId: submission.cityId,
            isHeadquarter: true,
          });
          await tx
            .insert(companyServices)
            .values({ companyId, serviceId: submission.serviceId, percentage: 100 });
          await tx
            .insert(companyMembers)
            .values({ companyId, userId: submission.userId, role: 'owner' });
          await refreshCompanies(tx, [companyId]);
          await audit(tx, actor, 'company.create', 'company', companyId, {
            slug,
            from_submission: id,
          });
          await audit(tx, actor, 'company_member.add', 'company', companyId, {
            user_id: submission.userId,
            role: 'owner',
          });
        }
        const status = decision.approve ? 'approved' : 'rejected';
        await tx
          .update(companySubmissions)
          .set({
            status,
            reason: decision.reason,
            companyId,
            decidedBy: actor.userId,
            decidedAt: new Date(),
          })
          .where(eq(companySubmissions.id, id));
        await audit(
          tx,
          actor,
          `company_submission.${decision.approve ? 'approve' : 'reject'}`,
          'company_submission',
          id,
          {
            status: ['pending', status],
            ...(decision.reason ? { reason: decision.reason } : {}),
            ...(companyId ? { company_id: companyId } : {}),
          },
        );
        const row = await findRow(tx, id);
        if (!row) throw new Error('the submission vanished');
        await afterDecision(tx, row);
        return row;
      });
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
