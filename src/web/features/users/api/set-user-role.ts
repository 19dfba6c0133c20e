import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CurrentUser,
  type Role,
  type UserSummary,
  userSummarySchema,
} from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentUserKey, refreshCurrentUser } from '#web/lib/current-user.ts';
import { showChangedUser, userSearchKey } from './find-users.ts';

interface SetUserRoleInput {
  userId: string;
  role: Role;
}

function setUserRole({ userId, role }: SetUserRoleInput): Promise<UserSummary> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    body: { role },
    schema: userSummarySchema,
  });
}

/**
 * Grants or revokes admin. The changed row updates in every search at once; the searches are
 * then asked again (the order puts admins first). Changing one's own role re-reads the session
 * instead.
 */
export function useSetUserRole(currentUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (updated) => {
      showChangedUser(queryClient, updated);
      if (updated.id === currentUserId) {
        // One's own role: the staff pages close at once (a search typed a moment ago would now
        // be refused), then the session is read again to be sure.
        queryClient.setQueryData<CurrentUser | null>(currentUserKey, (me) =>
          me ? { ...me, role: updated.role } : me,
        );
        return refreshCurrentUser();
      }
      void queryClient.invalidateQueries({ queryKey: userSearchKey });
    },
  });
}
