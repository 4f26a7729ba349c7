import { eq } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client';
import { companyMembers, users } from '../packages/server/src/db/schema';

/**
 * Headless Chromium names itself "HeadlessChrome", which the analytics endpoint drops as a bot;
 * journeys that count views or impressions browse as the desktop Chromium people use.
 */
export const PERSON_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * Makes the registered account with this e-mail an owner of the company, written straight into
 * the server's database (the journeys of claiming and joining are e2e/onboarding.e2e.ts's).
 */
export async function makeOwner(
  db: Database['db'],
  email: string,
  companyId: number,
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  await db.insert(companyMembers).values({ companyId, userId: user.id, role: 'owner' });
}
