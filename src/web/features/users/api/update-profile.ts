import { useMutation } from '@tanstack/react-query';
import {
  type CurrentUser,
  currentUserSchema,
  type LanguageChangeInput,
  type ProfileUpdateInput,
} from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCurrentUser } from '#web/lib/current-user.ts';

function updateProfile(input: ProfileUpdateInput | LanguageChangeInput): Promise<CurrentUser> {
  return apiRequest('/api/me', { method: 'PATCH', body: input, schema: currentUserSchema });
}

/**
 * Changes the display name and phone, or the language of the guest's mails; every screen showing
 * the user updates at once.
 */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: storeCurrentUser });
}
