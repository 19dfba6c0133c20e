import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas } from '#shared/account.ts';
import { paths } from '#shared/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Mails a reset link when the address has an account; the answer is the same either way. */
function requestPasswordReset(email: string) {
  return apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
    schema: authResponseSchemas.requestPasswordReset,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
