import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { SocialProvider } from '../../../../shared/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const socialSignInResponseSchema = z.object({ url: z.string() });

export interface SocialSignInInput {
  provider: SocialProvider;
  /** Where the provider sends the visitor back, signed in (a path of this site). */
  callbackURL: string;
  /** Where it sends them when something went wrong; `?error=<code>` is added. */
  errorCallbackURL: string;
}

export function startSocialSignIn(input: SocialSignInInput) {
  return apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: input,
    schema: socialSignInResponseSchema,
  });
}

/** Asks the server for the provider's sign-in page, then leaves for it. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: startSocialSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
