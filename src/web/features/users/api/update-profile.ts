import { useMutation } from '@tanstack/react-query';
import { type CurrentUser, currentUserSchema, type ProfileUpdateInput } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCurrentUser } from '#web/lib/current-user.ts';

function updateProfile(input: ProfileUpdateInput): Promise<CurrentUser> {
  return apiRequest('/api/me', { method: 'PATCH', body: input, schema: currentUserSchema });
}

/** Changes the display name and phone; every screen showing the user updates at once. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: storeCurrentUser });
}
