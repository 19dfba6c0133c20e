import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas, type LogInInput } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { refreshCurrentUser } from '#web/lib/current-user.ts';

function logInWithEmail(input: LogInInput) {
  return apiRequest('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
    schema: authResponseSchemas.logIn,
  });
}

/** Signs in; resolves once the app knows the user, so the next page sees them signed in. */
export function useLogIn() {
  return useMutation({
    mutationFn: async (input: LogInInput) => {
      await logInWithEmail(input);
      return refreshCurrentUser();
    },
  });
}
