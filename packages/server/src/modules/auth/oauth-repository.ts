import { and, eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { oauthFlows } from '../../db/schema';

/** Every SQL statement of OpenID sign-in flows (state, nonce and PKCE verifier of each start). */
export function createOAuthFlowRepository(db: AppDatabase) {
  return {
    /** Stores a new flow, forgetting the ones nobody finished in time; returns its id. */
    async create(values: Omit<typeof oauthFlows.$inferInsert, 'id'>): Promise<string> {
      await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date()));
      const [flow] = await db.insert(oauthFlows).values(values).returning({ id: oauthFlows.id });
      if (!flow) throw new Error('the sign-in flow was not stored');
      return flow.id;
    },

    /** Single use: the flow is deleted as it is read (null when it is not there, or not this provider's). */
    async take(id: string, provider: string) {
      const [flow] = await db
        .delete(oauthFlows)
        .where(and(eq(oauthFlows.id, id), eq(oauthFlows.provider, provider)))
        .returning();
      return flow ?? null;
    },
  };
}

export type OAuthFlowRepository = ReturnType<typeof createOAuthFlowRepository>;
