import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas, type SocialSignInInput } from '#shared/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function startSocialSignIn(input: SocialSignInInput) {
  return apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: input,
    schema: authResponseSchemas.socialSignIn,
  });
}

/** Asks the server for the provider's sign-in page, then leaves for it. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: startSocialSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
