import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { forgetCurrentUser } from '#web/lib/current-user.ts';

interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: authResponseSchemas.resetPassword,
  });
}

/** Sets the new password; the server ends every session of the account, this one included. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: forgetCurrentUser });
}
