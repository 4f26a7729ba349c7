/**
 * The SQL of the lists people page through: a buyer's projects, the requests released to a
 * company, and the staff queue.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  companies,
  conversationMessages,
  conversationParticipants,
  valetMatches,
  valetProjects,
} from '../../db/schema';
import type { ValetProjectRow } from './projects-repository';

export function createListingsRepository(db: AppDatabase) {
  return {
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
  };
}
