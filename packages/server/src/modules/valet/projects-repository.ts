/**
 * The SQL of a project itself: stored with its matches in one transaction, read by id, key or
 * link, locked and changed one change at a time, and each change written to the audit log.
 */
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { auditLog, valetMatches, valetProjects } from '../../db/schema';
import type { ValetMatchInsert } from './matches-repository';

export type ValetProjectRow = typeof valetProjects.$inferSelect;
export type ValetProjectInsert = typeof valetProjects.$inferInsert;

export function createProjectsRepository(db: AppDatabase) {
  return {
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
  };
}
