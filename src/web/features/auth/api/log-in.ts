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

/** How a password step ended: signed in, or a code is asked next (two-step sign-in). */
export type LogInOutcome = { codeNext: boolean };

/**
 * Signs in; resolves once the app knows the user, so the next page sees them signed in. An
 * account with two-step sign-in is not signed in yet: the code is asked next.
 */
export function useLogIn() {
  return useMutation({
    mutationFn: async (input: LogInInput): Promise<LogInOutcome> => {
      const answer = await logInWithEmail(input);
      if (answer.twoFactorRedirect) return { codeNext: true };
      await refreshCurrentUser();
      return { codeNext: false };
    },
  });
}

/** A sign-in's second step: the authenticator app's code, or a backup code. */
export type SecondStep = { kind: 'app' | 'backup'; code: string };

/** Opens the session with the code; resolves once the app knows the user. */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: async ({ kind, code }: SecondStep) => {
      await apiRequest(
        kind === 'app'
          ? '/api/auth/two-factor/verify-totp'
          : '/api/auth/two-factor/verify-backup-code',
        { method: 'POST', body: { code }, schema: authResponseSchemas.verifyTwoFactor },
      );
      return refreshCurrentUser();
    },
  });
}
