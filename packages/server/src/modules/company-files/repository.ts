import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { refreshCompanies } from '../../db/company-search';
import { auditLog, companies } from '../../db/schema';

/** The only place the SQL of a company's stored files lives (issue 16). */
export function createCompanyFilesRepository(db: AppDatabase) {
  return {
    /**
     * Points the company at a new logo (or none) and refreshes its listing row in the same
     * transaction; answers the logo it replaced, for the caller to delete once this commits.
     */
    async setLogo(
      companyId: number,
      logoPath: string | null,
      actor: { userId: string; label: string },
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ logoPath: companies.logoPath })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        await tx
          .update(companies)
          .set({ logoPath, updatedAt: new Date() })
          .where(eq(companies.id, companyId));
        await refreshCompanies(tx, [companyId]);
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: 'company.logo',
          entity: 'company',
          entityId: String(companyId),
          changes: { logo_path: [before?.logoPath ?? null, logoPath] },
        });
        return before?.logoPath ?? null;
      });
    },
  };
}
