import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLES, type Role } from '#shared/account.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  image: string | null;
  role: Role;
  sessionId: string;
}

function asRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'guest';
}

/**
 * The signed-in user of this request, read fresh from the database (a demoted or deleted user
 * loses access on their next request), or null. Passes on a refreshed session cookie.
 */
export async function getSessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const { headers, response } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response) return null;
  const { user, session } = response;
  // The absolute lifetime: however recently used, a session ends this long after sign-in.
  const maxAgeMs = request.server.config.auth.sessionMaxSeconds * 1000;
  if (new Date(session.createdAt).getTime() + maxAgeMs < Date.now()) {
    await request.server.auth.api.revokeSession({
      headers: fromNodeHeaders(request.headers),
      body: { token: session.token },
    });
    return null;
  }
  const extra = user as typeof user & { phone?: unknown; role?: unknown };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: typeof extra.phone === 'string' ? extra.phone : null,
    image: user.image ?? null,
    role: asRole(extra.role),
    sessionId: session.id,
  };
}
