import { eq } from 'drizzle-orm';
import type { AppDatabase, Database } from '../../db/client';
import { companies, contactRequests } from '../../db/schema';

export type ContactRequestInsert = typeof contactRequests.$inferInsert;

/** The only place contact requests' SQL lives (company requests and /contact messages alike). */
export function createContactRequestRepository(database: Database) {
  const { db } = database;
  return {
    async findCompany(slug: string) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          email: companies.email,
        })
        .from(companies)
        .where(eq(companies.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async findByIdempotencyKey(key: string) {
      const [row] = await db
        .select({
          id: contactRequests.id,
          companyId: contactRequests.companyId,
          requestHash: contactRequests.requestHash,
        })
        .from(contactRequests)
        .where(eq(contactRequests.idempotencyKey, key))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores the request and, through `afterInsert`, what must happen with it in the same
     * transaction (the queued e-mail). A key seen before stores nothing and answers null.
     */
    async create(
      values: ContactRequestInsert,
      afterInsert: (tx: AppDatabase, id: string) => Promise<void>,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactRequests)
          .values(values)
          .onConflictDoNothing({ target: contactRequests.idempotencyKey })
          .returning({ id: contactRequests.id });
        if (!row) return null;
        await afterInsert(tx, row.id);
        return row.id;
      });
    },
  };
}

export type ContactRequestRepository = ReturnType<typeof createContactRequestRepository>;
