import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas, type SignUpInput } from '#shared/account.ts';
import { paths } from '#shared/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { refreshCurrentUser } from '#web/lib/current-user.ts';

function signUpWithEmail(input: SignUpInput) {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    // The confirmation link mailed to every new guest leads to their profile, which says so.
    body: { ...input, callbackURL: paths.dashboardProfile },
    schema: authResponseSchemas.signUp,
  });
}

/** Creates the account; when it comes with a session, the app knows the new user before it resolves. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const result = await signUpWithEmail(input);
      const user = result.signedIn ? await refreshCurrentUser() : null;
      return { signedIn: user !== null };
    },
  });
}
