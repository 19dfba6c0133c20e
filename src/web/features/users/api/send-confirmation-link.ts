import { useMutation } from '@tanstack/react-query';
import { authResponseSchemas } from '#shared/account.ts';
import { paths } from '#shared/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Mails the signed-in guest a new link to confirm their email; it leads back to their profile. */
function sendConfirmationLink(email: string) {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.dashboardProfile },
    schema: authResponseSchemas.sendVerification,
  });
}

export function useSendConfirmationLink() {
  return useMutation({ mutationFn: sendConfirmationLink });
}
