import { useMutation } from '@tanstack/react-query';
import { forgetCurrentUser } from './current-user.ts';

export async function signOut(): Promise<unknown> {
  // Loaded on demand: the navigation offers Sign Out on every page (see current-user.ts).
  const [{ apiRequest }, z] = await Promise.all([import('./api-client.ts'), import('zod/mini')]);
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, schema: z.object({}) });
}

/**
 * Ends the session. Shared because the navigation (outside any feature) offers it. The user's
 * data leaves the cache on success; the caller decides where to go next.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut, onSuccess: forgetCurrentUser });
}
