import type { CurrentUser } from '#shared/account.ts';
import { sessionSchema } from '#shared/account.ts';
import { apiRequest } from './api-client.ts';

/**
 * The signed-in user, or null when nobody is. `GET /api/session` answers 200 either way, so a
 * visitor's every page view does not log a failed request (`GET /api/me` would say 401).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const { user } = await apiRequest('/api/session', { schema: sessionSchema, signal });
  return user;
}
