/**
 * The SQL of the files a buyer or a company uploads for a project: who may read one, which were
 * never sent, and forgetting those whose files were deleted.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { valetUploads } from '../../db/schema';

export type ValetUploadRow = typeof valetUploads.$inferSelect;

export function createUploadsRepository(db: AppDatabase) {
  return {
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
  };
}
