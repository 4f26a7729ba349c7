import type { AppDatabase } from '../../src/db/client';
import { sessions, users } from '../../src/db/schema';
import { hashSecret, newSecret } from '../../src/lib/secrets';

/** A user who registered and confirmed their address. */
export async function insertVerifiedUser(
  db: AppDatabase,
  email: string,
  name: string = email.split('@')[0] ?? 'someone',
) {
  const [user] = await db
    .insert(users)
    .values({ email, name, emailVerifiedAt: new Date() })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** A live session of an hour for the user: its token, sent as a bearer token or the session cookie. */
export async function insertSession(db: AppDatabase, userId: string): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** A verified user with a live session: the user's id and the session's token. */
export async function insertSignedInUser(
  db: AppDatabase,
  email: string,
  name?: string,
): Promise<{ id: string; token: string }> {
  const user = await insertVerifiedUser(db, email, name);
  return { id: user.id, token: await insertSession(db, user.id) };
}
