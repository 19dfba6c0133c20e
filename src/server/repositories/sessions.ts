import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';

/**
 * A prepared lookup of a session by its token, with its user: one query, prepared once per
 * process (auth/session.ts reads every signed-in request through it).
 */
export function sessionLookup(db: Database) {
  const query = db
    .select({
      sessionId: sessions.id,
      secondFactor: sessions.secondFactor,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      image: users.image,
      role: users.role,
      language: users.language,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');
  return async (token: string) => {
    const [row] = await query.execute({ token });
    return row;
  };
}
