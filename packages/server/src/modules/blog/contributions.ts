import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type { BlogContributionKind, BlogContributionStatus } from '@atlas/api/blog';
import type { BlogContributionRow } from '@atlas/api/endpoints/blog-contributions';
import type { AppDatabase } from '../../db/client';
import { blogContributions } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';

export interface ContributionListQuery {
  page: number;
  pageSize: number;
  sort: 'created_at' | 'status';
  order: 'asc' | 'desc';
  status?: BlogContributionStatus | undefined;
  q?: string | undefined;
}

export interface NewContribution {
  kind: BlogContributionKind;
  name: string;
  email: string;
  title: string;
  text: string;
  bio: string;
  links: string[];
  idempotencyKey: string;
}

type Row = typeof blogContributions.$inferSelect;

export function toContributionRow(row: Row): BlogContributionRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    title: row.title,
    text: row.text,
    bio: row.bio,
    links: row.links,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The SQL of outside writers' drafts (issue 21). */
export function createContributionsRepository(db: AppDatabase) {
  return {
    /**
     * Stores a draft once per idempotency key: a retried submission finds the first row and
     * writes nothing. Answers whether this call stored it.
     */
    async submit(
      contribution: NewContribution,
      at: Date,
      inTransaction: (tx: AppDatabase, id: string) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogContributions)
          .values({ ...contribution, status: 'pending', createdAt: at })
          .onConflictDoNothing({ target: blogContributions.idempotencyKey })
          .returning({ id: blogContributions.id });
        if (!row) return false;
        await inTransaction(tx, row.id);
        return true;
      });
    },

    async byIdempotencyKey(key: string) {
      const [row] = await db
        .select()
        .from(blogContributions)
        .where(eq(blogContributions.idempotencyKey, key));
      return row ?? null;
    },

    async list(query: ContributionListQuery) {
      const where: SQL | undefined = and(
        query.status ? eq(blogContributions.status, query.status) : undefined,
        query.q
          ? or(
              ilike(blogContributions.title, `%${query.q}%`),
              ilike(blogContributions.name, `%${query.q}%`),
              ilike(blogContributions.email, `%${query.q}%`),
            )
          : undefined,
      );
      const column =
        query.sort === 'status' ? blogContributions.status : blogContributions.createdAt;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogContributions)
          .where(where)
          .orderBy(
            query.order === 'asc' ? asc(column) : desc(column),
            desc(blogContributions.createdAt),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(blogContributions).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Decides a waiting draft and, in the same transaction, queues the writer's e-mail. Null for
     * an unknown id; 'decided' when someone decided it first.
     */
    async decide(
      id: string,
      decision: { accept: boolean; reason: string | null; by: string | null; at: Date },
      inTransaction: (tx: AppDatabase, row: Row) => Promise<void>,
    ): Promise<Row | 'decided' | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(blogContributions)
          .where(eq(blogContributions.id, id))
          .for('update');
        if (!current) return null;
        if (current.status !== 'pending') return 'decided';
        const [row] = await tx
          .update(blogContributions)
          .set({
            status: decision.accept ? 'accepted' : 'declined',
            reason: decision.reason,
            decidedBy: decision.by,
            decidedAt: decision.at,
          })
          .where(eq(blogContributions.id, id))
          .returning();
        if (!row) return null;
        await inTransaction(tx, row);
        return row;
      });
    },
  };
}
export type ContributionsRepository = ReturnType<typeof createContributionsRepository>;

/** The writer's e-mail once staff decided on their draft. */
export function contributionDecisionMail(options: {
  to: string;
  name: string;
  title: string;
  accepted: boolean;
  reason: string | null;
  brandName: string;
  publicUrl: string;
}): MailMessage {
  const { accepted, brandName } = options;
  const title = options.title.replace(/[\r\n\t]+/g, ' ');
  const subject = accepted
    ? `Your article “${title}” is accepted`
    : `About your article “${title}”`;
  const lines = accepted
    ? [
        `Hello ${options.name},`,
        '',
        `Thank you for writing for the ${brandName} blog. Our editors accepted “${title}”. We will be in touch about editing and a publication date.`,
      ]
    : [
        `Hello ${options.name},`,
        '',
        `Thank you for writing for the ${brandName} blog. We are not able to publish “${title}”.`,
        ...(options.reason ? ['', `Our editors' note: ${options.reason}`] : []),
      ];
  lines.push('', `The ${brandName} team`, options.publicUrl);
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}</body></html>`;
  return { to: options.to, subject: subject.slice(0, 200), text: lines.join('\n'), html };
}

/** The team's notice of a new draft in the queue. */
export function contributionReceivedMail(options: {
  to: string;
  brandName: string;
  publicUrl: string;
  name: string;
  title: string;
}): MailMessage {
  const title = options.title.replace(/[\r\n\t]+/g, ' ');
  const text = `${options.name} sent a draft to the ${options.brandName} blog: “${title}”.\nIt waits in the staff queue: ${options.publicUrl}/admin/blog/contributions`;
  return {
    to: options.to,
    subject: `[${options.brandName} blog] New contribution: ${title}`.slice(0, 200),
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(options.name)} sent a draft to the ${escapeHtml(options.brandName)} blog: “${escapeHtml(title)}”.</p><p><a href="${escapeHtml(`${options.publicUrl}/admin/blog/contributions`)}">Open the staff queue</a></p></body></html>`,
  };
}
