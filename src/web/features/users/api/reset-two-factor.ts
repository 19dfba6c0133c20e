import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserSummary, userSummarySchema } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showChangedUser } from './find-users.ts';

function resetTwoFactor(userId: string): Promise<UserSummary> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/two-factor`, {
    method: 'DELETE',
    schema: userSummarySchema,
  });
}

/**
 * Turns off another account's two-step sign-in (it lost its phone and backup codes) and ends its
 * sessions. The changed row updates in every search at once.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: (updated) => showChangedUser(queryClient, updated),
  });
}
