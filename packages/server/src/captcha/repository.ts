import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { captchaChallenges } from '../db/schema';

export type CaptchaChallengeRow = typeof captchaChallenges.$inferSelect;

/** Every SQL statement of the proof-of-work captcha (the captcha_challenges table). */
export function createCaptchaRepository(db: AppDatabase) {
  return {
    /** Forgets the challenges nobody answered in time. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
    },

    async create(values: {
      challenge: string;
      difficulty: number;
      expiresAt: Date;
    }): Promise<CaptchaChallengeRow> {
      const [row] = await db.insert(captchaChallenges).values(values).returning();
      if (!row) throw new Error('captcha challenge was not stored');
      return row;
    },

    async find(id: string): Promise<CaptchaChallengeRow | null> {
      const [row] = await db
        .select()
        .from(captchaChallenges)
        .where(eq(captchaChallenges.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends a live challenge; false when it was spent or expired meanwhile (a concurrent second
     * use finds used_at already set and changes nothing).
     */
    async spend(id: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(captchaChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(captchaChallenges.id, id),
            isNull(captchaChallenges.usedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ id: captchaChallenges.id });
      return spent.length === 1;
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
