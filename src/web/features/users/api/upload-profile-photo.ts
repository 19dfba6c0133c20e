import { useMutation } from '@tanstack/react-query';
import { type CurrentUser, currentUserSchema } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeCurrentUser } from '#web/lib/current-user.ts';

/** What the server accepts (it checks the bytes again and re-encodes the picture). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

function uploadProfilePhoto(photo: File): Promise<CurrentUser> {
  const body = new FormData();
  body.append('photo', photo);
  return apiRequest('/api/me/photo', { method: 'POST', body, schema: currentUserSchema });
}

export function useUploadProfilePhoto() {
  return useMutation({ mutationFn: uploadProfilePhoto, onSuccess: storeCurrentUser });
}
