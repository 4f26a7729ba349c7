import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  answerSupportEndpoint,
  createSupportRequestEndpoint,
  getSupportThreadEndpoint,
  listSupportQueueEndpoint,
  listSupportRequestsEndpoint,
  type SupportQueueRow,
  type SupportRequest,
  type SupportStatus,
  type SupportThread,
} from '@atlas/api/endpoints/support';
import type { AppDatabase } from '../../db/client';
import { selectRows } from '../../db/rows';
import { auditLog, supportRequests } from '../../db/schema';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';
import { containsPattern, staffQueuePage } from '../../lib/staff-queue';
import { HttpError } from '../../plugins/errors';
import { plainText } from '../../lib/plain-text';
import { toApiMessage } from '../conversations/service';

/** Per-IP limits (requests per minute). */
const PER_IP = { read: 120, open: 10, admin: 240 };
/** The newest message in the staff queue, shortened to this. */
const EXCERPT_LENGTH = 160;
/** A thread shows at most this many messages. */
const THREAD_LIMIT = 500;

interface RequestRow {
  id: string;
  subject: string;
  status: SupportStatus;
  company_name: string | null;
  company_slug: string | null;
  created_at: Date;
  updated_at: Date;
  requester_name: string;
  requester_email: string;
  last_body: string | null;
}

/**
 * Every support request with its status, read from who wrote last: the person (waiting), staff
 * (answered), or nobody since staff closed it (closed).
 */
const REQUESTS = sql`
  select sr.conversation_id as id, c.subject, sr.created_at, c.last_message_at as updated_at,
    case
      when sr.closed_at is not null and c.last_message_at <= sr.closed_at then 'closed'
      when last.sender_id = sr.user_id then 'waiting'
      else 'answered'
    end as status,
    co.name as company_name, co.slug as company_slug,
    u.name as requester_name, u.email as requester_email, last.body as last_body,
    sr.user_id
  from support_requests sr
  join conversations c on c.id = sr.conversation_id
  join users u on u.id = sr.user_id
  left join companies co on co.id = sr.company_id
  left join lateral (
    select m.sender_id, m.body from conversation_messages m
    where m.conversation_id = sr.conversation_id order by m.id desc limit 1
  ) last on true`;

function requestsWhere(db: AppDatabase, where: SQL, tail: SQL = sql``) {
  return selectRows<RequestRow>(db, sql`select * from (${REQUESTS}) r where ${where} ${tail}`);
}

function toSupportRequest(row: RequestRow): SupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    company:
      row.company_name !== null && row.company_slug !== null
        ? { name: row.company_name, slug: row.company_slug }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toQueueRow(row: RequestRow): SupportQueueRow {
  const text = plainText(row.last_body ?? '');
  return {
    ...toSupportRequest(row),
    requester: { name: row.requester_name, email: row.requester_email },
    last_message: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
  };
}

/**
 * Support requests (issue 19): a person asks staff for help from /dashboard/overview/support and
 * follows the answer in their inbox; staff answer and close from /admin/support.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const supportName = `${app.appConfig.brandName} support`;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  async function findRequest(id: string): Promise<RequestRow> {
    const [row] = await requestsWhere(db, sql`r.id = ${id}`);
    if (!row) throw new HttpError(404, `id: there is no support request ${id}`);
    return row;
  }

  async function thread(id: string): Promise<SupportThread> {
    const request = await findRequest(id);
    const messages = await selectRows<{
      id: string;
      conversation_id: string;
      sender_id: string | null;
      body: string;
      attachments: [];
      created_at: Date;
      sender_name: string | null;
    }>(
      db,
      sql`select m.id::text as id, m.conversation_id, m.sender_id, m.body, m.attachments,
            m.created_at, coalesce(p.display_name, u.name) as sender_name
          from conversation_messages m
          left join users u on u.id = m.sender_id
          left join conversation_participants p
            on p.conversation_id = m.conversation_id and p.user_id = m.sender_id
          where m.conversation_id = ${id} order by m.id limit ${THREAD_LIMIT}`,
    );
    return {
      request: toQueueRow(request),
      messages: messages.map((message) => ({
        ...toApiMessage({
          id: BigInt(message.id),
          conversationId: message.conversation_id,
          senderId: message.sender_id,
          body: message.body,
          attachments: message.attachments,
          createdAt: new Date(message.created_at),
        }),
        sender_name: message.sender_name ?? 'A former account',
      })),
    };
  }

  app.post(
    createSupportRequestEndpoint.path,
    { config: perIp(PER_IP.open), schema: schemaOf(createSupportRequestEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const company = body.company_slug
        ? (await app.requireCompanyMember(request, body.company_slug)).company
        : null;
      const subject = plainText(body.subject).slice(0, 150);
      if (subject.length < 3)
        throw new HttpError(400, 'subject: say what it is about', [
          { field: 'subject', message: 'Say what it is about (at least 3 characters)' },
        ]);
      const batch = app.realtime.batch();
      const id = await db.transaction(async (tx) => {
        // Two tries with one key wait for each other here; the second finds the first's row.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`support:${body.idempotency_key}`}))`,
        );
        const [existing] = await selectRows<{ conversation_id: string; user_id: string }>(
          tx,
          sql`select conversation_id, user_id from support_requests
              where idempotency_key = ${body.idempotency_key}`,
        );
        if (existing) {
          if (existing.user_id !== user.id)
            throw new HttpError(409, 'idempotency_key: this key belongs to another request');
          return existing.conversation_id;
        }
        const conversationId = await app.conversations.open(tx, batch, {
          subject,
          companyId: company?.id ?? null,
          sender: { id: user.id, name: user.name },
          text: body.message,
        });
        await tx.insert(supportRequests).values({
          conversationId,
          userId: user.id,
          companyId: company?.id ?? null,
          idempotencyKey: body.idempotency_key,
          createdAt: app.clock.now(),
        });
        return conversationId;
      });
      await batch.publish();
      return { data: toSupportRequest(await findRequest(id)) };
    },
  );

  app.get(
    listSupportRequestsEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(listSupportRequestsEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const rows = await requestsWhere(
        db,
        sql`r.user_id = ${user.id}`,
        sql`order by r.updated_at desc limit 100`,
      );
      return { data: rows.map(toSupportRequest) };
    },
  );

  app.get(
    listSupportQueueEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(listSupportQueueEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      const query = staffQueuePage(request.query);
      const conditions: SQL[] = [sql`true`];
      if (query.status) conditions.push(sql`r.status = ${query.status}`);
      if (query.q) {
        const pattern = containsPattern(query.q);
        conditions.push(
          sql`(r.subject ilike ${pattern} or r.requester_name ilike ${pattern} or r.requester_email ilike ${pattern})`,
        );
      }
      const where = sql.join(conditions, sql` and `);
      const column = query.sort === 'created_at' ? sql`r.created_at` : sql`r.updated_at`;
      const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
      const [rows, [total]] = await Promise.all([
        requestsWhere(
          db,
          where,
          sql`order by ${column} ${direction}, r.id ${direction}
              limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
        ),
        selectRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from (${REQUESTS}) r where ${where}`,
        ),
      ]);
      return { data: rows.map(toQueueRow), total: total?.total ?? 0 };
    },
  );

  app.get(
    getSupportThreadEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(getSupportThreadEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await app.requireStaff(request);
      return { data: await thread(request.params.id) };
    },
  );

  app.post(
    answerSupportEndpoint.path,
    { config: perIp(PER_IP.admin), schema: schemaOf(answerSupportEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await app.requireStaff(request);
      const { user } = app.requireUser(request);
      const id = request.params.id;
      await findRequest(id);
      await app.conversations.join(id, user.id, supportName);
      await app.conversations.send({ id: user.id, name: supportName }, id, request.body.body);
      if (request.body.close)
        await db
          .update(supportRequests)
          .set({ closedAt: app.clock.now() })
          .where(eq(supportRequests.conversationId, id));
      await db.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: request.body.close ? 'support.answer_close' : 'support.answer',
        entity: 'conversation',
        entityId: id,
        changes: { closed: request.body.close === true },
      });
      return { data: await thread(id) };
    },
  );
};
