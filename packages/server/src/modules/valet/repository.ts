import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import {
  auditLog,
  cities,
  companies,
  companyLocations,
  companyMembers,
  companySearch,
  conversationMessages,
  conversationParticipants,
  companyServices,
  countries,
  focuses,
  services,
  users,
  valetMatches,
  valetProjects,
  valetUploads,
} from '../../db/schema';
import type { MatchCandidate } from './matching';

export type ValetProjectRow = typeof valetProjects.$inferSelect;
export type ValetProjectInsert = typeof valetProjects.$inferInsert;
export type ValetMatchRow = typeof valetMatches.$inferSelect;
export type ValetMatchInsert = typeof valetMatches.$inferInsert;
export type ValetUploadRow = typeof valetUploads.$inferSelect;

/** A match with what the buyer sees of its company. */
export type MatchWithCompany = ValetMatchRow & {
  company: {
    slug: string;
    name: string;
    logoPath: string | null;
    rating: number | null;
    reviewCount: number;
    verified: boolean;
    /** Its headquarters, "City, Country"; null when it has none listed. */
    location: string | null;
    /** The services it offers. */
    serviceIds: number[];
  };
};

/** A PostgreSQL array literal of whole numbers, for a bound parameter. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const hqCity = alias(cities, 'hq_city');
const hqCountry = alias(countries, 'hq_country');

/** A match with its company, as `matches` and `matchesOf` read them. */
const matchColumns = {
  match: valetMatches,
  company: {
    slug: companies.slug,
    name: companies.name,
    logoPath: companies.logoPath,
    rating: companies.rating,
    reviewCount: companies.reviewCount,
    verified: companies.verified,
  },
  serviceIds: companySearch.serviceIds,
  cityName: hqCity.name,
  countryName: hqCountry.name,
};

function toMatchWithCompany(row: {
  match: ValetMatchRow;
  company: Omit<MatchWithCompany['company'], 'location' | 'serviceIds'>;
  serviceIds: number[] | null;
  cityName: string | null;
  countryName: string | null;
}): MatchWithCompany {
  const place = [row.cityName, row.countryName].filter((part) => part !== null).join(', ');
  return {
    ...row.match,
    company: { ...row.company, location: place || null, serviceIds: row.serviceIds ?? [] },
  };
}

/** How many candidates the engine scores at most: the best by the listing's own ranking. */
export const CANDIDATE_LIMIT = 200;

/** The only place the SQL of project submissions lives (issue 18). */
export function createValetRepository(db: AppDatabase) {
  const namesOf = async (
    table: typeof services | typeof focuses | typeof countries,
    ids: readonly number[],
  ) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  /** Each company's median minutes from a release to its first answer (answered leads only). */
  async function medianReplyMinutes(companyIds: readonly number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({
        companyId: valetMatches.companyId,
        minutes:
          sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${valetMatches.firstAnswerAt} - ${valetMatches.releasedAt}) / 60)`.mapWith(
            Number,
          ),
      })
      .from(valetMatches)
      .where(
        and(
          inArray(valetMatches.companyId, [...companyIds]),
          isNotNull(valetMatches.releasedAt),
          isNotNull(valetMatches.firstAnswerAt),
        ),
      )
      .groupBy(valetMatches.companyId);
    return new Map(rows.map((row) => [row.companyId, Math.max(0, Math.round(row.minutes))]));
  }

  return {
    medianReplyMinutes,

    async insertUpload(values: typeof valetUploads.$inferInsert): Promise<void> {
      await db.insert(valetUploads).values(values);
    },

    /**
     * Whether `userId` may read the valet file `path`: who uploaded it, the buyer of a project
     * that names it, members of a company the brief was released to (until they decline), and for
     * a quote's attachment the buyer and the quoting company's members.
     */
    async mayReadFile(path: string, userId: string): Promise<boolean> {
      const result = (await db.execute(sql`
        SELECT (
          EXISTS (SELECT 1 FROM valet_uploads u WHERE u.path = ${path} AND u.user_id = ${userId})
          OR EXISTS (
            SELECT 1 FROM valet_projects p
            WHERE p.user_id = ${userId}
              AND (${path} = ANY (p.files) OR p.voice_recording_path = ${path}))
          OR EXISTS (
            SELECT 1 FROM valet_projects p
            JOIN valet_matches m ON m.project_id = p.id
            JOIN company_members cm ON cm.company_id = m.company_id AND cm.user_id = ${userId}
            WHERE m.released_at IS NOT NULL AND m.status <> 'declined'
              AND (${path} = ANY (p.files) OR p.voice_recording_path = ${path}))
          OR EXISTS (
            SELECT 1 FROM valet_matches m
            JOIN valet_projects p ON p.id = m.project_id
            WHERE m.quote_attachment_path = ${path}
              AND (p.user_id = ${userId} OR EXISTS (
                SELECT 1 FROM company_members cm
                WHERE cm.company_id = m.company_id AND cm.user_id = ${userId})))
        ) AS allowed`)) as unknown as { rows: { allowed: boolean }[] };
      return result.rows[0]?.allowed === true;
    },

    /** Which of `paths` a project or a quote names (the rest were uploaded and never sent). */
    async usedUploads(paths: readonly string[]): Promise<Set<string>> {
      const list = [...paths];
      const result = (await db.execute(sql`
        SELECT u.path FROM unnest(ARRAY[${sql.join(
          list.map((path) => sql`${path}`),
          sql`, `,
        )}]::text[]) AS u(path)
        WHERE EXISTS (
            SELECT 1 FROM valet_projects p
            WHERE u.path = ANY (p.files) OR p.voice_recording_path = u.path)
          OR EXISTS (SELECT 1 FROM valet_matches m WHERE m.quote_attachment_path = u.path)`)) as unknown as {
        rows: { path: string }[];
      };
      return new Set(result.rows.map((row) => row.path));
    },

    /** Forgets uploads whose files were deleted (a project may then no longer name them). */
    async forgetUploads(paths: readonly string[]): Promise<void> {
      if (paths.length > 0)
        await db.delete(valetUploads).where(inArray(valetUploads.path, [...paths]));
    },

    async uploads(paths: readonly string[]): Promise<ValetUploadRow[]> {
      if (paths.length === 0) return [];
      return db
        .select()
        .from(valetUploads)
        .where(inArray(valetUploads.path, [...paths]));
    },

    /** The services among `ids` with their parents. */
    async services(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: services.id, name: services.name, parentId: services.parentId })
        .from(services)
        .where(inArray(services.id, [...ids]));
    },

    serviceNames: (ids: readonly number[]) => namesOf(services, ids),
    focusNames: (ids: readonly number[]) => namesOf(focuses, ids),
    countryNames: (ids: readonly number[]) => namesOf(countries, ids),

    async cityNames(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(inArray(cities.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * The companies the engine scores for these services: listed ones offering at least one of
     * them (the GIN index of company_search) with at least one member to answer (a lead nobody
     * can answer breaks the one-hour promise), the best CANDIDATE_LIMIT by the listing's score.
     * `ids` instead: exactly those listed companies (staff's shortlist), members or not.
     */
    async candidates(
      input:
        | {
            serviceIds: readonly number[];
            countryIds: readonly number[];
            cityIds: readonly number[];
          }
        | { ids: readonly number[] },
    ): Promise<MatchCandidate[]> {
      const where =
        'ids' in input
          ? input.ids.length === 0
            ? sql`false`
            : inArray(companySearch.companyId, [...input.ids])
          : and(
              sql`${companySearch.serviceIds} && ${intArray(input.serviceIds)}::int2[]`,
              sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companySearch.companyId})`,
            );
      // The engine scores the companies that cover most of the brief's services, then those in
      // its places, then the best ranked (docs/matching.md, "Who is a candidate").
      const briefFirst =
        'ids' in input
          ? []
          : [
              sql`cardinality(ARRAY(SELECT unnest(${companySearch.serviceIds}) INTERSECT SELECT unnest(${intArray(input.serviceIds)}::int2[]))) DESC`,
              sql`(${companySearch.cityIds} && ${intArray(input.cityIds)}::int4[] OR ${companySearch.countryIds} && ${intArray(input.countryIds)}::int2[]) DESC`,
            ];
      const rows = await db
        .select({
          companyId: companySearch.companyId,
          focusIds: companySearch.focusIds,
          projectSize: companySearch.projectSize,
          hourlyRate: companySearch.hourlyRate,
          rating: companySearch.rating,
          reviewCount: companySearch.reviewCount,
          awardCount: companySearch.awardCount,
          verified: companySearch.verified,
          profileScore: companySearch.score,
        })
        .from(companySearch)
        .where(where)
        .orderBy(...briefFirst, desc(companySearch.score), asc(companySearch.companyId))
        .limit(CANDIDATE_LIMIT);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.companyId);
      const [shares, offices, medians] = await Promise.all([
        db
          .select({
            companyId: companyServices.companyId,
            id: companyServices.serviceId,
            percentage: companyServices.percentage,
            name: services.name,
          })
          .from(companyServices)
          .innerJoin(services, eq(services.id, companyServices.serviceId))
          .where(inArray(companyServices.companyId, ids)),
        db
          .select({
            companyId: companyLocations.companyId,
            countryId: companyLocations.countryId,
            countryName: countries.name,
            cityId: companyLocations.cityId,
            cityName: cities.name,
          })
          .from(companyLocations)
          .innerJoin(countries, eq(countries.id, companyLocations.countryId))
          .innerJoin(cities, eq(cities.id, companyLocations.cityId))
          .where(inArray(companyLocations.companyId, ids)),
        medianReplyMinutes(ids),
      ]);
      return rows.map((row) => {
        const own = shares.filter((share) => share.companyId === row.companyId);
        return {
          companyId: row.companyId,
          services: own.map((share) => ({ id: share.id, percentage: share.percentage })),
          serviceNames: Object.fromEntries(own.map((share) => [share.id, share.name])),
          focusIds: row.focusIds,
          offices: offices.filter((office) => office.companyId === row.companyId),
          projectSize: row.projectSize,
          hourlyRate: row.hourlyRate,
          rating: row.rating,
          reviewCount: row.reviewCount,
          awardCount: row.awardCount,
          verified: row.verified,
          profileScore: row.profileScore,
          medianReplyMinutes: medians.get(row.companyId) ?? null,
        };
      });
    },

    /**
     * Stores a project and its matches and, through `afterInsert`, what goes with it (the
     * e-mail) in one transaction. A key stored already stores nothing and answers null.
     */
    async createProject(
      values: ValetProjectInsert,
      matches: (projectId: string) => ValetMatchInsert[],
      afterInsert: (tx: AppDatabase, projectId: string) => Promise<void>,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(valetProjects)
          .values(values)
          .onConflictDoNothing({ target: valetProjects.idempotencyKey })
          .returning({ id: valetProjects.id });
        if (!row) return null;
        const rows = matches(row.id);
        if (rows.length > 0) await tx.insert(valetMatches).values(rows);
        await afterInsert(tx, row.id);
        return row.id;
      });
    },

    async projectByKey(key: string): Promise<ValetProjectRow | null> {
      const [row] = await db
        .select()
        .from(valetProjects)
        .where(eq(valetProjects.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    async project(id: string, tx: AppDatabase = db): Promise<ValetProjectRow | null> {
      const [row] = await tx.select().from(valetProjects).where(eq(valetProjects.id, id)).limit(1);
      return row ?? null;
    },

    /** The project, locked until the transaction ends (its changes happen one at a time). */
    async lockProject(tx: AppDatabase, id: string): Promise<ValetProjectRow | null> {
      const [row] = await tx
        .select()
        .from(valetProjects)
        .where(eq(valetProjects.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async projectByTokenHash(tokenHash: string): Promise<ValetProjectRow | null> {
      const [row] = await db
        .select()
        .from(valetProjects)
        .where(eq(valetProjects.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async updateProject(
      tx: AppDatabase,
      id: string,
      values: Partial<ValetProjectInsert>,
    ): Promise<void> {
      await tx.update(valetProjects).set(values).where(eq(valetProjects.id, id));
    },

    /** The project's matches with their companies, best first. */
    async matches(projectId: string, tx: AppDatabase = db): Promise<MatchWithCompany[]> {
      const rows = await tx
        .select(matchColumns)
        .from(valetMatches)
        .innerJoin(companies, eq(companies.id, valetMatches.companyId))
        .leftJoin(companySearch, eq(companySearch.companyId, valetMatches.companyId))
        .leftJoin(hqCity, eq(hqCity.id, companySearch.hqCityId))
        .leftJoin(hqCountry, eq(hqCountry.id, companySearch.hqCountryId))
        .where(eq(valetMatches.projectId, projectId))
        .orderBy(asc(valetMatches.rank), asc(valetMatches.companyId));
      return rows.map(toMatchWithCompany);
    },

    async matchesOf(projectIds: readonly string[]): Promise<MatchWithCompany[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .select(matchColumns)
        .from(valetMatches)
        .innerJoin(companies, eq(companies.id, valetMatches.companyId))
        .leftJoin(companySearch, eq(companySearch.companyId, valetMatches.companyId))
        .leftJoin(hqCity, eq(hqCity.id, companySearch.hqCityId))
        .leftJoin(hqCountry, eq(hqCountry.id, companySearch.hqCountryId))
        .where(inArray(valetMatches.projectId, [...projectIds]))
        .orderBy(asc(valetMatches.rank), asc(valetMatches.companyId));
      return rows.map(toMatchWithCompany);
    },

    /** One company's match of a project, locked until the transaction ends. */
    async lockMatch(
      tx: AppDatabase,
      projectId: string,
      companyId: number,
    ): Promise<ValetMatchRow | null> {
      const [row] = await tx
        .select()
        .from(valetMatches)
        .where(and(eq(valetMatches.projectId, projectId), eq(valetMatches.companyId, companyId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async updateMatch(
      tx: AppDatabase,
      projectId: string,
      companyId: number,
      values: Partial<ValetMatchInsert>,
    ): Promise<void> {
      await tx
        .update(valetMatches)
        .set(values)
        .where(and(eq(valetMatches.projectId, projectId), eq(valetMatches.companyId, companyId)));
    },

    /** Staff's shortlist replaces the engine's: the others stay as the next best. */
    async replaceShortlist(
      tx: AppDatabase,
      projectId: string,
      rows: readonly ValetMatchInsert[],
    ): Promise<void> {
      await tx
        .update(valetMatches)
        .set({ shortlisted: false, rank: sql`${valetMatches.rank} + 100` })
        .where(eq(valetMatches.projectId, projectId));
      for (const row of rows)
        await tx
          .insert(valetMatches)
          .values(row)
          .onConflictDoUpdate({
            target: [valetMatches.projectId, valetMatches.companyId],
            set: {
              rank: row.rank,
              score: row.score,
              reasons: row.reasons,
              shortlisted: true,
              source: row.source,
            },
          });
    },

    async audit(
      tx: AppDatabase,
      actor: { userId: string | null; label: string },
      action: string,
      projectId: string,
      changes: Record<string, unknown>,
    ): Promise<void> {
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action,
        entity: 'valet_project',
        entityId: projectId,
        changes,
      });
    },

    /** The members of a company, with the address their e-mail goes to. */
    async members(tx: AppDatabase, companyId: number) {
      return tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId));
    },

    async memberIdsOf(tx: AppDatabase, companyIds: readonly number[]) {
      if (companyIds.length === 0) return [];
      return tx
        .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
        .from(companyMembers)
        .where(inArray(companyMembers.companyId, [...companyIds]));
    },

    /** A buyer's projects, newest first, with how many companies got and quoted each. */
    async projectsOf(userId: string, limit = 200) {
      return db
        .select({
          project: valetProjects,
          released:
            sql<number>`(SELECT count(*)::int FROM ${valetMatches} m WHERE m.project_id = ${valetProjects.id} AND m.released_at IS NOT NULL)`.mapWith(
              Number,
            ),
          quoted:
            sql<number>`(SELECT count(*)::int FROM ${valetMatches} m WHERE m.project_id = ${valetProjects.id} AND m.quoted_at IS NOT NULL)`.mapWith(
              Number,
            ),
          openQuotes:
            sql<number>`(SELECT count(*)::int FROM ${valetMatches} m WHERE m.project_id = ${valetProjects.id} AND m.quoted_at IS NOT NULL AND m.buyer_decision IS NULL)`.mapWith(
              Number,
            ),
          // Messages in the project's conversations the buyer has not read, from anyone else.
          unread: sql<number>`(SELECT count(*)::int FROM ${valetMatches} m
            JOIN ${conversationParticipants} p ON p.conversation_id = m.conversation_id AND p.user_id = ${userId}
            JOIN ${conversationMessages} c ON c.conversation_id = m.conversation_id
            WHERE m.project_id = ${valetProjects.id}
              AND c.id > coalesce(p.last_read_message_id, 0)
              AND c.sender_id IS DISTINCT FROM ${userId})`.mapWith(Number),
          hiredCompanyName: companies.name,
        })
        .from(valetProjects)
        .leftJoin(companies, eq(companies.id, valetProjects.hiredCompanyId))
        .where(eq(valetProjects.userId, userId))
        .orderBy(desc(valetProjects.createdAt), asc(valetProjects.id))
        .limit(limit);
    },

    /** The projects released to a company, newest release first. */
    async requestsOf(companyId: number, limit = 200) {
      const rows = await db
        .select({ match: valetMatches, project: valetProjects })
        .from(valetMatches)
        .innerJoin(valetProjects, eq(valetProjects.id, valetMatches.projectId))
        .where(and(eq(valetMatches.companyId, companyId), isNotNull(valetMatches.releasedAt)))
        .orderBy(desc(valetMatches.releasedAt), asc(valetMatches.projectId))
        .limit(limit);
      return rows;
    },

    /** A project released to a company (null: there is none, or it was not released to it). */
    async requestOf(companyId: number, projectId: string) {
      const [row] = await db
        .select({ match: valetMatches, project: valetProjects })
        .from(valetMatches)
        .innerJoin(valetProjects, eq(valetProjects.id, valetMatches.projectId))
        .where(
          and(
            eq(valetMatches.companyId, companyId),
            eq(valetMatches.projectId, projectId),
            isNotNull(valetMatches.releasedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The staff queue: a page of projects, sorted and filtered. */
    async listProjects(query: {
      page: number;
      pageSize: number;
      sort: 'created_at' | 'status';
      order: 'asc' | 'desc';
      status?: ValetProjectRow['status'] | undefined;
      q?: string | undefined;
    }) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(valetProjects.status, query.status));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const text = or(
          ilike(valetProjects.title, pattern),
          ilike(valetProjects.email, pattern),
          ilike(valetProjects.name, pattern),
        );
        if (text) filters.push(text);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const column = query.sort === 'status' ? valetProjects.status : valetProjects.createdAt;
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(valetProjects)
          .where(where)
          .orderBy(direction(column), direction(valetProjects.createdAt), asc(valetProjects.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(valetProjects).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Which of these companies are listed with people to answer a project (members). */
    async answerableCompanyIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: companySearch.companyId })
        .from(companySearch)
        .where(
          and(
            inArray(companySearch.companyId, [...ids]),
            sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.companyId} = ${companySearch.companyId})`,
          ),
        );
      return rows.map((row) => row.id);
    },

    async addParticipant(
      tx: AppDatabase,
      conversationId: string,
      userId: string,
      at: Date,
    ): Promise<void> {
      await tx
        .insert(conversationParticipants)
        .values({ conversationId, userId, joinedAt: at })
        .onConflictDoNothing();
    },

    async companyNameOf(tx: AppDatabase, companyId: number): Promise<string> {
      const [row] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.name ?? 'A company';
    },
  };
}

export type ValetRepository = ReturnType<typeof createValetRepository>;
