import { type CurrentUser, currentUserSchema } from '../../shared/account.ts';
import { apiRequest } from './api-client.ts';
import { ApiClientError } from './api-client-error.ts';

/** The signed-in user, or null when nobody is (the API's 401 is an answer, not a failure). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest('/api/me', { schema: currentUserSchema, signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}
