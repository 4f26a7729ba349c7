import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { emailPreferences, users } from '../../db/schema';

type EmailPreferencesRow = typeof emailPreferences.$inferSelect;

/** The optional kinds of e-mail a person can turn off. */
export type EmailPreferenceChoices = Partial<
  Pick<EmailPreferencesRow, 'newsletter' | 'reviews' | 'awards' | 'inbox'>
>;

/** Every SQL statement of the e-mail preference links (the key every e-mail carries). */
export function createEmailPreferencesRepository(db: AppDatabase) {
  return {
    /** The preferences behind a link's key, with the address they belong to. */
    async findByManageId(manageId: string) {
      const [row] = await db
        .select({ preferences: emailPreferences, email: users.email })
        .from(emailPreferences)
        .innerJoin(users, eq(users.id, emailPreferences.userId))
        .where(eq(emailPreferences.manageId, manageId))
        .limit(1);
      return row ?? null;
    },

    async update(manageId: string, choices: EmailPreferenceChoices): Promise<void> {
      await db
        .update(emailPreferences)
        .set({ ...choices, updatedAt: new Date() })
        .where(eq(emailPreferences.manageId, manageId));
    },

    /**
     * Turns every optional e-mail off for the link's key, when the key belongs to `email` (any
     * case); false when it does not.
     */
    async unsubscribeAll(manageId: string, email: string): Promise<boolean> {
      const updated = await db
        .update(emailPreferences)
        .set({
          newsletter: false,
          reviews: false,
          awards: false,
          inbox: false,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(emailPreferences.manageId, manageId),
            sql`${emailPreferences.userId} = (select ${users.id} from ${users} where lower(${users.email}) = lower(${email}))`,
          ),
        )
        .returning({ userId: emailPreferences.userId });
      return updated.length > 0;
    },
  };
}

export type EmailPreferencesRepository = ReturnType<typeof createEmailPreferencesRepository>;
