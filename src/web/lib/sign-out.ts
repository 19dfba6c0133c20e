import { useMutation } from '@tanstack/react-query';
import { forgetCurrentUser } from './current-user.ts';

/**
 * Ends the session. Shared because the navigation (outside any feature) offers it. The request
 * code loads on demand, like the session check (see current-user.ts), to keep it out of the
 * first-load bundle. The user's data leaves the cache on success; the caller decides where to go.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => (await import('./sign-out-request.ts')).signOut(),
    onSuccess: forgetCurrentUser,
  });
}
